/**
 * The shop-consent scenario of `npm run bench` (issue 10, "Budgets"):
 *
 * (a) a returning visitor who decided: our gzipped JS on the front page, and whether React loaded;
 * (b) a first visit: our JS (the bar is server HTML; React only once Settings is opened, issue 27), and the whole
 *     page's JS;
 * (c) server time the plugin adds to the front page: requests with and without it, alternating (see
 *     serverTimeAdded), medians;
 * (d) requests to hosts other than the site's before any consent;
 * (e) layout shift (CLS) of the first visit, banner shown, against the returning visit without it;
 * (f) the same page with the replaced plugin instead (tools/bench/replaced-plugin.mjs), when a copy is cached.
 *
 * Figures with PASS/OVER per budget; the run never fails on a budget.
 */
import { pluginServerTimeAdded } from './server-time.mjs';
import { measureVisit } from './visit.mjs';
import { replacedPluginVisits } from './replaced-plugin.mjs';

const PLUGIN = 'shop-consent/shop-consent';
const VISIT = {
	ours: /\/wp-content\/plugins\/shop-consent\//,
	oursInlineId: 'shop-consent',
	// Our answer attached to WooCommerce's order attribution script.
	oursInlineText: 'shopConsentStored',
	dataSelector: '#shop-consent-settings',
};
/** Request pairs (loaded, not loaded) for the server time: drift and noise hit both sides alike. */
const SERVER_PAIRS = 120;

export const BUDGETS = {
	returningOursGzip: 5 * 1024,
	firstVisitOursGzip: 12 * 1024,
	serverAddedMs: 5,
	thirdPartyRequests: 0,
	bannerLayoutShift: 0.001,
};

/**
 * Server time with the plugin loaded and not loaded (see pairedServerTime). The stack's mu-plugin leaves the plugin
 * out of a request that names it in `X-Shop-Bench-Without` (tools/stack/php/mu-plugins/shop-stack.php):
 * deactivating it through the API fired activation hooks that empty WooCommerce's caches, and rebuilding them made
 * the active series 10 to 15 ms slower than the plugin is.
 *
 * @param {string} url
 */
export async function serverTimeAdded( url ) {
	return pluginServerTimeAdded( url, {
		plugin: `${ PLUGIN }.php`,
		marker: 'id="shop-consent-settings"',
		absent: 'shop-consent is not active',
		pairs: SERVER_PAIRS,
	} );
}

/**
 * Runs the scenario.
 *
 * @param {import('@playwright/test').Browser}                      browser
 * @param {{url: string, admin?: {user: string, password: string}}} facts
 */
export async function consentScenario( browser, facts ) {
	const url = new URL( '/', facts.url ).href;

	const firstContext = await browser.newContext();
	const first = await measureVisit( firstContext, url, VISIT );
	await firstContext.close();

	const returningContext = await browser.newContext();
	const returning = await measureVisit( returningContext, url, {
		...VISIT,
		before: async ( page ) => {
			await page.getByRole( 'button', { name: 'Reject all' } ).click();
			await page.waitForFunction( () =>
				document.cookie.includes( 'shop_consent=' )
			);
		},
	} );
	await returningContext.close();

	const server = await serverTimeAdded( url ).catch( ( error ) => ( {
		error: error.message,
	} ) );

	const replaced = await replacedPluginVisits( browser, facts ).catch(
		( error ) => ( { error: error.message } )
	);

	return { first, returning, server, replaced };
}

const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 2 ) } kB`;
const verdict = ( ok ) => ( ok ? 'PASS' : 'OVER' );

/**
 * Prints the scenario with a PASS/OVER per budget line.
 *
 * @param {Awaited<ReturnType<typeof consentScenario>>} result
 */
export function printConsentScenario( { first, returning, server, replaced } ) {
	const lines = [ '', 'shop-consent (front page)' ];
	lines.push(
		`  (a) returning visitor, decided: our JS ${ kb( returning.oursGzip ) } gz (budget ${ kb( BUDGETS.returningOursGzip ) }), React ${ returning.react ? 'loaded' : 'not loaded' }   ${ verdict( returning.oursGzip <= BUDGETS.returningOursGzip && ! returning.react ) }`,
		`      files: ${ returning.oursFiles.join( ', ' ) || 'none' }; inline ${ returning.oursInlineGzip } B; settings JSON (data) ${ returning.dataGzip } B gz; whole page JS ${ kb( returning.totalGzip ) }`,
		`  (b) first visit: our JS ${ kb( first.oursGzip ) } gz (budget ${ kb( BUDGETS.firstVisitOursGzip ) }), React ${ first.react ? 'loaded' : 'not loaded' } (budget: only once Settings is opened)   ${ verdict( first.oursGzip <= BUDGETS.firstVisitOursGzip && ! first.react ) }`,
		`      files: ${ first.oursFiles.join( ', ' ) }; React ${ first.react ? kb( first.reactGzip ) : 'not loaded' }; whole page JS ${ kb( first.totalGzip ) } gz`
	);
	if ( 'error' in server ) {
		lines.push(
			`  (c) server time added: not measured (${ server.error })`
		);
	} else {
		lines.push(
			`  (c) server time, median of ${ server.runs } pairs: loaded ${ server.activeMs.toFixed( 1 ) } ms, not loaded ${ server.inactiveMs.toFixed( 1 ) } ms, added ${ server.addedMs.toFixed( 1 ) } ms (median of the pairs' differences; budget ${ BUDGETS.serverAddedMs } ms)   ${ verdict( server.addedMs <= BUDGETS.serverAddedMs ) }`
		);
	}
	lines.push(
		`  (d) third-party requests before consent: ${ first.thirdPartyHosts.length }${ first.thirdPartyHosts.length ? ` (${ [ ...new Set( first.thirdPartyHosts ) ].join( ', ' ) })` : '' }   ${ verdict( first.thirdPartyHosts.length <= BUDGETS.thirdPartyRequests ) }`
	);
	const bannerShift = first.layoutShift - returning.layoutShift;
	lines.push(
		`  (e) layout shift: first visit with the banner ${ first.layoutShift.toFixed( 4 ) }, returning visit ${ returning.layoutShift.toFixed( 4 ) }, added by the banner ${ bannerShift.toFixed( 4 ) } (budget none, < ${ BUDGETS.bannerLayoutShift })   ${ verdict( bannerShift < BUDGETS.bannerLayoutShift ) }`
	);
	if ( 'error' in replaced ) {
		lines.push(
			`  (f) replaced plugin: not measured (${ replaced.error })`
		);
	} else {
		lines.push(
			`  (f) replaced plugin (${ replaced.version }) on the same page: first visit its JS ${ kb( replaced.first.oursGzip ) } gz, whole page ${ kb( replaced.first.totalGzip ) } (ours: ${ kb( first.totalGzip ) }); returning its JS ${ kb( replaced.returning.oursGzip ) }, whole page ${ kb( replaced.returning.totalGzip ) } (ours: ${ kb( returning.totalGzip ) }); CLS ${ replaced.first.layoutShift.toFixed( 4 ) }`,
			`      its files: ${ replaced.first.oursFiles.join( ', ' ) }`
		);
	}
	console.log( lines.join( '\n' ) );
}
