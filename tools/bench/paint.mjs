/**
 * When a page paints, as a browser reports it: first contentful paint, largest contentful paint (LCP), and LCP after
 * the first byte of the HTML arrived, which leaves out server time (measured apart) and so tells what the page's own
 * markup, styles and scripts cost the paint. Medians over alternating loads of two variants of the same page, so
 * the machine's load falls on both alike.
 */
import { median } from './server-time.mjs';

/**
 * A visitor to load the page as: one context for every load (its cookies and cache carry over, as a returning
 * visitor's do), or a function that makes a fresh one for each load (a first visit every time; closed after).
 *
 * @typedef {import('@playwright/test').BrowserContext|(() => Promise<import('@playwright/test').BrowserContext>)} Visitor
 */

/**
 * One load: paint times in ms from the navigation's start.
 *
 * @param {Visitor} visitor
 * @param {string}  url
 * @return {Promise<{fcp: number, lcp: number, ttfb: number}>} Paint times.
 */
async function paintOnce( visitor, url ) {
	const fresh = typeof visitor === 'function';
	const context = fresh ? await visitor() : visitor;
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
	if ( fresh ) {
		await context.close();
	}
	return times;
}

/**
 * Median paint times of two visitors on one URL, loaded in turn.
 *
 * @param {Visitor} a
 * @param {Visitor} b
 * @param {string}  url
 * @param {number}  loads Loads of each.
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
	return {
		a: summary( runs.a ),
		b: summary( runs.b ),
		// Each load of a against the load of b beside it, which shared the machine's load of the moment.
		lcpDiffMs: median( runs.a.map( ( t, i ) => t.lcp - runs.b[ i ].lcp ) ),
	};
}
