/**
 * The shop-consent scenario of `npm run bench` (issue 10, "Budgets"):
 *
 * (a) a returning visitor who decided: our gzipped JS on the front page, and whether React loaded;
 * (b) a first visit: our JS beyond React, and the whole page's JS;
 * (c) server time the plugin adds to the front page: median with the plugin active against
 *     the median with it deactivated through the REST API (reactivated in a `finally`);
 * (d) requests to hosts other than the site's before any consent.
 *
 * Figures with PASS/OVER per budget; the run never fails on a budget.
 */
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

import { median } from './server-time.mjs';
import { recordScriptSizes } from './page-scripts.mjs';

const require = createRequire( import.meta.url );

const OURS = /\/wp-content\/plugins\/shop-consent\//;
const REACT = /\/react(-dom)?(\.min)?\.js/;
const PLUGIN = 'shop-consent/shop-consent';
const SERVER_RUNS = 25;

export const BUDGETS = {
	returningOursGzip: 5 * 1024,
	firstVisitOursGzip: 12 * 1024,
	serverAddedMs: 5,
	thirdPartyRequests: 0,
};

/**
 * Loads a page in a context and measures the JavaScript it downloaded and every request it made.
 *
 * @param {import('@playwright/test').BrowserContext}                context
 * @param {string}                                                   url
 * @param {(page: import('@playwright/test').Page) => Promise<void>} [before] Runs first on the same page
 *                                                                            (e.g. a decision), then the page is reloaded.
 */
async function measure( context, url, before ) {
	const page = await context.newPage();
	if ( before ) {
		await page.goto( url, { waitUntil: 'networkidle' } );
		await before( page );
	}
	const hosts = [];
	page.on( 'request', ( request ) => {
		const { protocol, hostname } = new URL( request.url() );
		// data: and blob: URLs reach no host.
		if ( protocol === 'http:' || protocol === 'https:' ) {
			hosts.push( hostname );
		}
	} );
	const downloaded = recordScriptSizes( page );
	await page.goto( url, { waitUntil: 'networkidle' } );
	// Inline JavaScript (not JSON data) counts too; ours carries an id starting with shop-consent.
	const inline = await page.$$eval( 'script:not([src])', ( nodes ) =>
		nodes
			.filter(
				( node ) =>
					! /json/.test( node.type ) &&
					! /^text\/plain$/.test( node.type )
			)
			.map( ( node ) => ( {
				id: node.id,
				text: node.textContent ?? '',
			} ) )
	);
	const settingsJson = await page
		.$eval( '#shop-consent-settings', ( node ) => node.textContent ?? '' )
		.catch( () => '' );
	const react = await page.evaluate( () => Boolean( window.React ) );
	await page.close();

	const scripts = await downloaded();
	const gz = ( text ) =>
		text ? gzipSync( Buffer.from( text ) ).length : 0;
	const sum = ( list ) => list.reduce( ( total, s ) => total + s.gzip, 0 );
	const oursInline = gz(
		inline
			.filter( ( s ) => s.id.startsWith( 'shop-consent' ) )
			.map( ( s ) => s.text )
			.join( '\n' )
	);
	const oursFiles = scripts.filter( ( s ) => OURS.test( s.url ) );
	return {
		oursGzip: sum( oursFiles ) + oursInline,
		oursFiles: oursFiles.map(
			( s ) =>
				`${ s.url.replace( /^.*\/shop-consent\//, '' ).replace( /\?.*$/, '' ) } ${ s.gzip } B`
		),
		oursInlineGzip: oursInline,
		settingsJsonGzip: gz( settingsJson ),
		reactGzip: sum( scripts.filter( ( s ) => REACT.test( s.url ) ) ),
		totalGzip:
			sum( scripts ) + gz( inline.map( ( s ) => s.text ).join( '\n' ) ),
		react: react || scripts.some( ( s ) => REACT.test( s.url ) ),
		thirdPartyHosts: hosts.filter(
			( host ) => ! [ '127.0.0.1', 'localhost' ].includes( host )
		),
	};
}

/**
 * Median time until the whole HTML of a URL arrived, over `runs` requests after one warm-up.
 *
 * @param {string} url
 * @param {number} runs
 */
async function medianHtmlTime( url, runs ) {
	await ( await fetch( url ) ).text();
	const times = [];
	for ( let i = 0; i < runs; i++ ) {
		const start = performance.now();
		await ( await fetch( url ) ).text();
		times.push( performance.now() - start );
	}
	return median( times );
}

/**
 * An admin's REST client (cookie + nonce), as @wordpress/e2e-test-utils-playwright logs in.
 *
 * @param {string}                           baseUrl
 * @param {{user: string, password: string}} admin
 */
