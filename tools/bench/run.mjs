/**
 * `npm run bench`: server time and page JavaScript of the pages a shopper meets first,
 * printed as a table and written to artifacts/bench.json.
 *
 * Figures, not pass/fail: budgets are checked by reading them (see the issues).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { ensureDependenciesAndBuild, startStack } from '../stack/index.mjs';
import { benchmarkPages } from './pages.mjs';
import { medianServerTime } from './server-time.mjs';
import { launchChromium, measurePageScripts } from './page-scripts.mjs';
import { artifactsDir } from '../test/paths.mjs';
import { consentScenario, printConsentScenario } from './consent.mjs';
import { printStatisticsScenario, statisticsScenario } from './statistics.mjs';
import { printThemeScenario, themeScenario } from './theme.mjs';

const kb = ( bytes ) => ( bytes / 1024 ).toFixed( 1 );

export default async function main() {
	await ensureDependenciesAndBuild();
	const facts = await startStack( { quiet: true } );
	console.log(
		`Benchmarking WordPress ${ facts.wordpress }, WooCommerce ${ facts.woocommerce ?? 'none' }, at ${ facts.url }\n`
	);
	const pages = await benchmarkPages(
		facts.url,
		Boolean( facts.woocommerce )
	);
	const browser = await launchChromium();
	const rows = [];
	let consent = null;
	let theme = null;
	try {
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
		consent = await consentScenario( browser, facts );
		theme = await themeScenario( browser, facts.url, pages );
	} finally {
		await browser.close();
	}
	console.log(
		'page          server ms (median of 9)   our JS gz kB   page JS gz kB   React'
	);
	for ( const row of rows ) {
		console.log(
			`${ row.name.padEnd( 14 ) }${ String( row.serverMs ).padStart( 10 ) }${ kb( row.oursGzip ).padStart( 26 ) }${ kb( row.totalGzip ).padStart( 16 ) }   ${ row.react ? 'yes' : 'no' }`
		);
	}
	printConsentScenario( consent );
	printThemeScenario( theme );
	const statistics = await statisticsScenario( facts );
	printStatisticsScenario( statistics );
	mkdirSync( artifactsDir, { recursive: true } );
	writeFileSync(
		path.join( artifactsDir, 'bench.json' ),
		JSON.stringify(
			{ facts, rows, consent, theme, statistics },
			null,
			'\t'
		)
	);
	return 0;
}
