/**
 * `npm run bench`: server time and page JavaScript of the pages a shopper meets first,
 * printed as a table and written to artifacts/bench.json.
 *
 * Figures, not pass/fail: budgets are checked by reading them (see the issues). `--only=<part>[,<part>]` runs some
 * parts (parts.mjs); their figures replace those parts' in artifacts/bench.json and the others' are kept.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { ensureDependenciesAndBuild, startStack } from '../stack/index.mjs';
import { benchmarkPages } from './pages.mjs';
import { medianServerTime } from './server-time.mjs';
import { launchChromium, measurePageScripts } from './page-scripts.mjs';
import { artifactsDir } from '../test/paths.mjs';
import { consentScenario, printConsentScenario } from './consent.mjs';
import { printStatisticsScenario, statisticsScenario } from './statistics.mjs';
import { printThemeScenario, themeScenario } from './theme.mjs';
import { printStripeScenario, stripeScenario } from './stripe.mjs';
import { printSocialScenario, socialScenario } from './social.mjs';
import { bundleScenario } from './bundle.mjs';
import { sameThemeState } from './theme-state.mjs';
import { printBundleScenario } from './bundle-report.mjs';
import { selectedParts } from './parts.mjs';
import { benchTargets, loadScenario } from './load.mjs';
import { loadOptions } from './load-options.mjs';
import { printLoadScenario } from './load-report.mjs';

/** The parts that measure pages in Chromium. */
const BROWSER_PARTS = [
	'pages',
	'consent',
	'theme',
	'stripe',
	'social',
	'bundle',
];

const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

/**
 * @param {string[]} [args] `--only=<part>[,<part>]`.
 */
export default async function main( args = [] ) {
	const parts = selectedParts( args );
	await ensureDependenciesAndBuild();
	const facts = await startStack( { quiet: true } );
	console.log(
		`Benchmarking WordPress ${ facts.wordpress }, WooCommerce ${ facts.woocommerce ?? 'none' }, at ${ facts.url } (${ [ ...parts ].join( ', ' ) })\n`
	);
	if ( parts.has( 'theme' ) || parts.has( 'bundle' ) ) {
		// Both compare the shop's theme with Twenty Twenty-Five on this site: alike in what the editor stored.
		await sameThemeState( [ 'shop-theme', 'twentytwentyfive' ] );
	}
	const pages = await benchmarkPages(
		facts.url,
		Boolean( facts.woocommerce )
	);
	const browser = BROWSER_PARTS.some( ( part ) => parts.has( part ) )
		? await launchChromium()
		: null;
	/** @type {Record<string, unknown>} */
	const figures = { facts };
	try {
		if ( parts.has( 'pages' ) ) {
			figures.rows = await pageTable( browser, pages );
		}
		if ( parts.has( 'consent' ) ) {
			figures.consent = await consentScenario( browser, facts );
		}
		if ( parts.has( 'theme' ) ) {
			figures.theme = await themeScenario( browser, facts.url, pages );
		}
		if ( parts.has( 'stripe' ) ) {
			figures.stripe = await stripeScenario( browser, facts, pages );
		}
		if ( parts.has( 'social' ) ) {
			figures.social = await socialScenario( browser, facts );
		}
		if ( parts.has( 'bundle' ) ) {
			// Bare is Twenty Twenty-Five with WooCommerce: without it there is nothing to compare.
			figures.bundle = facts.woocommerce
				? await bundleScenario( browser, facts.url, pages )
				: null;
		}
	} finally {
		await browser?.close();
	}
	if ( figures.rows ) {
		printPageTable( figures.rows );
	}
	if ( figures.consent ) {
		printConsentScenario( figures.consent );
	}
	if ( figures.theme ) {
		printThemeScenario( figures.theme );
	}
	if ( figures.stripe ) {
		printStripeScenario( figures.stripe );
	}
	if ( figures.social ) {
		printSocialScenario( figures.social );
	}
	if ( figures.bundle ) {
		printBundleScenario( figures.bundle );
	} else if ( parts.has( 'bundle' ) ) {
		console.log( '\nwhole bundle: skipped, the stack has no WooCommerce' );
	}
	if ( parts.has( 'statistics' ) ) {
		figures.statistics = await statisticsScenario( facts );
		printStatisticsScenario( figures.statistics );
	}
	if ( parts.has( 'load' ) ) {
		// Last: five minutes of load leave the stack's caches and tables unlike a visitor's.
		const options = loadOptions( process.env, [] );
		figures.load = await loadScenario(
			options,
			benchTargets( options, facts )
		);
		printLoadScenario( figures.load );
	}
	mkdirSync( artifactsDir, { recursive: true } );
	const file = path.join( artifactsDir, 'bench.json' );
	const earlier = existsSync( file )
		? JSON.parse( readFileSync( file, 'utf8' ) )
		: {};
	writeFileSync(
		file,
		JSON.stringify( { ...earlier, ...figures }, null, '\t' )
	);
	return 0;
}

/**
 * The page table: per page, server time and JavaScript.
 *
 * @param {import('@playwright/test').Browser}                    browser
 * @param {Array<{name: string, url: string, cartItem?: number}>} pages
 */
async function pageTable( browser, pages ) {
	const rows = [];
	for ( const { name, url, cartItem } of pages ) {
		const serverMs = await medianServerTime( url );
		const js = await measurePageScripts( browser, url, cartItem );
		rows.push( {
			name,
			url,
			serverMs: Math.round( serverMs ),
			oursGzip: js.oursGzip,
			totalGzip: js.totalGzip,
			react: js.react,
		} );
	}
	return rows;
}

/**
 * @param {Awaited<ReturnType<typeof pageTable>>} rows
 */
function printPageTable( rows ) {
	console.log(
		'page          server ms (median of 9)   our JS gz kB   page JS gz kB   React'
	);
	for ( const row of rows ) {
		console.log(
			`${ row.name.padEnd( 14 ) }${ String( row.serverMs ).padStart( 10 ) }${ kb( row.oursGzip ).padStart( 26 ) }${ kb( row.totalGzip ).padStart( 16 ) }   ${ row.react ? 'yes' : 'no' }`
		);
	}
}
