/**
 * The whole-bundle part of `npm run bench` (issue 27, "Budgets"): every budget row on the six page types (front page,
 * a blog post, /shop/, a product, the cart and the checkout with a product in the cart), the bundle (shop-theme and
 * our four plugins) against bare (Twenty Twenty-Five, none of our plugins), both rendered by the same stack on the
 * same site and data through the bench headers of tools/stack/php/mu-plugins/shop-stack.php, which every request of
 * a bare page carries (the browser's too: `extraHTTPHeaders`).
 *
 * - first visit: a browser with no cookies (consent undecided; the cart's session cookie on the cart and checkout):
 *   the page's JS beyond bare, ours, React; on the front page also whether React loads once Settings is opened;
 * - returning visitor: consent decided on an earlier page and the same page loaded once before; every script the
 *   page runs is counted at its gzipped size whether the browser took it from its cache or the network, and every
 *   request but images and media, cache hits included; each address once (a prefetch of a file and the page's own
 *   request of it are one: `recordScriptSizes()`);
 * - HTML: the document gzipped (default level), inline styles and scripts included, measured the same for every
 *   visitor;
 * - server time: SHOP_BENCH_PAIRS (20) alternating pairs of requests, bundle then bare or bare then bundle, the
 *   median of the pairs' differences with its spread;
 * - LCP: SHOP_BENCH_PAINT_LOADS (5) alternating loads of each, as a first visit (fresh browser each load) and as a
 *   returning visitor, the median of the loads' differences;
 * - CLS of both visits (input-driven shifts excluded, 1 s after the network went quiet), third-party hosts asked
 *   before consent.
 */
import { gzipSync } from 'node:zlib';

import { pairedPaint } from './paint.mjs';
import { pairedServerTime } from './server-time.mjs';
import { measureVisit } from './visit.mjs';
import { BARE_WOOCOMMERCE, returningVisitor } from './theme.mjs';
import { cartCookie } from './stripe.mjs';
import { renderedBy, spread } from './bundle-figures.mjs';

/**
 * The bundle as its zips ship it: `npm run bench` wrote the packages' class bundles just before it measures, so the
 * stack's check that they are newer than their sources (a convenience while editing) is skipped.
 */
const SHIPPED = { 'X-Shop-Bench-Built': '1' };
const VARIANTS = { bundle: SHIPPED, bare: BARE_WOOCOMMERCE };
/** Our files and our inline scripts (their handles are `shop-…`; consent's answer on WooCommerce's attribution). */
const VISIT = {
	ours: /\/wp-content\/(plugins\/shop-[\w-]+|themes\/shop-theme)\//,
	oursInlineId: 'shop-',
	oursInlineText: 'shopConsentStored',
};
const count = ( name, fallback ) => {
	const value = Number( process.env[ name ] );
	return Number.isInteger( value ) && value > 0 ? value : fallback;
};

const gz = ( text ) => ( text ? gzipSync( Buffer.from( text ) ).length : 0 );

/**
 * The page's HTML as a visitor gets it, proved to come from the variant asked for.
 *
 * @param {string}                 url
 * @param {Record<string, string>} headers
 * @param {'bundle'|'bare'}        variant
 */
async function pageHtml( url, headers, variant ) {
	const response = await fetch( url, { headers } );
	const html = await response.text();
	if ( ! response.ok || renderedBy( html ) !== variant ) {
		throw new Error(
			`${ url } as ${ variant }: HTTP ${ response.status }, rendered by ${ renderedBy( html ) } (the stack's bench headers did not apply?)`
		);
	}
	const styles = [ ...html.matchAll( /<style[^>]*>([\s\S]*?)<\/style>/g ) ];
	return {
		htmlGzip: gz( html ),
		inlineCssGzip: gz( styles.map( ( match ) => match[ 1 ] ).join( '\n' ) ),
	};
}

/**
 * A first visitor's browser: no cookies but the cart's session when the page needs a product in the cart.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string}                             baseUrl
 * @param {Record<string, string>}             headers
 * @param {number|undefined}                   cartItem
 */
