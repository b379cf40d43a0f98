/**
 * PHP integration tests: Debian's PHPUnit inside the stack's real WordPress, on the
 * separate test database, which is rebuilt before every run.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import { STACK_DIR } from '../../stack/index.mjs';
import { run } from '../exec.mjs';
import { emptyCounts } from '../tally.mjs';
import { artifactsDir, repoRoot } from '../paths.mjs';
import { rebuildTestSite } from '../test-site.mjs';

const testEnv = () => ( { ...process.env, SHOP_TEST_DB: '1' } );

/**
 * Reads the totals from PHPUnit's JUnit report (the first, outermost testsuite).
 *
 * @param {string} xml
 * @return {import('../tally.mjs').Counts} Passed, failed and skipped tests.
 */
export function countsFromJunit( xml ) {
	const root = xml.match( /<testsuite\b[^>]*>/ );
	const counts = emptyCounts();
	if ( ! root ) {
		return counts;
	}
	const number = ( name ) =>
		Number(
			root[ 0 ].match( new RegExp( `\\b${ name }="(\\d+)"` ) )?.[ 1 ] ?? 0
		);
	const failed = number( 'failures' ) + number( 'errors' );
	counts.skipped = number( 'skipped' );
	counts.failed = failed;
	counts.passed = number( 'tests' ) - failed - counts.skipped;
	return counts;
}

/**
 * @param {string} xml PHPUnit's JUnit report.
 * @return {string[]} "Class::method: first line of the message" of every test that failed or erred.
 */
export function failedFromJunit( xml ) {
	const decode = ( text ) =>
		text
			.replace( /&quot;/g, '"' )
			.replace( /&#039;|&apos;/g, "'" )
			.replace( /&lt;/g, '<' )
			.replace( /&gt;/g, '>' )
			.replace( /&amp;/g, '&' );
	return [
		...xml.matchAll(
			/<testcase\b([^>]*)>\s*<(failure|error)\b[^>]*>([^<]*)/g
		),
	].map( ( [ , attributes, , message ] ) => {
		const attr = ( name ) =>
			attributes.match( new RegExp( `\\b${ name }="([^"]*)"` ) )?.[ 1 ] ??
			'';
		const test = `${ attr( 'class' ) }::${ attr( 'name' ) }`;
		// The message opens with the test's own name; the line after says what failed.
		const why = decode( message )
			.split( '\n' )
			.map( ( line ) => line.trim() )
			.find( ( line ) => line && line !== test );
		return `${ test }: ${ why ?? 'no message' }`;
	} );
}

/**
 * @param {boolean} withWooCommerce Whether the stack has WooCommerce for the test site.
 * @return {Promise<import('../tally.mjs').Counts>} The suite's counts.
 */
export async function runPhpUnit( withWooCommerce ) {
	const counts = emptyCounts();
	try {
		const active = await rebuildTestSite( withWooCommerce );
		console.log(
			`Test site rebuilt on the test database; active: ${ active.join( ', ' ) }`
		);
	} catch ( error ) {
		console.log(
			`✘ could not prepare the test database: ${ error.message }`
		);
		counts.failed = 1;
		counts.failures = [ `test database: ${ error.message }` ];
		return counts;
	}
	// One report per stack: CI runs the minimum pair's suite beside the default one (tools/test/ci.mjs).
	const stack = path.basename( STACK_DIR ).replace( /^\./, '' );
	const report = path.join(
		artifactsDir,
		stack === 'stack' ? 'phpunit.xml' : `phpunit-${ stack }.xml`
	);
	rmSync( report, { force: true } );
	const code = await run(
		'phpunit',
		[ '-c', 'phpunit.xml.dist', '--verbose', '--log-junit', report ],
		{ cwd: repoRoot, env: testEnv() }
	);
	if ( ! existsSync( report ) ) {
		console.log( `✘ PHPUnit wrote no report (exit ${ code })` );
		counts.failed = 1;
		counts.failures = [ `PHPUnit wrote no report (exit ${ code })` ];
		return counts;
	}
	const xml = readFileSync( report, 'utf8' );
	const totals = countsFromJunit( xml );
	totals.failures = failedFromJunit( xml );
	if ( code !== 0 && totals.failed === 0 ) {
		totals.failed = 1;
		totals.failures.push( `PHPUnit exited ${ code } with no failed test` );
	}
	return totals;
}
