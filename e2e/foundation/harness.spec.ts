/**
 * Proves that the shared fixture can fail: it runs the self-test specs in a child
 * Playwright and reads its JSON report.
 */

/**
 * External dependencies
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * Internal dependencies
 */
import { test, expect } from '../support/test';
import { stackDir } from '../support/stack';

interface ReportedTest {
	title: string;
	status: string;
	errors: string[];
}

interface JsonSuite {
	specs?: {
		title: string;
		tests: {
			results: { status: string; error?: { message?: string } }[];
		}[];
	}[];
	suites?: JsonSuite[];
}

function collect( suites: JsonSuite[] = [] ): ReportedTest[] {
	return suites.flatMap( ( suite ) => [
		...( suite.specs ?? [] ).map( ( spec ) => {
			const results = spec.tests.flatMap( ( t ) => t.results );
			return {
				title: spec.title,
				status: results.map( ( r ) => r.status ).join( ',' ),
				errors: results.map( ( r ) => r.error?.message ?? '' ),
			};
		} ),
		...collect( suite.suites ),
	] );
}

const repoRoot = path.resolve( __dirname, '../..' );
const childReport = path.join( repoRoot, 'artifacts/selftest/report.json' );

// The child run's notice lands in the same log this test is watched through.
test.use( { expectedPhpLog: [ /shop selftest notice/ ] } );

test( 'the guards fail tests that meet a PHP notice or a console error, and pass a clean page', async () => {
	test.setTimeout( 120_000 );
	const switchFile = path.join( stackDir, 'selftest.on' );
	const createdSwitch = ! fs.existsSync( switchFile );
	fs.writeFileSync( switchFile, '' );
	fs.rmSync( childReport, { force: true } );
	try {
		await promisify( execFile )(
			process.execPath,
			[
				require.resolve( '@playwright/test/cli' ),
				'test',
				'e2e/harness-selftest',
				'--reporter=json',
				'--output=artifacts/selftest/results',
			],
			{
				cwd: repoRoot,
				env: {
					...process.env,
					SHOP_E2E_SELFTEST: '1',
					PLAYWRIGHT_JSON_OUTPUT_NAME: childReport,
				},
				maxBuffer: 32 * 1024 * 1024,
			}
			// The child exits non-zero: two of its tests must fail. Its report says how.
		).catch( () => undefined );
	} finally {
		if ( createdSwitch ) {
			fs.rmSync( switchFile, { force: true } );
		}
	}
	const report = JSON.parse( fs.readFileSync( childReport, 'utf8' ) ) as {
		suites: JsonSuite[];
	};
	const byTitle = Object.fromEntries(
		collect( report.suites ).map( ( t ) => [ t.title, t ] )
	);

	expect( byTitle[ 'a page that raises a PHP notice' ]?.status ).toBe(
		'failed'
	);
	expect(
		byTitle[ 'a page that raises a PHP notice' ]?.errors[ 0 ]
	).toContain( 'shop selftest notice' );
	expect( byTitle[ 'a page that logs a console error' ]?.status ).toBe(
		'failed'
	);
	expect(
		byTitle[ 'a page that logs a console error' ]?.errors[ 0 ]
	).toContain( 'shop selftest console error' );
	expect( byTitle[ 'a clean page' ]?.status ).toBe( 'passed' );
} );