async function firstVisitor( browser, baseUrl, headers, cartItem ) {
	const context = await browser.newContext( { extraHTTPHeaders: headers } );
	if ( cartItem ) {
		await context.request.get( `${ baseUrl }/?add-to-cart=${ cartItem }` );
	}
	return context;
}

/**
 * Whether React arrives when a first visitor opens the consent settings (and not before).
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string}                             url
 * @return {Promise<{before: boolean, after: boolean}|null>} null when the page shows no Settings button.
 */
async function reactOnSettings( browser, url ) {
	const context = await browser.newContext();
	try {
		const page = await context.newPage();
		await page.goto( url, { waitUntil: 'networkidle' } );
		const hasReact = () => page.evaluate( () => Boolean( window.React ) );
		const settings = page.getByRole( 'button', {
			name: 'Settings',
			exact: true,
		} );
		if ( ! ( await settings.isVisible() ) ) {
			return null;
		}
		const before = await hasReact();
		await settings.click();
		await page.getByRole( 'dialog' ).waitFor( { timeout: 15_000 } );
		return { before, after: await hasReact() };
	} finally {
		await context.close();
	}
}

/**
 * Every figure of one page, bundle and bare.
 *
 * @param {import('@playwright/test').Browser}             browser
 * @param {string}                                         baseUrl
 * @param {{name: string, url: string, cartItem?: number}} page
 */
async function measurePage( browser, baseUrl, { name, url, cartItem } ) {
	const cookie = cartItem ? await cartCookie( baseUrl, cartItem ) : '';
	const withCookie = ( headers ) =>
		cookie ? { ...headers, Cookie: cookie } : headers;
	const row = { name, url };
	for ( const [ variant, headers ] of Object.entries( VARIANTS ) ) {
		row[ variant ] = await pageHtml( url, withCookie( headers ), variant );
	}
	const server = await pairedServerTime(
		url,
		withCookie( VARIANTS.bundle ),
		withCookie( VARIANTS.bare ),
		count( 'SHOP_BENCH_PAIRS', 20 )
	);
	row.server = {
		bundleMs: server.aMs,
		bareMs: server.bMs,
		pairs: server.runs,
		...spread( server.diffs ),
	};
	const returning = {};
	for ( const [ variant, headers ] of Object.entries( VARIANTS ) ) {
		const first = await firstVisitor( browser, baseUrl, headers, cartItem );
		row[ variant ].first = await measureVisit( first, url, VISIT );
		await first.close();
		returning[ variant ] = await returningVisitor(
			browser,
			baseUrl,
			headers,
			cartItem
		);
		// A prior visit of the same page, then the one measured.
		row[ variant ].returning = await measureVisit(
			returning[ variant ],
			url,
			{ ...VISIT, before: async () => {} }
		);
	}
	const loads = count( 'SHOP_BENCH_PAINT_LOADS', 5 );
	const fresh = ( headers ) => () =>
		firstVisitor( browser, baseUrl, headers, cartItem );
	row.paint = {
		first: await pairedPaint(
			fresh( VARIANTS.bundle ),
			fresh( VARIANTS.bare ),
			url,
			loads
		),
		returning: await pairedPaint(
			returning.bundle,
			returning.bare,
			url,
			loads
		),
		loads,
	};
	await returning.bundle.close();
	await returning.bare.close();
	if ( name === 'front page' ) {
		row.reactOnSettings = await reactOnSettings( browser, url );
	}
	return row;
}

/**
 * Runs the part.
 *
 * @param {import('@playwright/test').Browser}                    browser
 * @param {string}                                                baseUrl
 * @param {Array<{name: string, url: string, cartItem?: number}>} pages
 */
export async function bundleScenario( browser, baseUrl, pages ) {
	const rows = [];
	for ( const page of pages ) {
		rows.push( await measurePage( browser, baseUrl, page ) );
	}
	return rows;
}
