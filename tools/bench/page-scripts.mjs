/**
 * The JavaScript a shopper's browser downloads for a page, gzipped, split into ours
 * (the bundle's plugins and theme) and everything else (WordPress, WooCommerce, React).
 */
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire( import.meta.url );

const OURS = /\/wp-content\/(plugins\/shop-[\w-]+|themes\/shop-theme)\//;

/** @typedef {{url: string, gzip: number, ours: boolean}} Script */

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string}                             url
 * @param {number}                             [cartItem] A product to add to the cart before the measure.
 * @return {Promise<{scripts: Script[], oursGzip: number, totalGzip: number,  react: boolean}>} Every script with its gzipped size, and the sums.
 */
export async function measurePageScripts( browser, url, cartItem ) {
	const context = await browser.newContext();
	if ( cartItem ) {
		const origin = new URL( url ).origin;
		await context.request.get( `${ origin }/?add-to-cart=${ cartItem }` );
	}
	const page = await context.newPage();
	const downloaded = recordScriptSizes( page );
	await page.goto( url, { waitUntil: 'networkidle' } );
	// Inline scripts count too: they are part of the page's JavaScript.
	const inline = await page.$$eval( 'script:not([src])', ( nodes ) =>
		nodes.map( ( node ) => node.textContent ?? '' ).join( '\n' )
	);
	const scripts = ( await downloaded() ).map( ( script ) => ( {
		...script,
		ours: OURS.test( script.url ),
	} ) );
	scripts.push( {
		url: '(inline)',
		gzip: gzipSync( Buffer.from( inline ) ).length,
		ours: false,
	} );
	await context.close();
	const sum = ( list ) =>
		list.reduce( ( total, script ) => total + script.gzip, 0 );
	return {
		scripts,
		oursGzip: sum( scripts.filter( ( s ) => s.ours ) ),
		totalGzip: sum( scripts ),
		react: scripts.some( ( s ) =>
			/\/react(-dom)?(\.min)?\.js/.test( s.url )
		),
	};
}

/**
 * Records the gzipped size of every script file a page downloads from now on, each address once: WooCommerce's cart
 * prefetches the checkout's scripts (`<link rel="prefetch">`), and whether the browser then fetches a script twice
 * (the prefetch and the page's own request) or once is a race, which made the cart's JS swing by 600 kB between
 * identical loads, on either side. A file is code the page has once, however often it was fetched.
 *
 * @param {import('@playwright/test').Page} page
 * @return {() => Promise<{url: string, gzip: number}[]>} Resolves to the scripts recorded so far.
 */
export function recordScriptSizes( page ) {
	/** @type {Promise<{url: string, gzip: number}|null>[]} */
	const pending = [];
	const seen = new Set();
	page.on( 'response', ( response ) => {
		if (
			response.request().resourceType() !== 'script' ||
			seen.has( response.url() )
		) {
			return;
		}
		seen.add( response.url() );
		pending.push(
			response
				.body()
				.then( ( body ) => ( {
					url: response.url(),
					gzip: gzipSync( body ).length,
				} ) )
				.catch( () => null )
		);
	} );
	return async () => ( await Promise.all( pending ) ).filter( Boolean );
}

/** @return {Promise<import('@playwright/test').Browser>} Debian's Chromium, headless and quiet offline. */
export function launchChromium() {
	const { chromium } = require( '@playwright/test' );
	return chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
			'--no-first-run',
		],
	} );
}
