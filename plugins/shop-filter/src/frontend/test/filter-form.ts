/**
 * Internal dependencies
 */
import { wireForm } from '../filter-form';
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
	fetcher: Fetcher = jest.fn( async () => ( {} ) )
) {
	window.history.replaceState( null, '', '/shop/' );
	document.body.innerHTML = `${ formMarkup( config ) }<p class="woocommerce-result-count">Showing 9</p><ul class="products"><li>old</li></ul>`;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	const wired = wireForm( form, {
		win: window,
		fetcher: fetcher as unknown as typeof fetch,
		storage: window.localStorage,
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
		const { form, fetcher } = setUp( {}, ok( answer( 2 ) ) );
		form.requestSubmit();
		form.requestSubmit();
		expect( fetcher ).toHaveBeenCalledTimes( 1 );
		await flush();
		await flush();
		expect( fetcher ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'removes a value with its chip, and everything with Clear all', async () => {
		const { form, fetcher } = setUp( {}, ok( answer( 1 ) ) );
		( form.querySelector( '[data-key="price"]' ) as HTMLElement ).click();
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

	it( 'navigates to the built link when ajax is off', () => {
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

describe( "the 'start filtering' button", () => {
	it( 'swaps to the loading label, then loads the form', async () => {
		window.history.replaceState( null, '', '/shop/' );
		document.body.innerHTML = formMarkup( { start: true } ).replace(
			/<div class="shop-filter__zone">[\s\S]*?<\/div><div class="shop-filter__actions">/,
			'<div class="shop-filter__zone"><button type="button" class="shop-filter__start" data-loading-label="Loading…">Start filtering</button></div><div class="shop-filter__actions">'
		);
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		const fetcher = ok( answer( 2 ) );
		wireForm( form, {
			win: window,
			fetcher: fetcher as unknown as typeof fetch,
			storage: null,
		} );
		const start = form.querySelector(
			'.shop-filter__start'
		) as HTMLButtonElement;

		start.click();
		expect( start.textContent ).toBe( 'Loading…' );
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
