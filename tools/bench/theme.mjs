/**
 * The shop-theme scenario of `npm run bench` (issue 15, "Budgets"), on the pages a shopper meets first, as a
 * returning visitor (consent decided, so the banner is not part of it):
 *
 * (a) the theme's JavaScript, gzipped, and whether React loaded (quick view's chunk loads on a click: not here);
 * (b) the theme's CSS, gzipped: its stylesheets, its inline styles and the global styles generated from its
 *     theme.json; WordPress's and WooCommerce's own CSS beside it;
 * (c) requests (images and media apart) the whole bundle (theme and four plugins) adds to the same page on a bare WooCommerce site
 *     (Twenty Twenty-Five, none of our plugins), both rendered by the same stack through the bench headers of
 *     tools/stack/php/mu-plugins/shop-stack.php;
 * (d) layout shift of the page with the theme;
 * (e) server time of the page with the theme against the same page on Twenty Twenty-Five (our plugins on both);
 * (f) when the page paints (median of PAINT_LOADS alternating loads): first and largest contentful paint, and the
 *     largest paint counted from the HTML's first byte, which leaves server time to (e), against bare WooCommerce.
 * (g) the page's HTML as served, gzipped, and its inline CSS, against bare WooCommerce (html-weight.mjs).
 *
 * Figures with PASS/OVER per budget; the run never fails on a budget.
 */
import { gzipSync } from 'node:zlib';

import { htmlWeight, htmlWeightLines } from './html-weight.mjs';
import { pairedPaint } from './paint.mjs';
import { pairedServerTime } from './server-time.mjs';

const THEME = /\/wp-content\/themes\/shop-theme\//;
const REACT = /\/react(-dom)?(\.min)?\.js/;
export const OUR_PLUGINS = [
	'shop-consent/shop-consent.php',
	'shop-social-icons/shop-social-icons.php',
	'shop-filter/shop-filter.php',
	'shop-stripe-gateway/shop-stripe-gateway.php',
];
const TWENTY_TWENTY_FIVE = { 'X-Shop-Bench-Theme': 'twentytwentyfive' };
export const BARE_WOOCOMMERCE = {
	...TWENTY_TWENTY_FIVE,
	'X-Shop-Bench-Without': OUR_PLUGINS.join( ', ' ),
};
const SERVER_PAIRS = 30;
const PAINT_LOADS = 5;
// The front page shows WooCommerce product grids that Twenty Twenty-Five's front page does not have; measured again
// without them on both sides, the difference is the theme's own.
const WITHOUT_PRODUCT_GRIDS = {
	'X-Shop-Bench-Skip-Blocks': 'woocommerce/product-collection',
};

export const BUDGETS = {
	themeJsGzip: 5 * 1024,
	productCssGzip: 25 * 1024,
	addedRequests: 5,
	layoutShift: 0.001,
	// Never slower than Twenty Twenty-Five on the same page.
	serverAddedMs: 0,
	// The largest paint, counted from the HTML's first byte, not later than bare WooCommerce's (pre-loader off).
	lcpAddedMs: 0,
};

const gz = ( text ) => ( text ? gzipSync( Buffer.from( text ) ).length : 0 );

/** What the budget's "no layout shift from the header, side bar or notices" means on the page. */
const SHIFT_SOURCES =
	'header, .shop-theme-side-bar, .wc-block-components-notices, .woocommerce-notices-wrapper, .woocommerce-store-notice, .wc-block-store-notices';

/**
 * One load of a page: every request, the theme's scripts and styles (gzipped), React, the layout shift.
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string}                                    url
 */
