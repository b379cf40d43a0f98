/**
 * Unit tests: jest through `wp-scripts test-unit-js` (jsdom, Testing Library).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { run } from '../exec.mjs';
import { emptyCounts } from '../tally.mjs';
import { artifactsDir, repoRoot } from '../paths.mjs';

/** @return {Promise<import('../tally.mjs').Counts>} The suite's counts. */
export async function runJest() {
	const report = path.join( artifactsDir, 'jest.json' );
	rmSync( report, { force: true } );
	const code = await run(
		path.join( repoRoot, 'node_modules/.bin/wp-scripts' ),
		[ 'test-unit-js', '--ci', '--json', `--outputFile=${ report }` ],
		{ cwd: repoRoot }
	);
	const counts = emptyCounts();
	if ( ! existsSync( report ) ) {
		console.log( `✘ jest wrote no report (exit ${ code })` );
		counts.failed = 1;
		counts.failures = [ `jest wrote no report (exit ${ code })` ];
		return counts;
	}
	const result = JSON.parse( readFileSync( report, 'utf8' ) );
	counts.passed = result.numPassedTests;
	counts.failed =
		result.numFailedTests + ( result.numRuntimeErrorTestSuites ?? 0 );
	counts.skipped = result.numPendingTests + ( result.numTodoTests ?? 0 );
	counts.failures = result.testResults.flatMap( ( file ) => {
		const name = path.relative( repoRoot, file.name );
		const failed = file.assertionResults
			.filter( ( a ) => a.status === 'failed' )
			.map( ( a ) => `${ name } › ${ a.fullName }` );
		// A file that could not load has no assertion to name.
		return failed.length || file.status !== 'failed'
			? failed
			: [
					`${ name }: ${ ( file.message ?? '' ).trim().split( '\n' )[ 0 ] }`,
				];
	} );
	if ( code !== 0 && counts.failed === 0 ) {
		// A failing run with no failed test: a suite that could not load, or no test found.
		counts.failed = 1;
		counts.failures.push( `jest exited ${ code } with no failed test` );
	}
	return counts;
}
