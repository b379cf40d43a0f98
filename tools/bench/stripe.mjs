/**
 * The shop-stripe-gateway scenario of `npm run bench` (issue 18, "Budgets"), with the card gateway enabled in test
 * mode with fake keys (the stack never reaches Stripe; its settings are put back afterwards):
 *
 * (a) requests to Stripe's hosts (js.stripe.com, api.stripe.com, m.stripe.network, any *.stripe.com) on the front
 *     page, a blog post, a product page, the block cart and the block and classic checkouts: every attempt the browser
 *     makes (request events; each is then refused, as this machine cannot reach Stripe), as loaded and, on the
 *     checkouts, after choosing the card; none is allowed off the checkouts;
 * (b) our scripts on the block checkout (build/checkout.js) and the classic checkout (build/frontend.js), as served,
 *     gzipped at level 9; Stripe.js comes from Stripe beside them and is not ours to count;
 * (c) the server time the plugin adds to each checkout with a product in the cart: SERVER_PAIRS alternating pairs
 *     with and without the plugin (`X-Shop-Bench-Without`), the median of the pairs' differences;
 * (d) calls to Stripe's API while a page renders, counted by the stack's mu-plugin (`X-Shop-Bench-Count-Http`);
 * (e), (f) issue 31's express checkout figures (stripe-express.mjs), express on and off; SHOP_BENCH_PAIRS (20) pairs
 *     for express's server time.
 *
 * Figures with PASS/OVER per budget; the run never fails on a budget.
 */

import { adminRest } from './admin-rest.mjs';
import { pairedServerTime } from './server-time.mjs';
import { expressScenario, printExpressScenario } from './stripe-express.mjs';
import { watchedVisitor } from './stripe-visitor.mjs';
import { cookieHeader, httpCount } from './stripe-figures.mjs';

const PLUGIN = 'shop-stripe-gateway/shop-stripe-gateway.php';
const OURS = /\/wp-content\/plugins\/shop-stripe-gateway\//;
const GATEWAY = '/wc/v3/payment_gateways/stripe';
const FAKE_KEYS = {
	testmode: 'yes',
	test_publishable_key: 'pk_test_shopBenchFakeKey',
	test_secret_key: 'sk_test_shopBenchFakeKey',
};
// The express settings stripe-express.mjs switches, put back afterwards.
const EXPRESS_KEYS = [ 'express_checkout', 'express_checkout_locations' ];
// Express's server time pairs unless SHOP_BENCH_PAIRS says otherwise (each request follows a settings save).
const EXPRESS_PAIRS = 20;
// 30 pairs left ±20 ms of noise on a loaded 2-core machine; the difference the budget reads is 5 ms.
const SERVER_PAIRS = 60;
/** The card's radio on each checkout. */
const CARD_RADIO = {
	block: 'input[name="radio-control-wc-payment-method-options"][value="stripe"]',
	classic: '#payment_method_stripe',
};
/** How long a chosen card has to ask for Stripe.js and draw its form. */
const CARD_SETTLE_MS = 3000;

export const BUDGETS = {
	stripeRequestsOffCheckout: 0,
	bundleGzip: 30 * 1024,
	serverAddedMs: 5,
	apiCallsOnRender: 0,
};

/**
 * One visit of a page by a new visitor: the requests to Stripe's hosts and our scripts' sizes.
 *
 * @param {import('@playwright/test').Browser}      browser
 * @param {string}                                  url
 * @param {{cartItem?: number, cardRadio?: string}} options A product put in the cart first; the card's radio, chosen
 *                                                          after the page loaded.
 */
async function visit( browser, url, { cartItem, cardRadio } ) {
	const { context, page, stripe, scripts } = await watchedVisitor(
		browser,
		url,
		{ cartItem, ours: OURS }
	);
	await page.goto( url, { waitUntil: 'networkidle' } );
	const asLoaded = stripe.length;
	let cardOffered = false;
	if ( cardRadio ) {
		const radio = page.locator( cardRadio );
		cardOffered = ( await radio.count() ) > 0;
		if ( cardOffered ) {
			await radio.check( { force: true } );
			await page.waitForTimeout( CARD_SETTLE_MS );
		}
	}
	await context.close();
	const files = ( await Promise.all( scripts ) ).filter( Boolean );
	return {
		stripeAsLoaded: asLoaded,
		stripeWithCard: cardRadio ? stripe.length : null,
		cardOffered,
		stripeHosts: [ ...new Set( stripe.map( ( u ) => new URL( u ).host ) ) ],
		ourScripts: files,
		ourGzip: files.reduce( ( total, f ) => total + f.gzip, 0 ),
	};
}

