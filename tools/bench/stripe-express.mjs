/**
 * Issue 31's express checkout figures, part of the shop-stripe-gateway scenario (stripe.mjs), with the gateway
 * enabled with fake test keys (Stripe is never reached; every attempt is recorded, then refused):
 *
 * (e) express enabled, the product page: whether it has the contract's container; requests to Stripe's hosts
 *     before the button area nears the viewport (the page loaded in a short viewport, the container far below) and
 *     after it is scrolled into view; our JS, gzipped: the inline loader in or after the containers and every
 *     script of ours as served (build/express.js), beside Stripe.js;
 *     the server time express adds (interleaved pairs, the setting switched on and off between the two requests of
 *     each pair), and beside it the whole plugin's with express on (pairs without it through the stack's
 *     `X-Shop-Bench-Without`: no settings write between requests, so less noise; an upper bound); Stripe API calls while the page renders (the stack's counting mu-plugin);
 * (f) express disabled: the product, cart and content pages make 0 Stripe requests and load 0 bytes of ours.
 *
 * Until the containers and the express script exist (x-server's and x-client's parts), the product page's row
 * says "no express container on the page" instead of figures that would pass for nothing.
 */

import { median, pairedServerTime } from './server-time.mjs';
import { expressReport } from './stripe-express-report.mjs';
import { watchedVisitor } from './stripe-visitor.mjs';
import {
	expressContainers,
	httpCount,
	inlineLoader,
} from './stripe-figures.mjs';

const GATEWAY = '/wc/v3/payment_gateways/stripe';
const PLUGIN = 'shop-stripe-gateway/shop-stripe-gateway.php';
const OURS = /\/wp-content\/plugins\/shop-stripe-gateway\//;
/** The settings of the contract this scenario switches; all three locations on. */
const EXPRESS_ON = {
	express_checkout: 'yes',
	express_checkout_locations: [ 'product', 'cart', 'checkout' ],
};
const EXPRESS_OFF = { express_checkout: 'no' };
/** A short viewport, so the button area starts far below the fold (the near zone is its height + 300 px). */
const VIEWPORT = { width: 390, height: 300 };
/** How long a page has, once scrolled to the buttons, to load Stripe.js and the express script. */
const REACH_SETTLE_MS = 3000;

/**
 * One visit by a new visitor: the containers, Stripe requests as loaded and after scrolling to the buttons, and
 * our scripts.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string}                             url
 * @param {number|undefined}                   cartItem A product put in the cart first.
 */
async function visitExpress( browser, url, cartItem ) {
	const { context, page, stripe, scripts } = await watchedVisitor(
		browser,
		url,
		{ cartItem, ours: OURS, viewport: VIEWPORT }
	);
	await page.goto( url, { waitUntil: 'networkidle' } );
	const container = page.locator( '[data-shop-stripe-express]' ).first();
	const present = ( await container.count() ) > 0;
	const topAtLoad = present
		? await container.evaluate(
				( element ) => element.getBoundingClientRect().top
			)
		: null;
	const beforeNear = stripe.length;
	// The contract's inline loader, printed in or right after each container.
	const loader = inlineLoader(
		await page.$$eval( '[data-shop-stripe-express]', ( found ) =>
			found.flatMap( ( box ) => {
				const inline = ( element ) =>
					element.tagName === 'SCRIPT' &&
					! element.hasAttribute( 'src' );
				const texts = [ ...box.querySelectorAll( 'script' ) ]
					.filter( inline )
					.map( ( element ) => element.textContent ?? '' );
				for (
					let next = box.nextElementSibling;
					next && inline( next );
					next = next.nextElementSibling
				) {
					texts.push( next.textContent ?? '' );
				}
				return texts;
			} )
		)
	);
	if ( present ) {
		await container.scrollIntoViewIfNeeded();
		await page.waitForTimeout( REACH_SETTLE_MS );
	}
	await context.close();
	const files = [ loader, ...( await Promise.all( scripts ) ) ].filter(
		Boolean
	);
	return {
		topAtLoad,
		stripeBeforeNear: beforeNear,
		stripeAfterReach: stripe.length,
		ourScripts: files,
		ourBytes: files.reduce( ( total, f ) => total + f.bytes, 0 ),
		ourGzip: files.reduce( ( total, f ) => total + f.gzip, 0 ),
	};
}

