/**
 * When a page paints, as a browser reports it: first contentful paint, largest contentful paint (LCP), and LCP after
 * the first byte of the HTML arrived, which leaves out server time (measured apart) and so tells what the page's own
 * markup, styles and scripts cost the paint. Medians over alternating loads of two variants of the same page, so
 * the machine's load falls on both alike.
 */
import { median } from './server-time.mjs';

/**
 * One load: paint times in ms from the navigation's start.
 *
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string}                                    url
 * @return {Promise<{fcp: number, lcp: number, ttfb: number}>} Paint times.
 */
async function paintOnce( context, url ) {
	const page = await context.newPage();
	await page.addInitScript( () => {
		window.__benchLcp = 0;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				window.__benchLcp = entry.startTime;
			}
		} ).observe( { type: 'largest-contentful-paint', buffered: true } );
	} );
	await page.goto( url, { waitUntil: 'networkidle' } );
	// LCP is final once the page was shown and nothing larger came; networkidle is well after that here.
	const times = await page.evaluate( () => {
		const [ navigation ] = performance.getEntriesByType( 'navigation' );
		const fcp = performance.getEntriesByName(
			'first-contentful-paint'
		)[ 0 ];
		return {
			fcp: fcp ? fcp.startTime : 0,
			lcp: window.__benchLcp,
			ttfb: navigation ? navigation.responseStart : 0,
		};
	} );
	await page.close();
	return times;
}

/**
 * Median paint times of two contexts on one URL, loaded in turn.
 *
 * @param {import('@playwright/test').BrowserContext} a
 * @param {import('@playwright/test').BrowserContext} b
 * @param {string}                                    url
 * @param {number}                                    loads Loads of each.
 */
export async function pairedPaint( a, b, url, loads ) {
	const runs = { a: [], b: [] };
	for ( let i = 0; i < loads; i++ ) {
		runs.a.push( await paintOnce( a, url ) );
		runs.b.push( await paintOnce( b, url ) );
	}
	const summary = ( list ) => ( {
		fcp: median( list.map( ( t ) => t.fcp ) ),
		lcp: median( list.map( ( t ) => t.lcp ) ),
		lcpAfterFirstByte: median( list.map( ( t ) => t.lcp - t.ttfb ) ),
	} );
	return { a: summary( runs.a ), b: summary( runs.b ) };
}