async function adminRest( baseUrl, admin ) {
	const { request } = require( '@playwright/test' );
	const context = await request.newContext( { baseURL: baseUrl } );
	await context.post( '/wp-login.php', {
		form: { log: admin.user, pwd: admin.password },
		failOnStatusCode: true,
	} );
	const nonce = await (
		await context.get( '/wp-admin/admin-ajax.php?action=rest-nonce', {
			failOnStatusCode: true,
		} )
	).text();
	return {
		setPluginStatus: async ( status ) => {
			const response = await context.post(
				`/wp-json/wp/v2/plugins/${ PLUGIN }`,
				{
					headers: { 'X-WP-Nonce': nonce },
					data: { status },
				}
			);
			if ( ! response.ok() ) {
				throw new Error(
					`plugin ${ status }: HTTP ${ response.status() } ${ await response.text() }`
				);
			}
		},
		pluginStatus: async () =>
			(
				await (
					await context.get( `/wp-json/wp/v2/plugins/${ PLUGIN }`, {
						headers: { 'X-WP-Nonce': nonce },
					} )
				).json()
			).status,
		dispose: () => context.dispose(),
	};
}

/**
 * Server time with the plugin active and deactivated. The plugin is reactivated in a finally block, whatever happens.
 *
 * @param {string}                           url
 * @param {string}                           baseUrl
 * @param {{user: string, password: string}} admin
 */
async function serverTimeAdded( url, baseUrl, admin ) {
	const rest = await adminRest( baseUrl, admin );
	try {
		if ( ( await rest.pluginStatus() ) !== 'active' ) {
			return { error: 'shop-consent is not active' };
		}
		const active = await medianHtmlTime( url, SERVER_RUNS );
		let inactive;
		await rest.setPluginStatus( 'inactive' );
		try {
			inactive = await medianHtmlTime( url, SERVER_RUNS );
		} finally {
			await rest.setPluginStatus( 'active' );
		}
		// A second active series after reactivation, to even out drift.
		const activeAgain = await medianHtmlTime( url, SERVER_RUNS );
		const activeMs = median( [ active, activeAgain ] );
		return {
			activeMs,
			inactiveMs: inactive,
			addedMs: activeMs - inactive,
			runs: SERVER_RUNS,
		};
	} finally {
		await rest.dispose();
	}
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
	const first = await measure( firstContext, url );
	await firstContext.close();

	const returningContext = await browser.newContext();
	const returning = await measure( returningContext, url, async ( page ) => {
		await page.getByRole( 'button', { name: 'Reject all' } ).click();
		await page.waitForFunction( () =>
			document.cookie.includes( 'shop_consent=' )
		);
	} );
	await returningContext.close();

	const server = await serverTimeAdded(
		url,
		facts.url,
		facts.admin ?? { user: 'admin', password: 'password' }
	).catch( ( error ) => ( { error: error.message } ) );

	return { first, returning, server };
}

const kb = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 2 ) } kB`;
const verdict = ( ok ) => ( ok ? 'PASS' : 'OVER' );

/**
 * Prints the scenario with a PASS/OVER per budget line.
 *
 * @param {Awaited<ReturnType<typeof consentScenario>>} result
 */
export function printConsentScenario( { first, returning, server } ) {
	const lines = [ '', 'shop-consent (front page)' ];
	lines.push(
		`  (a) returning visitor, decided: our JS ${ kb( returning.oursGzip ) } gz (budget ${ kb( BUDGETS.returningOursGzip ) }), React ${ returning.react ? 'loaded' : 'not loaded' }   ${ verdict( returning.oursGzip <= BUDGETS.returningOursGzip && ! returning.react ) }`,
		`      files: ${ returning.oursFiles.join( ', ' ) || 'none' }; inline ${ returning.oursInlineGzip } B; settings JSON (data) ${ returning.settingsJsonGzip } B gz; whole page JS ${ kb( returning.totalGzip ) }`,
		`  (b) first visit: our JS beyond React ${ kb( first.oursGzip ) } gz (budget ${ kb( BUDGETS.firstVisitOursGzip ) })   ${ verdict( first.oursGzip <= BUDGETS.firstVisitOursGzip ) }`,
		`      files: ${ first.oursFiles.join( ', ' ) }; React ${ first.react ? kb( first.reactGzip ) : 'not loaded' }; whole page JS ${ kb( first.totalGzip ) } gz`
	);
	if ( 'error' in server ) {
		lines.push(
			`  (c) server time added: not measured (${ server.error })`
		);
	} else {
		lines.push(
			`  (c) server time, median of ${ server.runs } x2: active ${ server.activeMs.toFixed( 1 ) } ms, deactivated ${ server.inactiveMs.toFixed( 1 ) } ms, added ${ server.addedMs.toFixed( 1 ) } ms (budget ${ BUDGETS.serverAddedMs } ms)   ${ verdict( server.addedMs <= BUDGETS.serverAddedMs ) }`
		);
	}
	lines.push(
		`  (d) third-party requests before consent: ${ first.thirdPartyHosts.length }${ first.thirdPartyHosts.length ? ` (${ [ ...new Set( first.thirdPartyHosts ) ].join( ', ' ) })` : '' }   ${ verdict( first.thirdPartyHosts.length <= BUDGETS.thirdPartyRequests ) }`
	);
	console.log( lines.join( '\n' ) );
}
