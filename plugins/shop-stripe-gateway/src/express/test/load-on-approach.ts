/**
 * Internal dependencies
 */
import {
	loadOnApproach,
	ROOT_MARGIN,
	STRIPE_JS_URL,
	scriptUrlOf,
	type LoaderWindow,
} from '../load-on-approach';

type Callback = ( entries: Partial< IntersectionObserverEntry >[] ) => void;

/** An IntersectionObserver the test drives: it records what is watched and with which margin. */
function fakeObserver() {
	const made: { callback: Callback; margin?: string; watched: Element[] }[] =
		[];
	class FakeObserver {
		private record: ( typeof made )[ number ];
		constructor( callback: Callback, options?: IntersectionObserverInit ) {
			this.record = {
				callback,
				margin: options?.rootMargin,
				watched: [],
			};
			made.push( this.record );
		}
		observe( element: Element ) {
			this.record.watched.push( element );
		}
		disconnect() {
			this.record.watched = [];
		}
	}
	return {
		made,
		Observer: FakeObserver as unknown as typeof IntersectionObserver,
	};
}

function container( config: object | string ): string {
	const json = typeof config === 'string' ? config : JSON.stringify( config );
	return `<div class="shop-stripe-express" data-config='${ json }'><div class="shop-stripe-express__buttons"></div></div>`;
}

const scripts = () =>
	Array.from( document.querySelectorAll( 'script' ) ).map( ( s ) => s.src );

describe( 'loadOnApproach', () => {
	beforeEach( () => {
		document.head.innerHTML = '';
		document.body.innerHTML = '';
	} );

	it( 'adds no script until a container nears the viewport, then Stripe.js and the express script once', () => {
		document.body.innerHTML = container( {
			scriptUrl: 'https://shop.test/express.js?ver=1',
		} );
		const { made, Observer } = fakeObserver();
		const win: LoaderWindow = {
			document,
			addEventListener: window.addEventListener.bind( window ),
			IntersectionObserver: Observer,
		};

		loadOnApproach( win );
		expect( scripts() ).toEqual( [] );
		expect( made[ 0 ].margin ).toBe( ROOT_MARGIN );
		expect( ROOT_MARGIN ).toBe( '300px' );

		const target = made[ 0 ].watched[ 0 ];
		made[ 0 ].callback( [ { isIntersecting: false, target } ] );
		expect( scripts() ).toEqual( [] );

		made[ 0 ].callback( [ { isIntersecting: true, target } ] );
		made[ 0 ].callback( [ { isIntersecting: true, target } ] );
		expect( scripts() ).toEqual( [
			STRIPE_JS_URL,
			'https://shop.test/express.js?ver=1',
		] );
	} );

	it( 'watches a container drawn again, but loads nothing twice', () => {
		document.body.innerHTML = container( { scriptUrl: '/express.js' } );
		const { made, Observer } = fakeObserver();
		const win: LoaderWindow = {
			document,
			addEventListener: window.addEventListener.bind( window ),
			IntersectionObserver: Observer,
		};
		loadOnApproach( win );
		loadOnApproach( win );
		expect( made ).toHaveLength( 1 );

		document.body.innerHTML = container( { scriptUrl: '/express.js' } );
		loadOnApproach( win );
		expect( made ).toHaveLength( 2 );
		const target = made[ 1 ].watched[ 0 ];
		made[ 1 ].callback( [ { isIntersecting: true, target } ] );
		expect( scripts() ).toHaveLength( 2 );

		document.body.insertAdjacentHTML(
			'beforeend',
			container( { scriptUrl: '/express.js' } )
		);
		loadOnApproach( win );
		expect( made ).toHaveLength( 2 );
	} );

	it( 'starts watching only once the page has loaded', () => {
		document.body.innerHTML = container( { scriptUrl: '/express.js' } );
		const { made, Observer } = fakeObserver();
		const readyState = jest
			.spyOn( document, 'readyState', 'get' )
			.mockReturnValue( 'interactive' );
		loadOnApproach( {
			document,
			addEventListener: window.addEventListener.bind( window ),
			IntersectionObserver: Observer,
		} );
		expect( made ).toHaveLength( 0 );

		readyState.mockReturnValue( 'complete' );
		window.dispatchEvent( new Event( 'load' ) );
		expect( made ).toHaveLength( 1 );
		readyState.mockRestore();
	} );

	it( 'loads at once without IntersectionObserver', () => {
		document.body.innerHTML = container( { scriptUrl: '/express.js' } );
		loadOnApproach( {
			document,
			addEventListener: window.addEventListener.bind( window ),
		} );
		expect( scripts() ).toHaveLength( 2 );
	} );

	it( 'does nothing without a container or a readable configuration', () => {
		const { made, Observer } = fakeObserver();
		loadOnApproach( {
			document,
			addEventListener: window.addEventListener.bind( window ),
			IntersectionObserver: Observer,
		} );
		expect( made ).toHaveLength( 0 );

		document.body.innerHTML = container( '{not json' );
		loadOnApproach( {
			document,
			addEventListener: window.addEventListener.bind( window ),
		} );
		expect( scripts() ).toEqual( [] );
		expect( scriptUrlOf( document.body.firstElementChild! ) ).toBe( '' );
	} );

	it( 'asks for the Stripe.js that @stripe/stripe-js would add itself', async () => {
		await jest.isolateModulesAsync( async () => {
			const { loadStripe } = await import( '@stripe/stripe-js/pure' );
			loadStripe( 'pk_test_1' ).catch( () => null );
		} );
		expect( scripts() ).toEqual( [ STRIPE_JS_URL ] );
	} );

	it( 'lets @stripe/stripe-js use the Stripe.js tag the loader added', async () => {
		document.body.innerHTML = container( { scriptUrl: '/express.js' } );
		loadOnApproach( {
			document,
			addEventListener: window.addEventListener.bind( window ),
		} );
		await jest.isolateModulesAsync( async () => {
			const { loadStripe } = await import( '@stripe/stripe-js/pure' );
			loadStripe( 'pk_test_1' ).catch( () => null );
		} );
		expect(
			scripts().filter( ( src ) =>
				src.startsWith( 'https://js.stripe.com' )
			)
		).toEqual( [ STRIPE_JS_URL ] );
	} );
} );
