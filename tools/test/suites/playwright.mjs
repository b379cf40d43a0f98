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
 * @return {string[]} "title: reason" of every skipped test (test.fixme() included, its reason after "fixme: ").
 */
function skipReasons( suites = [] ) {
	return suites.flatMap( ( suite ) => [
		...( suite.specs ?? [] ).flatMap( ( spec ) =>
			spec.tests
				.filter( ( t ) => t.status === 'skipped' )
				.map( ( t ) => {
					// test.fixme() is a skip too: its reason says what is missing.
					const note = t.annotations?.find( ( a ) =>
						[ 'skip', 'fixme' ].includes( a.type )
					);
					const why = note?.description
						? `${ note.type === 'fixme' ? 'fixme: ' : '' }${
								note.description
							}`
						: null;
					return `${ spec.file } › ${ spec.title }: ${ why ?? 'no reason given' }`;
				} )
		),
		...skipReasons( suite.suites ),
	] );
}

/**
 * One line for a log cut to its tail: the error's first line, the failing line of the spec, and what the assertion
 * looked for and found, a diff's lines included (a bare "toBeVisible() failed" does not say which of a test's checks
 * it was).
 *
 * @param {{message: string, location?: {line: number}}} error A Playwright JSON report's error.
 * @return {string} The summary.
 */
function errorSummary( error ) {
	const lines = error.message
		.replace( /\u001b\[\d+m/g, '' )
		.split( '\n' )
		.map( ( line ) => line.trim() );
	const details = lines.filter( ( line ) =>
		/^(Locator|Expected|Received|[+-] )/.test( line )
	);
	const at = error.location ? ` (line ${ error.location.line })` : '';
	return [ lines[ 0 ] + at, ...details ].join( ' | ' ).slice( 0, 700 );
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
							?.map( ( r ) => r.error )
							.find( ( e ) => e?.message );
						const why = error ? `: ${ errorSummary( error ) }` : '';
						return `${ spec.file }:${ spec.line } › ${ [ ...path_, spec.title ].join( ' › ' ) } [${ t.projectName || 'chromium' }]${ why }`;
					} )
			),
			...failedTests( suite.suites, path_ ),
		];
	} );
}

/**
 * @param {string[]}                                              extraArgs Arguments passed through to `playwright test`.
 * @param {{ env?: Record<string, string>, reportName?: string }} [options] env: added to Playwright's environment (the
 *                                                                          scale suite's stack); reportName: the JSON
 *                                                                          report's file in artifacts/.
 * @return {Promise<import('../tally.mjs').Counts>} The suite's counts.
 */
export async function runPlaywright(
	extraArgs = [],
	{ env = {}, reportName = 'playwright.json' } = {}
) {
	const report = path.join( artifactsDir, reportName );
	rmSync( report, { force: true } );
	const code = await run(
		path.join( repoRoot, 'node_modules/.bin/playwright' ),
		[ 'test', '--reporter=list,json', ...extraArgs ],
		{
			cwd: repoRoot,
			env: {
				...process.env,
				...env,
				PLAYWRIGHT_JSON_OUTPUT_NAME: report,
			},
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
