/**
 * The filter on WooCommerce's product collection: a change is drawn through the Interactivity API router (a double
 * here), from one request for the page at the link.
 */

/**
 * Internal dependencies
 */
import { wireForm } from '../filter-form';
import { ROUTER, type Router, type RouterLoader } from '../router';
import { formMarkup } from './fixtures/form';

const COLLECTION =
	'<div class="wp-block-woocommerce-product-collection" data-wp-interactive="woocommerce/product-collection" data-wp-router-region="wc-product-collection-0">old</div>';

/**
 * The page at a link, as the server draws it: the form with the colours it was asked for, and its total.
 *
 * @param url The link.
 */
function page( url: string ): string {
	const colours = new URL( url ).searchParams.get( 'pa_color' ) ?? '';
	let form = formMarkup( { listing: 'block' } ).replace(
		'<div class="shop-filter__zone">',
		`<div class="shop-filter__zone" data-total="${ colours.split( ',' ).length }">`
	);
	for ( const colour of [ 'red', 'blue' ] ) {
		if ( ! colours.split( ',' ).includes( colour ) ) {
			form = form.replace(
				`value="${ colour }" checked`,
				`value="${ colour }"`
			);
		}
	}
	return `<!DOCTYPE html><html><head><title>Shop</title></head><body>${ form }${ COLLECTION }</body></html>`;
}

/**
 * A fetch double answering every address with its page, or with `status`.
 * @param status
 * @param type
 */
const pages = ( status = 200, type = 'text/html; charset=UTF-8' ) =>
	jest.fn( async ( url: string ) => ( {
		ok: status === 200,
		status,
		url,
		redirected: false,
		headers: new Headers( { 'content-type': type } ),
		text: async () => page( url ),
	} ) );

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

function setUp( fetcher = pages(), pushes = true ) {
	window.history.replaceState(
		null,
		'',
		'/shop/?filter=1&pa_color=red,blue'
	);
	document.head.innerHTML = `<script type="importmap">{"imports":{"${ ROUTER }":"/router.js"}}</script>`;
	document.body.innerHTML = page( window.location.href ).replace(
		/^.*<body>|<\/body>.*$/g,
		''
	);
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	const checked = ( value: string ) =>
		(
			form.querySelector(
				`input[value="${ value }"]`
			) as HTMLInputElement
		 ).checked;
	const zone = form.querySelector( '.shop-filter__zone' );
	/** At each navigation: whether the zone was still the one drawn before. */
	const seen: boolean[] = [];
	const router: Router = {
		navigate: jest.fn( async ( href: string ) => {
			seen.push( form.querySelector( '.shop-filter__zone' ) === zone );
			if ( pushes ) {
				window.history.pushState( {}, '', href );
			}
		} ),
	};
	const wired = wireForm( form, {
		win: window,
		fetcher: fetcher as unknown as typeof fetch,
		storage: null,
		loadRouter: async () => router,
	} );
	const untick = ( value: string ) => {
		const input = form.querySelector(
			`input[value="${ value }"]`
		) as HTMLInputElement;
		input.checked = false;
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	};
	return { form, wired, fetcher, router, seen, checked, untick };
}