/**
 * The Cookie header of a visitor with one product in the cart (WooCommerce's add-to-cart link, its session cookie).
 *
 * @param {string} baseUrl
 * @param {number} product
 */
export async function cartCookie( baseUrl, product ) {
	const response = await fetch(
		new URL( `/?add-to-cart=${ product }`, baseUrl ),
		{ redirect: 'manual' }
	);
	await response.text();
	const cookie = cookieHeader( response.headers.getSetCookie() );
	if ( ! cookie.includes( 'woocommerce_items_in_cart' ) ) {
		throw new Error(
			`Adding product ${ product } to a cart set no cart cookie`
		);
	}
	return cookie;
}

/**
 * The HTTP calls the page's render made, as the stack's mu-plugin counts them.
 *
 * @param {string} url
 * @param {string} cookie
 */
async function renderCalls( url, cookie ) {
	const response = await fetch( url, {
		headers: { Cookie: cookie, 'X-Shop-Bench-Count-Http': '1' },
	} );
	return httpCount( await response.text() );
}

/**
 * Runs the scenario.
 *
 * @param {import('@playwright/test').Browser}                                                browser
 * @param {{url: string, admin: {user: string, password: string}, woocommerce?: string|null}} facts
 * @param {Array<{name: string, url: string, cartItem?: number}>}                             pages   From pages.mjs.
 */
export async function stripeScenario( browser, facts, pages ) {
	if ( ! facts.woocommerce ) {
		return { skipped: 'WooCommerce is not in the stack' };
	}
	const admin = await adminRest( facts.url, facts.admin );
	const before = await admin.rest( 'GET', GATEWAY );
	const classicPages = await admin.rest(
		'GET',
		'/wp/v2/pages?slug=classic-cart,classic-checkout'
	);
	const pageId = ( slug ) =>
		String( classicPages.find( ( p ) => p.slug === slug )?.id );
	const setting = ( id ) => `/wc/v3/settings/advanced/${ id }`;
	const checkoutPageBefore = (
		await admin.rest( 'GET', setting( 'woocommerce_checkout_page_id' ) )
	).value;
	const cartPageBefore = (
		await admin.rest( 'GET', setting( 'woocommerce_cart_page_id' ) )
	).value;
	const byName = ( name ) => pages.find( ( p ) => p.name === name );
	const cartItem = byName( 'cart' )?.cartItem;
	const rows = [];
	let express = [];
	try {
		await admin.rest( 'PUT', GATEWAY, {
			enabled: true,
			settings: FAKE_KEYS,
		} );
		const cookie = await cartCookie( facts.url, cartItem );
		const measure = async ( name, url, checkout ) => {
			const seen = await visit( browser, url, {
				cartItem: checkout || name === 'cart' ? cartItem : undefined,
				cardRadio: checkout ? CARD_RADIO[ checkout ] : undefined,
			} );
			const server = checkout
				? await pairedServerTime(
						url,
						{ Cookie: cookie },
						{ Cookie: cookie, 'X-Shop-Bench-Without': PLUGIN },
						SERVER_PAIRS
					)
				: null;
			rows.push( {
				name,
				url,
				checkout: Boolean( checkout ),
				...seen,
				server,
				calls: await renderCalls( url, cookie ),
			} );
		};
		for ( const name of [ 'front page', 'post', 'product', 'cart' ] ) {
			if ( byName( name ) ) {
				await measure( name, byName( name ).url );
			}
		}
		express = await expressScenario(
			browser,
			admin,
			pages,
			cookie,
			Number( process.env.SHOP_BENCH_PAIRS ) || EXPRESS_PAIRS
		);
		await measure( 'checkout (block)', byName( 'checkout' ).url, 'block' );
		// The classic checkout as a shop that uses it has it: WooCommerce's checkout page is the shortcode page.
		await admin.rest( 'PUT', setting( 'woocommerce_cart_page_id' ), {
			value: pageId( 'classic-cart' ),
		} );
		await admin.rest( 'PUT', setting( 'woocommerce_checkout_page_id' ), {
			value: pageId( 'classic-checkout' ),
		} );
		const classic = classicPages.find(
			( p ) => p.slug === 'classic-checkout'
		);
		await measure( 'checkout (classic)', classic.link, 'classic' );
	} finally {
		await admin.rest( 'PUT', setting( 'woocommerce_checkout_page_id' ), {
			value: String( checkoutPageBefore ),
		} );
		await admin.rest( 'PUT', setting( 'woocommerce_cart_page_id' ), {
			value: String( cartPageBefore ),
		} );
		await admin.rest( 'PUT', GATEWAY, {
			enabled: before.enabled,
			settings: Object.fromEntries(
				[ ...Object.keys( FAKE_KEYS ), ...EXPRESS_KEYS ].map(
					( key ) => [ key, before.settings[ key ]?.value ?? '' ]
				)
			),
		} );
		await admin.dispose();
	}
	return { rows, express };
}

