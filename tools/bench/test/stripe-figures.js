/**
 * The pure helpers of the shop-stripe-gateway bench: Stripe's hosts, the cart cookie, the render's HTTP count.
 */
import {
	cookieHeader,
	expressCaveat,
	expressContainers,
	httpCount,
	inlineLoader,
	isNearViewport,
	isStripeUrl,
} from '../stripe-figures.mjs';

describe( 'isStripeUrl', () => {
	it.each( [
		'https://js.stripe.com/v3/',
		'https://api.stripe.com/v1/payment_intents',
		'https://m.stripe.network/inner.html',
		'https://r.stripe.com/b',
		'https://stripe.com/',
	] )( 'counts %s as Stripe', ( url ) => {
		expect( isStripeUrl( url ) ).toBe( true );
	} );

	it.each( [
		'http://127.0.0.1:8970/checkout/',
		'https://notstripe.com/',
		'https://stripe.com.example.org/',
		'https://example.com/?next=https://js.stripe.com/',
		'not a url',
	] )( 'does not count %s', ( url ) => {
		expect( isStripeUrl( url ) ).toBe( false );
	} );
} );

describe( 'cookieHeader', () => {
	it( 'sends each cookie once, name=value, the last value winning', () => {
		expect(
			cookieHeader( [
				'woocommerce_items_in_cart=1; path=/',
				'wp_woocommerce_session_abc=1%7C%7C2; expires=Fri, 28-Nov-2036 18:00:00 GMT; path=/; HttpOnly',
				'woocommerce_items_in_cart=2; path=/',
			] )
		).toBe(
			'woocommerce_items_in_cart=2; wp_woocommerce_session_abc=1%7C%7C2'
		);
	} );

	it( 'drops cookies that are deleted or expired', () => {
		expect(
			cookieHeader( [
				'woocommerce_cart_hash=abc; path=/',
				'woocommerce_cart_hash=deleted; path=/',
				'a=1; path=/',
				'a=1; expires=Thu, 01-Jan-1970 00:00:01 GMT; path=/',
				'b=2; Max-Age=0',
				'c=3',
			] )
		).toBe( 'c=3' );
	} );

	it( 'ignores a line without a name', () => {
		expect( cookieHeader( [ '=x', 'novalue' ] ) ).toBe( '' );
	} );
} );

describe( 'httpCount', () => {
	it( 'reads the count at the end of the page', () => {
		expect(
			httpCount(
				'<html></html>\n<!-- shop-bench-http: total=3 stripe=1 -->\n'
			)
		).toEqual( { total: 3, stripe: 1 } );
	} );

	it( 'is null when the page carries no count, or carries it elsewhere', () => {
		expect( httpCount( '<html></html>' ) ).toBeNull();
		expect(
			httpCount(
				'<!-- shop-bench-http: total=3 stripe=1 --><html></html>'
			)
		).toBeNull();
	} );
} );

describe( 'expressContainers', () => {
	it( 'lists the locations of the contract’s containers, in page order', () => {
		const html = `<form class="cart"></form>
			<div class="shop-stripe-express" data-shop-stripe-express="product" data-config="{&quot;location&quot;:&quot;product&quot;}">
				<div class="shop-stripe-express__buttons"></div></div>
			<div class='shop-stripe-express' data-shop-stripe-express='cart'></div>`;
		expect( expressContainers( html ) ).toEqual( [ 'product', 'cart' ] );
	} );

	it( 'finds none on a page without them (a class or text naming it is no container)', () => {
		expect(
			expressContainers(
				'<p class="shop-stripe-express">data-shop-stripe-express</p>'
			)
		).toEqual( [] );
	} );
} );

describe( 'isNearViewport', () => {
	it.each( [
		[ 1000, 800, true ],
		[ 1099, 800, true ],
		[ 1100, 800, false ],
		[ 2000, 800, false ],
		[ -50, 800, true ],
	] )(
		'a top at %d px in a %d px viewport is near: %s',
		( top, height, near ) => {
			expect( isNearViewport( top, height ) ).toBe( near );
		}
	);
} );

describe( 'expressCaveat', () => {
	it( 'says clearly when the page has no express container', () => {
		expect(
			expressCaveat( {
				containers: [],
				topAtLoad: null,
				viewportHeight: 600,
			} )
		).toBe( 'no express container on the page' );
	} );

	it( 'says when the button area was near the viewport at load', () => {
		expect(
			expressCaveat( {
				containers: [ 'product' ],
				topAtLoad: 700.4,
				viewportHeight: 600,
			} )
		).toMatch(
			/^the button area was 700 px from the top of a 600 px viewport/
		);
	} );

	it( 'has nothing to add when the button area was far below', () => {
		expect(
			expressCaveat( {
				containers: [ 'product' ],
				topAtLoad: 1400,
				viewportHeight: 600,
			} )
		).toBeNull();
	} );
} );

describe( 'inlineLoader', () => {
	it( 'counts the inline loader as one of our scripts, gzipped', () => {
		const code = 'new IntersectionObserver(()=>{},{rootMargin:"300px"});';
		const loader = inlineLoader( [ code ] );
		expect( loader ).toEqual( {
			url: 'inline loader',
			bytes: code.length,
			gzip: expect.any( Number ),
		} );
		expect( loader?.gzip ).toBeGreaterThan( 0 );
	} );

	it( 'counts one per container, and none without containers', () => {
		expect( inlineLoader( [ 'a()', 'a()' ] ) ).toMatchObject( {
			url: 'inline loader ×2',
			bytes: 7,
		} );
		expect( inlineLoader( [] ) ).toBeNull();
	} );
} );