describe( 'a change on a product collection', () => {
	it( 'fetches the page at the link once, hands it to the router, then draws the zone and announces the total', async () => {
		const { form, fetcher, router, seen, checked, untick } = setUp();

		untick( 'red' );
		await flush();

		const link =
			'http://localhost/shop/?filter=1&pa_color=blue&min_price=10&max_price=50';
		expect( fetcher ).toHaveBeenCalledTimes( 1 ); // No REST call: the page is the answer.
		expect( fetcher.mock.calls[ 0 ][ 0 ] ).toBe( link );
		expect( router.navigate ).toHaveBeenCalledWith( link, {
			html: page( link ),
			force: true,
			loadingAnimation: false,
			screenReaderAnnouncement: false,
		} );
		expect( seen ).toEqual( [ true ] ); // The zone waits for the products.
		expect( checked( 'red' ) ).toBe( false );
		expect( checked( 'blue' ) ).toBe( true );
		expect( form.querySelector( '[role="status"]' )?.textContent ).toBe(
			'1 products found'
		);
		expect(
			document.querySelector( '.wp-block-woocommerce-product-collection' )
				?.textContent
		).toBe( 'old' ); // The router's.
	} );

	it( 'on back and forward draws the zone it kept for the address, without a request', async () => {
		const { wired, fetcher, checked, untick } = setUp();
		untick( 'red' );
		await flush();

		window.history.pushState(
			null,
			'',
			'/shop/?filter=1&pa_color=red,blue'
		);
		wired.restore();
		await flush();

		expect( checked( 'red' ) ).toBe( true );
		expect( fetcher ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps the page as it was loaded, though another script navigated before the drawing code loaded', async () => {
		const { wired, fetcher, checked, untick } = setUp();
		const loaded = window.location.href;
		// WooCommerce's sort select, through the router, before the shopper first used the filter.
		window.history.pushState(
			null,
			'',
			'/shop/?filter=1&pa_color=red,blue&orderby=price'
		);
		untick( 'red' );
		await flush();

		window.history.pushState( null, '', loaded );
		wired.restore();
		await flush();

		expect( checked( 'red' ) ).toBe( true );
		expect( fetcher ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'on back to an address another script navigated to, takes the zone from its page', async () => {
		const { wired, fetcher, checked, router } = setUp();

		window.history.pushState(
			null,
			'',
			'/shop/?filter=1&pa_color=blue&orderby=price'
		);
		wired.restore();
		await flush();
		await flush();

		expect( fetcher ).toHaveBeenCalledTimes( 1 );
		expect( router.navigate ).not.toHaveBeenCalled(); // The router draws its own copy on popstate.
		expect( checked( 'red' ) ).toBe( false );
	} );

	it( 'leaves the zone alone when another navigation took over meanwhile', async () => {
		const { form, checked, untick } = setUp( pages(), false );

		untick( 'red' );
		await flush();

		expect( checked( 'blue' ) ).toBe( true );
		expect( form.querySelector( '[role="status"]' )?.textContent ).toBe(
			''
		);
	} );

	it.each( [
		[ 'an HTTP error', pages( 500 ) ],
		[ 'an answer that is not a page', pages( 200, 'application/json' ) ],
	] )(
		'says it failed on %s, and the router draws nothing',
		async ( _name, fetcher ) => {
			const { form, router, untick } = setUp( fetcher );

			untick( 'red' );
			await flush();

			// `@wordpress/jest-console`'s matcher: the test fails on a warning it does not expect.
			// eslint-disable-next-line jest/valid-expect -- the matcher is called just below, through its type.
			const matchers = expect( console ) as unknown as {
				toHaveWarned: () => void;
			};
			matchers.toHaveWarned();
			expect( router.navigate ).not.toHaveBeenCalled();
			expect( form.querySelector( '[role="alert"]' )?.textContent ).toBe(
				'The products could not be updated. Please try again.'
			);
		}
	);

	it( 'loads the link as a page when the router is not on the page', async () => {
		const assign = jest.fn();
		document.head.innerHTML = '';
		document.body.innerHTML =
			formMarkup( { listing: 'block' } ) + COLLECTION;
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		const fetcher = jest.fn();
		wireForm( form, {
			win: {
				...window,
				location: { href: 'http://localhost/shop/', assign },
			} as unknown as Window,
			fetcher: fetcher as unknown as typeof fetch,
			storage: null,
			loadRouter: jest.fn< RouterLoader >(),
		} );

		form.requestSubmit();
		await flush();

		expect( assign ).toHaveBeenCalledWith(
			'http://localhost/shop/?filter=1&pa_color=red,blue&min_price=10&max_price=50'
		);
		expect( fetcher ).not.toHaveBeenCalled();
	} );
} );