async function loadPage( context, url ) {
	const page = await context.newPage();
	await page.addInitScript( ( sources ) => {
		window.__benchShift = 0;
		window.__benchThemeShift = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				if ( entry.hadRecentInput ) {
					continue;
				}
				window.__benchShift += entry.value;
				// A shift whose moved nodes include the header, the side bar or a notice.
				if (
					entry.sources?.some( ( source ) =>
						source.node?.closest?.( sources )
					)
				) {
					window.__benchThemeShift += entry.value;
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	}, SHIFT_SOURCES );
	const requests = [];
	const bodies = [];
	// Images and media follow the page's content and design; the budget is about what the code asks for.
	page.on( 'request', ( request ) => {
		if ( ! [ 'image', 'media' ].includes( request.resourceType() ) ) {
			requests.push( request.url() );
		}
	} );
	page.on( 'response', ( response ) => {
		const type = response.request().resourceType();
		if ( type === 'script' || type === 'stylesheet' ) {
			bodies.push(
				response
					.body()
					.then( ( body ) => ( {
						type,
						url: response.url(),
						gzip: gzipSync( body ).length,
					} ) )
					.catch( () => null )
			);
		}
	} );
	const response = await page.goto( url, { waitUntil: 'networkidle' } );
	const html = htmlWeight( ( await response?.text() ) ?? '' );
	const inlineStyles = await page.$$eval( 'style', ( nodes ) =>
		nodes.map( ( node ) => ( {
			id: node.id,
			text: node.textContent ?? '',
		} ) )
	);
	const inlineScripts = await page.$$eval( 'script:not([src])', ( nodes ) =>
		nodes
			.filter( ( node ) => ! /json|text\/plain/.test( node.type ) )
			.map( ( node ) => ( {
				id: node.id,
				text: node.textContent ?? '',
			} ) )
	);
	const [ layoutShift, themeShift ] = await page.evaluate( () => [
		window.__benchShift,
		window.__benchThemeShift,
	] );
	await page.close();

	const files = ( await Promise.all( bodies ) ).filter( Boolean );
	const sum = ( list ) => list.reduce( ( total, f ) => total + f.gzip, 0 );
	const themeFiles = ( type ) =>
		files.filter( ( f ) => f.type === type && THEME.test( f.url ) );
	const ownInline = ( list ) =>
		gz(
			list
				.filter( ( s ) => /^(shop-theme|global-styles)/.test( s.id ) )
				.map( ( s ) => s.text )
				.join( '\n' )
		);
	const themeCss =
		sum( themeFiles( 'stylesheet' ) ) + ownInline( inlineStyles );
	const allCss =
		sum( files.filter( ( f ) => f.type === 'stylesheet' ) ) +
		gz( inlineStyles.map( ( s ) => s.text ).join( '\n' ) );
	return {
		requests: requests.length,
		requestUrls: requests,
		themeJsGzip: sum( themeFiles( 'script' ) ) + ownInline( inlineScripts ),
		themeJsFiles: themeFiles( 'script' ).map(
			( f ) =>
				`${ new URL( f.url ).pathname.split( THEME ).pop() } ${ f.gzip } B`
		),
		themeCssGzip: themeCss,
		otherCssGzip: allCss - themeCss,
		react: files.some( ( f ) => REACT.test( f.url ) ),
		layoutShift,
		themeShift,
		html,
	};
}

/**
 * A context whose visitor decided on consent (as a returning visitor), with extra headers on every request.
 *
 * @param {import('@playwright/test').Browser} browser
 * @param {string}                             baseUrl
 * @param {Record<string, string>}             headers
 * @param {number|undefined}                   cartItem A product id put in the cart first (cart and checkout).
 */
export async function returningVisitor( browser, baseUrl, headers, cartItem ) {
	const context = await browser.newContext( { extraHTTPHeaders: headers } );
	const page = await context.newPage();
	await page.goto( baseUrl, { waitUntil: 'networkidle' } );
	const reject = page.getByRole( 'button', { name: 'Reject all' } );
	if ( await reject.isVisible() ) {
		await reject.click();
		await page.waitForFunction( () =>
			document.cookie.includes( 'shop_consent=' )
		);
	}
	await page.close();
	if ( cartItem ) {
		await context.request.get( `${ baseUrl }?add-to-cart=${ cartItem }` );
	}
	return context;
}

/**
 * Runs the scenario.
 *
 * @param {import('@playwright/test').Browser}                    browser
 * @param {string}                                                baseUrl
 * @param {Array<{name: string, url: string, cartItem?: number}>} pages
 */
export async function themeScenario( browser, baseUrl, pages ) {
	const rows = [];
	for ( const { name, url, cartItem } of pages ) {
		const ours = await returningVisitor( browser, baseUrl, {}, cartItem );
		const bare = await returningVisitor(
			browser,
			baseUrl,
			BARE_WOOCOMMERCE,
			cartItem
		);
		try {
			const withBundle = await loadPage( ours, url );
			const bareLoad = await loadPage( bare, url );
			const paint = await pairedPaint( ours, bare, url, PAINT_LOADS );
			const server = await pairedServerTime(
				url,
				{},
				TWENTY_TWENTY_FIVE,
				SERVER_PAIRS
			);
			const serverWithoutGrids =
				name === 'front page'
					? await pairedServerTime(
							url,
							WITHOUT_PRODUCT_GRIDS,
							{
								...WITHOUT_PRODUCT_GRIDS,
								...TWENTY_TWENTY_FIVE,
							},
							SERVER_PAIRS
						)
					: null;
			rows.push( {
				name,
				...withBundle,
				addedRequests: withBundle.requests - bareLoad.requests,
				bareRequestUrls: bareLoad.requestUrls,
				// React on a page whose bare WooCommerce version has none (the block cart and checkout bring their own).
				reactAdded: withBundle.react && ! bareLoad.react,
				bareLayoutShift: bareLoad.layoutShift,
				bareRequests: bareLoad.requests,
				bareHtml: bareLoad.html,
				server,
				serverWithoutGrids,
				paint,
			} );
		} finally {
			await ours.close();
			await bare.close();
		}
	}
	return rows;
}

const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 2 ) } kB`;
const verdict = ( ok ) => ( ok ? 'PASS' : 'OVER' );

/**
 * Prints the scenario with a PASS/OVER per budget.
 *
 * @param {Awaited<ReturnType<typeof themeScenario>>} rows
 */
export function printThemeScenario( rows ) {
	const lines = [
		'',
		'shop-theme (returning visitor; bare = Twenty Twenty-Five without our plugins; server vs Twenty Twenty-Five with them)',
		'page          theme JS gz   React added   theme CSS gz   WP+WC CSS gz   requests w/o images (bare, added)   CLS (header/side bar/notices, bare)   server ms (ours, TT5, diff)',
	];
	for ( const row of rows ) {
		lines.push(
			`${ row.name.padEnd( 14 ) }${ kb( row.themeJsGzip ).padStart( 11 ) }   ${ row.reactAdded ? 'yes' : 'no ' }        ${ kb( row.themeCssGzip ).padStart( 13 ) }  ${ kb( row.otherCssGzip ).padStart( 13 ) }   ${ String( row.requests ).padStart( 4 ) } (${ row.bareRequests }, ${ row.addedRequests >= 0 ? '+' : '' }${ row.addedRequests })${ ''.padEnd( 10 ) }${ row.layoutShift.toFixed( 4 ) } (${ row.themeShift.toFixed( 4 ) }, ${ row.bareLayoutShift.toFixed( 4 ) })   ${ row.server.aMs.toFixed( 0 ) }, ${ row.server.bMs.toFixed( 0 ) }, ${ row.server.diffMs >= 0 ? '+' : '' }${ row.server.diffMs.toFixed( 1 ) }`
		);
	}
	const max = ( key ) => Math.max( ...rows.map( ( row ) => row[ key ] ) );
	const product = rows.find( ( row ) => row.name === 'product' );
	lines.push(
		`  theme JS at most ${ kb( max( 'themeJsGzip' ) ) } gz on a page, React added ${ rows.some( ( r ) => r.reactAdded ) ? 'on some page' : 'nowhere' } (budget ${ kb( BUDGETS.themeJsGzip ) }, no React)   ${ verdict( max( 'themeJsGzip' ) <= BUDGETS.themeJsGzip && ! rows.some( ( r ) => r.reactAdded ) ) }`,
		product
			? `  theme CSS on a product page ${ kb( product.themeCssGzip ) } gz (budget ${ kb( BUDGETS.productCssGzip ) })   ${ verdict( product.themeCssGzip <= BUDGETS.productCssGzip ) }`
			: '  theme CSS on a product page: no product page (WooCommerce missing)',
		`  requests added by the bundle at most ${ max( 'addedRequests' ) } (budget ${ BUDGETS.addedRequests })   ${ verdict( max( 'addedRequests' ) <= BUDGETS.addedRequests ) }`,
		`  layout shift from the header, side bar or notices at most ${ max( 'themeShift' ).toFixed( 4 ) } (budget < ${ BUDGETS.layoutShift })   ${ verdict( max( 'themeShift' ) < BUDGETS.layoutShift ) }`,
		`  server time against Twenty Twenty-Five at most ${ Math.max( ...rows.map( ( r ) => r.server.diffMs ) ).toFixed( 1 ) } ms (median of ${ SERVER_PAIRS } pairs' differences per page; budget: never above)   ${ verdict( rows.every( ( r ) => r.server.diffMs <= BUDGETS.serverAddedMs ) ) }`
	);
	lines.push(
		`  paint in ms (median of ${ PAINT_LOADS } loads; ours / bare WooCommerce): first contentful, largest contentful, largest after the HTML's first byte`
	);
	for ( const { name, paint } of rows ) {
		const pair = ( key ) =>
			`${ paint.a[ key ].toFixed( 0 ) } / ${ paint.b[ key ].toFixed( 0 ) }`;
		lines.push(
			`    ${ name.padEnd( 12 ) } ${ pair( 'fcp' ).padStart( 11 ) }   ${ pair( 'lcp' ).padStart( 11 ) }   ${ pair( 'lcpAfterFirstByte' ).padStart( 11 ) }`
		);
	}
	const lcpAdded = Math.max(
		...rows.map(
			( { paint } ) =>
				paint.a.lcpAfterFirstByte - paint.b.lcpAfterFirstByte
		)
	);
	lines.push(
		`  largest paint after the first byte at most ${ lcpAdded >= 0 ? '+' : '' }${ lcpAdded.toFixed( 0 ) } ms against bare WooCommerce (budget: not later)   ${ verdict( lcpAdded <= BUDGETS.lcpAddedMs ) }`
	);
	lines.push( ...htmlWeightLines( rows ) );
	const front = rows.find( ( row ) => row.serverWithoutGrids );
	if ( front ) {
		const { aMs, bMs, diffMs } = front.serverWithoutGrids;
		lines.push(
			`  front page without WooCommerce's product grids on both sides (Twenty Twenty-Five's front page shows none): ${ aMs.toFixed( 0 ) }, ${ bMs.toFixed( 0 ) }, ${ diffMs >= 0 ? '+' : '' }${ diffMs.toFixed( 1 ) } ms; the grids themselves ${ ( front.server.diffMs - diffMs ).toFixed( 1 ) } ms   ${ verdict( diffMs <= BUDGETS.serverAddedMs ) }`
		);
	}
	console.log( lines.join( '\n' ) );
}
