/**
 * End-to-end tests: Playwright with Debian's Chromium against the running stack.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { run } from '../exec.mjs';
import { emptyCounts } from '../tally.mjs';
import { artifactsDir, repoRoot } from '../paths.mjs';

/**
 * @param {any[]} suites Playwright JSON report suites.
 * @return {string[]} "title: reason" of every skipped test.
 */
function skipReasons( suites = [] ) {
	return suites.flatMap( ( suite ) => [
		...( suite.specs ?? [] ).flatMap( ( spec ) =>
			spec.tests
				.filter( ( t ) => t.status === 'skipped' )
				.map( ( t ) => {
					const why = t.annotations?.find(
						( a ) => a.type === 'skip'
					)?.description;
					return `${ spec.file } › ${ spec.title }: ${ why ?? 'no reason given' }`;
				} )
		),
		...skipReasons( suite.suites ),
	] );
}

/**
 * @param {any[]}    suites Playwright JSON report suites.
 * @param {string[]} titles Titles of the enclosing describe blocks.
 * @return {string[]} "file:line › title: first line of the error" of every test that failed, flaky ones included.
 */
export function failedTests( suites = [], titles = [] ) {
	return suites.flatMap( ( suite ) => {
		const path_ =
			suite.file === suite.title ? titles : [ ...titles, suite.title ];
		return [
			...( suite.specs ?? [] ).flatMap( ( spec ) =>
				spec.tests
					.filter( ( t ) =>
						[ 'unexpected', 'flaky' ].includes( t.status )
					)
					.map( ( t ) => {
						const error = t.results
							?.map( ( r ) => r.error?.message )
							.find( Boolean );
						const why = error
							? `: ${ error.replace( /\u001b\[\d+m/g, '' ).split( '\n' )[ 0 ] }`
							: '';
						return `${ spec.file }:${ spec.line } › ${ [ ...path_, spec.title ].join( ' › ' ) } [${ t.projectName || 'chromium' }]${ why }`;
					} )
			),
			...failedTests( suite.suites, path_ ),
		];
	} );
}

/**
 * @param {string[]} extraArgs Arguments passed through to `playwright test`.
 * @return {Promise<import('../tally.mjs').Counts>} The suite's counts.
 */
export async function runPlaywright( extraArgs = [] ) {
	const report = path.join( artifactsDir, 'playwright.json' );
	rmSync( report, { force: true } );
	const code = await run(
		path.join( repoRoot, 'node_modules/.bin/playwright' ),
		[ 'test', '--reporter=list,json', ...extraArgs ],
		{
			cwd: repoRoot,
			env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
		}
	);
	const counts = emptyCounts();
	if ( ! existsSync( report ) ) {
		console.log( `✘ Playwright wrote no report (exit ${ code })` );
		counts.failed = 1;
		counts.failures = [ `Playwright wrote no report (exit ${ code })` ];
		return counts;
	}
	const result = JSON.parse( readFileSync( report, 'utf8' ) );
	const {
		expected = 0,
		unexpected = 0,
		flaky = 0,
		skipped = 0,
	} = result.stats ?? {};
	counts.passed = expected;
	counts.failed = unexpected + flaky;
	counts.skipped = skipped;
	counts.failures = failedTests( result.suites );
	for ( const line of skipReasons( result.suites ) ) {
		console.log( `  skipped: ${ line }` );
	}
	if ( code !== 0 && counts.failed === 0 ) {
		counts.failed = 1;
		counts.failures.push(
			`Playwright exited ${ code } with no failed test`
		);
	}
	return counts;
}
