/**
 * Internal dependencies
 */
import { wireForm, type FormDeps } from '../filter-form';
import { formMarkup } from './fixtures/form';

const answer = ( count: number ) => ( {
	products: `<ul class="products"><li>${ count } products</li></ul>`,
	form: formMarkup().replace( 'value="red" checked', 'value="red"' ),
	additional_fields: {
		'.woocommerce-result-count': `<p class="woocommerce-result-count">Showing ${ count }</p>`,
	},
	count,
	link: '',
} );

/** A fetch double whose calls are the requested addresses. */
type Fetcher = ReturnType<
	typeof jest.fn< ( url: string ) => Promise< unknown > >
>;

function setUp(
	config: Record< string, unknown > = {},
	fetcher: Fetcher = jest.fn( async () => ( {} ) ),
	deps: Partial< FormDeps > = {}
) {
	window.history.replaceState( null, '', '/shop/' );
	document.body.innerHTML = `${ formMarkup( config ) }<p class="woocommerce-result-count">Showing 9</p><ul class="products"><li>old</li></ul>`;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	const wired = wireForm( form, {
		win: window,
		fetcher: fetcher as unknown as typeof fetch,
		storage: window.localStorage,
		...deps,
	} );
	return { form, wired, fetcher };
}

const ok = ( body: unknown ): Fetcher =>
	jest.fn( async () => ( {
		ok: true,
		status: 200,
		json: async () => body,
	} ) );

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

/**
 * A fetch double that answers `body` once released.
 *
 * @param body The answer.
 */
function held( body: unknown ) {
	let release = () => {};
	const released = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	const fetcher: Fetcher = jest.fn( async () => {
		await released;
		return { ok: true, status: 200, json: async () => body };
	} );
	return { fetcher, release };
}

/** `@wordpress/jest-console`'s matcher: a test fails on a console warning it does not expect. */
const expectWarned = () => {
	// eslint-disable-next-line jest/valid-expect -- the matcher is called just below, through its type.
	const matchers = expect( console ) as unknown as {
		toHaveWarned: () => void;
	};
	matchers.toHaveWarned();
};

const failing = (): Fetcher =>
	jest.fn( async () => ( {
		ok: false,
		status: 400,
		json: async () => ( { message: 'Unknown facet: orderby.' } ),
	} ) );