/**
 * The server time express adds to a page: pairs of requests, one with express on and one off, the setting switched
 * before each (alternating which goes first), the median of the pairs' differences.
 *
 * @param {string}                            url
 * @param {(on: boolean) => Promise<unknown>} setExpress
 * @param {number}                            pairs
 */
async function toggledServerTime( url, setExpress, pairs ) {
	const time = async ( on ) => {
		await setExpress( on );
		const start = performance.now();
		await ( await fetch( url ) ).text();
		return performance.now() - start;
	};
	const on = [];
	const off = [];
	for ( let i = 0; i < pairs; i++ ) {
		if ( i % 2 ) {
			off.push( await time( false ) );
			on.push( await time( true ) );
		} else {
			on.push( await time( true ) );
			off.push( await time( false ) );
		}
	}
	return {
		onMs: median( on ),
		offMs: median( off ),
		diffMs: median( on.map( ( ms, i ) => ms - off[ i ] ) ),
		runs: pairs,
	};
}

/**
 * The server time the plugin adds to a page with express on: pairedServerTime against the page rendered without it.
 *
 * @param {string}                            url
 * @param {(on: boolean) => Promise<unknown>} setExpress
 * @param {number}                            pairs
 */
async function withoutPlugin( url, setExpress, pairs ) {
	await setExpress( true );
	const { aMs, bMs, diffMs, runs } = await pairedServerTime(
		url,
		{},
		{ 'X-Shop-Bench-Without': PLUGIN },
		pairs
	);
	return { onMs: aMs, offMs: bMs, diffMs, runs };
}

/**
 * The page's HTML and the HTTP calls its render made (the stack's mu-plugin).
 *
 * @param {string} url
 * @param {string} cookie
 */
async function render( url, cookie ) {
	const response = await fetch( url, {
		headers: { Cookie: cookie, 'X-Shop-Bench-Count-Http': '1' },
	} );
	const html = await response.text();
	return { containers: expressContainers( html ), calls: httpCount( html ) };
}

/**
 * Runs (e) and (f). The caller has the gateway enabled with fake keys and puts its settings back afterwards.
 *
 * @param {import('@playwright/test').Browser}                                    browser
 * @param {{rest: (method: string, path: string, body?: object) => Promise<any>}} admin
 * @param {Array<{name: string, url: string, cartItem?: number}>}                 pages   From pages.mjs.
 * @param {string}                                                                cookie  A visitor with a product in the cart.
 * @param {number}                                                                pairs   Server time pairs.
 */
export async function expressScenario( browser, admin, pages, cookie, pairs ) {
	const setExpress = ( on ) =>
		admin.rest( 'PUT', GATEWAY, {
			settings: on ? EXPRESS_ON : EXPRESS_OFF,
		} );
	const byName = ( name ) => pages.find( ( p ) => p.name === name );
	const rows = [];
	const measure = async ( name, expressOn ) => {
		const page = byName( name );
		if ( ! page ) {
			return;
		}
		await setExpress( expressOn );
		const { containers, calls } = await render( page.url, cookie );
		const seen = await visitExpress(
			browser,
			page.url,
			name === 'cart' ? page.cartItem : undefined
		);
		rows.push( {
			name,
			express: expressOn,
			containers,
			calls,
			viewportHeight: VIEWPORT.height,
			...seen,
			server:
				expressOn && containers.length
					? await toggledServerTime( page.url, setExpress, pairs )
					: null,
			// The whole plugin's cost with express on, the plugin left out by the stack's mu-plugin: no settings
			// write between the requests, an upper bound of express's (with express off the plugin does next to
			// nothing on these pages).
			plugin:
				expressOn && containers.length
					? await withoutPlugin( page.url, setExpress, pairs )
					: null,
		} );
	};
	await measure( 'product', true );
	for ( const name of [ 'product', 'cart', 'front page', 'post' ] ) {
		await measure( name, false );
	}
	return rows;
}

/**
 * Prints (e) and (f) with PASS/OVER per budget (stripe-express-report.mjs).
 *
 * @param {Awaited<ReturnType<typeof expressScenario>>} rows
 */
export function printExpressScenario( rows ) {
	for ( const line of expressReport( rows ) ) {
		console.log( line );
	}
}
