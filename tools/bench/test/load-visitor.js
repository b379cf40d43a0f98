/**
 * One visitor of the load test, driven as autocannon drives it: the requests of a purchase, and what the visitor
 * keeps from the answers (cookies, the Store API nonce, the order).
 */
import { createVisitors, newLedger, newRunStats } from '../load-visitor.mjs';

const page = ( path, id, type ) => ( { path, page: id, type } );

const SITE = {
	base: 'http://shop.test',
	restRoot: '/wp-json/',
	pages: {
		front: page( '/', 0, 'home' ),
		shop: page( '/shop/', 5, 'product' ),
		cart: page( '/cart/', 6, 'page' ),
		checkout: page( '/checkout/', 7, 'page' ),
	},
	products: [
		{ id: 29, ...page( '/product/logo-t-shirt/', 29, 'product' ) },
	],
	buyable: [ { id: 29, ...page( '/product/logo-t-shirt/', 29, 'product' ) } ],
	consent: {
		version: 1,
		textVersion: 2,
		log: '/wp-json/shop-consent/v1/log',
		collector: '/wp-content/plugins/shop-consent/collect.php',
	},
	filter: { links: [ '/shop/?filter=1&pa_color=red' ], rest: [] },
	storeNonce: 'n0',
	restNonce: 'r1',
};

const BUYER = {
	name: 'buyer',
	weight: 1,
	consent: 'new-accept',
	steps: [
		'view:front',
		'consent',
		'add-api',
		'view:checkout',
		'place-order',
		'view:order-received',
	],
};

/**
 * Drives one connection through a journey, answering each request with `answer(type)`.
 *
 * @param {(request: any) => [number, string, object]} answer
 */
function drive( answer ) {
	const ledger = newLedger();
	const stats = newRunStats();
	const state = { measuring: true, draining: false };
	const visitors = createVisitors( SITE, {
		journeys: [ BUYER ],
		random: () => 0,
		email: 'load-1@example.com',
		ledger,
		stats: () => stats,
		phase: () => state,
	} );
	const context = {};
	const sent = [];
	for (;;) {
		const request = visitors.setupRequest(
			{ method: 'GET', path: '/', headers: {} },
			context
		);
		if ( ! request ) {
			break;
		}
		sent.push( { ...request, type: context.sent.type } );
		const [ status, body, headers ] = answer( request, context );
		visitors.onResponse( status, body, context, headers );
	}
	return { sent, ledger, stats, state, visitors, context };
}

const order = JSON.stringify( {
	order_id: 70,
	status: 'processing',
	payment_result: {
		payment_status: 'success',
		redirect_url:
			'http://shop.test/checkout/order-received/70/?key=wc_order_x',
	},
} );

const shopAnswers = ( request, context ) => {
	switch ( context.sent.type ) {
		case 'store-cart':
			return [ 200, '{}', { Nonce: 'n1' } ];
		case 'consent-log':
			return [ 201, '{"logged":true}', {} ];
		case 'beacon':
			return [ 202, '{}', {} ];
		case 'add-api':
			return [
				207,
				'{"responses":[{"status":201}]}',
				{
					'Set-Cookie': [
						'wp_woocommerce_session_abc=t_1%7C2; path=/; HttpOnly',
						'woocommerce_items_in_cart=1; path=/',
					],
				},
			];
		case 'place-order':
			return [ 200, order, { Nonce: 'n2' } ];
		case 'front':
			return [ 200, '<html></html>', { 'X-Cache': 'HIT' } ];
		default:
			return [ 200, '<html></html>', {} ];
	}
};