describe( 'wireForm', () => {
	it( 'redraws the listing, the form and the additional fields after a change, and pushes the link', async () => {
		const { form, fetcher } = setUp( {}, ok( answer( 3 ) ) );
		const red = form.querySelector(
			'input[value="red"]'
		) as HTMLInputElement;
		red.checked = false;
		red.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		await flush();

		const url = new URL( fetcher.mock.calls[ 0 ][ 0 ] );
		expect( url.pathname ).toBe( '/wp-json/shop-filter/v1/results' );
		expect( url.searchParams.get( 'pa_color' ) ).toBe( 'blue' );
		expect( url.searchParams.get( 'listing' ) ).toBe( 'classic' );
		expect( document.querySelector( 'ul.products' )?.textContent ).toBe(
			'3 products'
		);
		expect(
			document.querySelector( '.woocommerce-result-count' )?.textContent
		).toBe( 'Showing 3' );
		expect(
			(
				document.querySelector(
					'input[value="red"]'
				) as HTMLInputElement
			 ).checked
		).toBe( false );
		expect( window.location.search ).toBe(
			'?filter=1&pa_color=blue&min_price=10&max_price=50'
		);
		expect(
			form.querySelector( '.shop-filter__status' )?.textContent
		).toBe( '3 products found' );
	} );

	it( 'sends one call at a time', async () => {
		const { fetcher, release } = held( answer( 2 ) );
		const { form } = setUp( {}, fetcher );
		form.requestSubmit();
		form.requestSubmit();
		await flush();
		expect( fetcher ).toHaveBeenCalledTimes( 1 );
		release();
		await flush();
		await flush();
		expect( fetcher ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'removes a value with its chip, and everything with Clear all', async () => {
		const { form, fetcher } = setUp( {}, ok( answer( 1 ) ) );
		( form.querySelector( '[data-key="price"]' ) as HTMLElement ).click();
		await flush();
		expect(
			new URL( fetcher.mock.calls[ 0 ][ 0 ] ).searchParams.has(
				'min_price'
			)
		).toBe( false );
		await flush();
		(
			document.querySelector( '.shop-filter__clear' ) as HTMLElement
		 ).click();
		await flush();
		expect(
			new URL( fetcher.mock.calls[ 1 ][ 0 ] ).searchParams.has(
				'pa_color'
			)
		).toBe( false );
	} );

	it( 'chooses a rating by a click and unchooses it by a second click', async () => {
		const { form, fetcher } = setUp( {}, ok( answer( 1 ) ) );
		const rating = () =>
			document.querySelector( '.shop-filter__rating' ) as HTMLElement;
		rating().click();
		await flush();
		expect(
			new URL( fetcher.mock.calls[ 0 ][ 0 ] ).searchParams.get(
				'min_rating'
			)
		).toBe( '4' );
		(
			form.querySelector( 'input[name="min_rating"]' ) as HTMLInputElement
		 ).value = '4';
		rating().click();
		await flush();
		expect(
			new URL( fetcher.mock.calls[ 1 ][ 0 ] ).searchParams.has(
				'min_rating'
			)
		).toBe( false );
	} );

	it( 'tells the shopper when a redraw fails, and clears the message once one succeeds', async () => {
		const { form } = setUp( {}, failing() );
		const alert = form.querySelector( '[role="alert"]' );

		form.requestSubmit();
		await flush();

		expectWarned();
		expect( alert?.textContent ).toBe(
			'The products could not be updated. Please try again.'
		);
		expect( document.querySelector( 'ul.products' )?.textContent ).toBe(
			'old'
		);
	} );

	it( 'clears the failure message when the next redraw succeeds', async () => {
		const fetcher = failing();
		const { form } = setUp( {}, fetcher );
		form.requestSubmit();
		await flush();
		expectWarned();
		fetcher.mockImplementation( ok( answer( 2 ) ) );

		form.requestSubmit();
		await flush();

		expect( form.querySelector( '[role="alert"]' )?.textContent ).toBe(
			''
		);
		expect( document.querySelector( 'ul.products' )?.textContent ).toBe(
			'2 products'
		);
	} );

	it( "sends the form's terms-before-more and price ranges, so the redrawn form keeps them", async () => {
		const { form, fetcher } = setUp(
			{ moreLimit: 3, priceRanges: '0-10,10-20' },
			ok( answer( 1 ) )
		);
		form.requestSubmit();
		await flush();

		const url = new URL( fetcher.mock.calls[ 0 ][ 0 ] );
		expect( url.searchParams.get( 'more_limit' ) ).toBe( '3' );
		expect( url.searchParams.get( 'price_ranges' ) ).toBe( '0-10,10-20' );
	} );

	it( 'sends the sort order, page size and SKU of its own fields', async () => {
		const { form, fetcher } = setUp(
			{ facets: [ 'pa_color', 'orderby', 'per_page', 'sku' ] },
			ok( answer( 1 ) )
		);
		form.querySelector( '.shop-filter__zone' )?.insertAdjacentHTML(
			'beforeend',
			'<select name="orderby"><option value="">Default</option><option value="price" selected>Price</option></select>' +
				'<select name="per_page"><option value="24" selected>24</option></select>' +
				'<input type="search" name="sku" value="WB-1">'
		);
		form.querySelector( 'input[name="sku"]' )?.dispatchEvent(
			new Event( 'change', { bubbles: true } )
		);
		await flush();

		const url = new URL( fetcher.mock.calls[ 0 ][ 0 ] );
		expect( url.searchParams.get( 'facets' ) ).toBe(
			'pa_color,orderby,per_page,sku'
		);
		expect( url.searchParams.get( 'orderby' ) ).toBe( 'price' );
		expect( url.searchParams.get( 'per_page' ) ).toBe( '24' );
		expect( url.searchParams.get( 'sku' ) ).toBe( 'WB-1' );
	} );

	it( 'navigates to the built link when ajax is off', async () => {
		const assign = jest.fn();
		const win = {
			...window,
			location: { href: 'http://localhost/shop/', assign },
		} as unknown as Window;
		document.body.innerHTML = formMarkup( { ajax: false } );
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		wireForm( form, {
			win,
			fetcher: jest.fn() as unknown as typeof fetch,
			storage: null,
		} );
		form.requestSubmit();
		await flush();
		expect( assign ).toHaveBeenCalledWith(
			'http://localhost/shop/?filter=1&pa_color=red,blue&min_price=10&max_price=50'
		);
	} );

	it( 'redraws from the address on back and forward', async () => {
		const { wired, fetcher } = setUp( {}, ok( answer( 4 ) ) );
		window.history.pushState( null, '', '/shop/?filter=1&pa_color=green' );
		wired.restore();
		await flush();
		expect(
			new URL( fetcher.mock.calls[ 0 ][ 0 ] ).searchParams.get(
				'pa_color'
			)
		).toBe( 'green' );
		expect( window.location.search ).toBe( '?filter=1&pa_color=green' );
	} );

	it( 'remembers a closed child list by its class, and expands hidden terms with more/less', () => {
		window.localStorage.clear();
		const { form } = setUp();
		(
			form.querySelector( '.shop-filter__child-toggle' ) as HTMLElement
		 ).click();
		expect(
			window.localStorage.getItem(
				'shop-filter:shop-filter__children--green'
			)
		).toBe( 'closed' );
		const more = form.querySelector( '.shop-filter__more' ) as HTMLElement;
		more.click();
		expect( more.textContent ).toBe( 'Show less' );
		expect(
			form
				.querySelector( '.shop-filter__list' )
				?.classList.contains( 'is-expanded' )
		).toBe( true );
	} );

	it( 'opens the phone panel, and closes it on Escape with focus back on the opener', () => {
		const { form } = setUp();
		const toggle = form.querySelector(
			'.shop-filter__mobile-toggle'
		) as HTMLButtonElement;
		toggle.click();
		expect( form.classList.contains( 'is-open' ) ).toBe( true );
		form.querySelector( 'input' )?.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( toggle.ownerDocument.activeElement ).toBe( toggle );
	} );

	it( 'closes the auto-show dropdown on a click outside it', () => {
		const { form } = setUp( { mobile: 'dropdown' } );
		(
			form.querySelector(
				'.shop-filter__mobile-toggle'
			) as HTMLButtonElement
		 ).click();
		document.body.click();
		expect( form.classList.contains( 'is-open' ) ).toBe( false );
	} );
} );

describe( "the submits' code, a chunk of its own", () => {
	const untickRed = ( form: HTMLFormElement ) => {
		const red = form.querySelector(
			'input[value="red"]'
		) as HTMLInputElement;
		red.checked = false;
		red.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	};

	it( 'loads once the shopper reaches for the form, and draws the first change with it', async () => {
		const loadSubmit = jest.fn( () => import( '../form-submit' ) );
		const { form, fetcher } = setUp( {}, ok( answer( 3 ) ), {
			loadSubmit,
		} );
		expect( loadSubmit ).not.toHaveBeenCalled();

		form.querySelector( 'input[value="red"]' )?.dispatchEvent(
			new Event( 'pointerdown', { bubbles: true } )
		);
		expect( loadSubmit ).toHaveBeenCalledTimes( 1 );
		untickRed( form );
		await flush();

		expect(
			new URL( fetcher.mock.calls[ 0 ][ 0 ] ).searchParams.get(
				'pa_color'
			)
		).toBe( 'blue' );
		expect( document.querySelector( 'ul.products' )?.textContent ).toBe(
			'3 products'
		);
		form.dispatchEvent( new Event( 'focusin', { bubbles: true } ) );
		expect( loadSubmit ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'says so when it cannot load, and loads it again at the next change', async () => {
		const loadSubmit = jest
			.fn< NonNullable< FormDeps[ 'loadSubmit' ] > >()
			.mockRejectedValueOnce( new Error( 'offline' ) )
			.mockImplementation( () => import( '../form-submit' ) );
		const { form, fetcher } = setUp( {}, ok( answer( 3 ) ), {
			loadSubmit,
		} );

		untickRed( form );
		await flush();
		expectWarned();
		expect( form.querySelector( '[role="alert"]' )?.textContent ).toBe(
			'The products could not be updated. Please try again.'
		);
		expect( fetcher ).not.toHaveBeenCalled();

		form.requestSubmit();
		await flush();
		expect( fetcher ).toHaveBeenCalledTimes( 1 );
		expect( form.querySelector( '[role="alert"]' )?.textContent ).toBe(
			''
		);
	} );
} );

describe( "the 'start filtering' button", () => {
	/**
	 * A form behind the start link, as FormRenderer writes it.
	 *
	 * @param fetcher The fetch double.
	 */
	function startForm( fetcher: Fetcher ) {
		window.history.replaceState( null, '', '/shop/' );
		document.body.innerHTML = formMarkup( { start: true } ).replace(
			/<div class="shop-filter__zone">[\s\S]*?<\/div><div class="shop-filter__actions">/,
			'<div class="shop-filter__zone"><a class="shop-filter__start" role="button" href="/shop/?start_filtering=1" data-loading-label="Loading…">Start filtering</a></div><div class="shop-filter__actions">'
		);
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		wireForm( form, {
			win: window,
			fetcher: fetcher as unknown as typeof fetch,
			storage: null,
		} );
		const start = form.querySelector(
			'.shop-filter__start'
		) as HTMLAnchorElement;
		return { form, start };
	}

	const press = ( start: HTMLElement ) =>
		start.dispatchEvent(
			new MouseEvent( 'click', { bubbles: true, cancelable: true } )
		);

	it( 'says why when the form cannot load, and can be pressed again', async () => {
		const { form, start } = startForm( failing() );

		press( start );
		await flush();

		expectWarned();
		expect( form.querySelector( '[role="alert"]' )?.textContent ).toBe(
			'The products could not be updated. Please try again.'
		);
		expect( start.textContent ).toBe( 'Start filtering' );
		expect( start.hasAttribute( 'aria-disabled' ) ).toBe( false );
	} );

	it( 'swaps to the loading label, then loads the form in place of following its link', async () => {
		const { fetcher, release } = held( answer( 2 ) );
		const { form, start } = startForm( fetcher );

		expect( press( start ) ).toBe( false ); // The link (for pages without JavaScript) is not followed.
		await flush();
		expect( start.textContent ).toBe( 'Loading…' );
		expect( start.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		release();
		await flush();

		expect( form.querySelector( '.shop-filter__start' ) ).toBeNull();
		expect( form.querySelectorAll( 'fieldset' ) ).toHaveLength( 4 );
		expect( window.location.search ).toBe( '' );
	} );
} );

describe( 'drawing an answer', () => {
	it( 'redraws the copies of the submitting form and leaves another form alone', async () => {
		window.history.replaceState( null, '', '/shop/' );
		document.body.innerHTML =
			formMarkup() +
			formMarkup() +
			formMarkup( { facets: [ 'pa_size' ] } ) +
			'<ul class="products"></ul>';
		const [ first, copy, other ] = document.querySelectorAll( 'form' );
		const fetcher = ok( answer( 2 ) );
		wireForm( first, {
			win: window,
			fetcher: fetcher as unknown as typeof fetch,
			storage: null,
		} );

		first.requestSubmit();
		await flush();

		const red = ( form: Element ) =>
			( form.querySelector( 'input[value="red"]' ) as HTMLInputElement )
				.checked;
		expect( red( first ) ).toBe( false );
		expect( red( copy ) ).toBe( false );
		expect( red( other ) ).toBe( true );
	} );
} );