const verdict = ( ok ) => ( ok ? 'PASS' : 'OVER' );
const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

/**
 * Prints the scenario with a PASS/OVER per budget line.
 *
 * @param {Awaited<ReturnType<typeof stripeScenario>>} result
 */
export function printStripeScenario( result ) {
	console.log(
		'\nshop-stripe-gateway (issue 18), gateway enabled with fake test keys'
	);
	if ( result.skipped ) {
		console.log( `  skipped: ${ result.skipped }` );
		return;
	}
	const { rows } = result;
	console.log(
		`page                 Stripe requests (loaded / card chosen)   our JS gz kB   server added ms (median of ${ SERVER_PAIRS } pairs)   Stripe API calls in render`
	);
	for ( const row of rows ) {
		const requests = row.checkout
			? `${ row.stripeAsLoaded } / ${ row.cardOffered ? row.stripeWithCard : 'card not offered' }`
			: String( row.stripeAsLoaded );
		const server = row.server ? row.server.diffMs.toFixed( 1 ) : '-';
		const calls = row.calls
			? `${ row.calls.stripe } (of ${ row.calls.total } HTTP)`
			: 'not counted';
		console.log(
			`${ row.name.padEnd( 21 ) }${ requests.padStart( 20 ) }${ kb( row.ourGzip ).padStart( 34 ) }${ server.padStart( 22 ) }${ calls.padStart( 42 ) }`
		);
	}
	const off = rows.filter( ( r ) => ! r.checkout );
	const offCount = off.reduce( ( total, r ) => total + r.stripeAsLoaded, 0 );
	console.log(
		`  (a) Stripe requests off the checkouts: ${ offCount } (budget ${ BUDGETS.stripeRequestsOffCheckout }) ${ verdict( offCount <= BUDGETS.stripeRequestsOffCheckout ) }`
	);
	for ( const row of rows.filter( ( r ) => r.checkout ) ) {
		console.log(
			`  (a) ${ row.name } asks ${ row.stripeHosts.join( ', ' ) || 'no Stripe host' }`
		);
		console.log(
			`  (b) ${ row.name }: ${ row.ourScripts.map( ( s ) => `${ s.url } ${ kb( s.gzip ) } kB` ).join( ', ' ) || 'none of ours' } = ${ kb( row.ourGzip ) } kB gz (budget ${ kb( BUDGETS.bundleGzip ) }) ${ verdict( row.ourGzip <= BUDGETS.bundleGzip ) }; Stripe.js beside it is Stripe's`
		);
		console.log(
			`  (c) ${ row.name }: ${ row.server.aMs.toFixed( 1 ) } ms with, ${ row.server.bMs.toFixed( 1 ) } ms without, added ${ row.server.diffMs.toFixed( 1 ) } ms (budget < ${ BUDGETS.serverAddedMs }) ${ verdict( row.server.diffMs < BUDGETS.serverAddedMs ) }`
		);
	}
	const counted = rows.filter( ( r ) => r.calls );
	if ( counted.length < rows.length ) {
		console.log(
			'  (d) pages without a count: the stack runs an older copy of its mu-plugin (npm stop, then npm run bench copies it)'
		);
	}
	const apiCalls = counted.reduce(
		( total, r ) => total + r.calls.stripe,
		0
	);
	console.log(
		`  (d) Stripe API calls while rendering ${ counted.length } of ${ rows.length } pages: ${ apiCalls } (budget ${ BUDGETS.apiCallsOnRender }) ${ verdict( counted.length === rows.length && apiCalls <= BUDGETS.apiCallsOnRender ) }`
	);
	printExpressScenario( result.express ?? [] );
}