describe( 'createVisitors', () => {
	it( 'sends a purchase as the browser does, with beacons once statistics are allowed', () => {
		const { sent } = drive( shopAnswers );
		expect( sent.map( ( { type } ) => type ) ).toEqual( [
			'front',
			'store-cart',
			'consent-log',
			'beacon',
			'add-api',
			'checkout',
			'beacon',
			'place-order',
			'order-received',
			'beacon',
		] );
		const [ front, , log, beacon, add, , , placed, received, lastBeacon ] =
			sent;
		expect( front ).toMatchObject( { method: 'GET', path: '/' } );
		expect( front.headers.Cookie ).toBe( '' );
		expect( log ).toMatchObject( {
			method: 'POST',
			path: '/wp-json/shop-consent/v1/log',
		} );
		expect( log.headers.Origin ).toBe( 'http://shop.test' );
		expect( log.body ).toMatch(
			/^strict=1&thirdparty=1&advanced=1&version=1&id=[0-9a-f]{32}&textVersion=2&region=&source=banner$/
		);
		const id = /id=([0-9a-f]{32})/.exec( log.body )[ 1 ];
		expect( beacon.body ).toBe(
			`page=0&type=home&path=%2F&ref=&consent=1&id=${ id }&counted=0`
		);
		// The grid's button: the Store API's batch route with the nonce of the page's cart load, and the consent and
		// attribution cookies the page's scripts wrote.
		expect( add ).toMatchObject( {
			method: 'POST',
			path: '/wp-json/wc/store/v1/batch',
		} );
		expect( add.headers ).toMatchObject( {
			Nonce: 'n1',
			Origin: 'http://shop.test',
		} );
		expect( JSON.parse( add.body ).requests[ 0 ] ).toMatchObject( {
			path: '/wc/store/v1/cart/add-item',
			body: { id: 29, quantity: 1 },
		} );
		expect( add.headers.Cookie ).toMatch(
			/^shop_consent=%7B%22strict%22%3A1.*; sbjs_migrations=/
		);
		// After the add, WooCommerce's session cookie goes with every request.
		expect( placed.headers.Cookie ).toContain(
			'wp_woocommerce_session_abc=t_1%7C2; woocommerce_items_in_cart=1'
		);
		expect( placed ).toMatchObject( {
			path: '/wp-json/wc/store/v1/checkout?_locale=site',
		} );
		expect( placed.headers ).toMatchObject( {
			Nonce: 'n1',
			'X-WP-Nonce': 'r1',
		} );
		expect( JSON.parse( placed.body ) ).toMatchObject( {
			payment_method: 'cod',
			billing_address: { email: 'load-1@example.com', country: 'US' },
		} );
		expect( received.path ).toBe(
			'/checkout/order-received/70/?key=wc_order_x'
		);
		expect( lastBeacon.body ).toContain(
			'page=7&type=page&path=%2Fcheckout%2Forder-received%2F70%2F&ref=shop.test'
		);
	} );

	it( 'writes down what the shop acknowledged, and times every answer by type', () => {
		const { ledger, stats } = drive( shopAnswers );
		expect( ledger ).toEqual( {
			placed: [ { id: 70, items: { 29: 1 } } ],
			logRows: 1,
			beacons: 3,
		} );
		expect( stats.types.beacon.latencies ).toHaveLength( 3 );
		expect( stats.types[ 'place-order' ].statuses ).toEqual( { 200: 1 } );
		expect( stats.types[ 'place-order' ].failures ).toBe( 0 );
		expect( stats.inflight ).toMatchObject( {
			beacon: 0,
			'place-order': 0,
		} );
	} );

	it( 'counts an answer a browser would not take as wrong, and skips the order page of an order never placed', () => {
		const { sent, ledger, stats } = drive( ( request, context ) =>
			context.sent.type === 'place-order'
				? [ 400, '{"code":"woocommerce_rest_cart_empty"}', {} ]
				: shopAnswers( request, context )
		);
		expect( ledger.placed ).toEqual( [] );
		expect( stats.types[ 'place-order' ] ).toMatchObject( {
			failures: 1,
			sample: 'HTTP 400: {"code":"woocommerce_rest_cart_empty"}',
		} );
		expect( sent.map( ( { type } ) => type ) ).not.toContain(
			'order-received'
		);
	} );

	it( 'starts no write once the run drains: it reads the front page', () => {
		const stats = newRunStats();
		const visitors = createVisitors( SITE, {
			journeys: [ BUYER ],
			random: () => 0,
			email: 'load-1@example.com',
			ledger: newLedger(),
			stats: () => stats,
			phase: () => ( { measuring: false, draining: true } ),
		} );
		const context = {};
		const request = visitors.setupRequest( { headers: {} }, context );
		expect( request ).toMatchObject( { method: 'GET', path: '/' } );
		expect( context.sent.type ).toBe( 'drain' );
		visitors.onResponse( 200, '', context, {} );
		expect( stats.types.front.latencies ).toEqual( [] );
	} );
} );
