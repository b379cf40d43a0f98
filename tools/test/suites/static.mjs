/**
 * Static checks: TypeScript, eslint, stylelint and `php -l`. Each check counts as one
 * test in the summary.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { run } from '../exec.mjs';
import { emptyCounts } from '../tally.mjs';
import { repoRoot } from '../paths.mjs';

const SKIPPED_FOLDERS = new Set( [
	'node_modules',
	'build',
	'vendor',
	'.git',
	'.stack',
	'artifacts',
	'dist',
] );

/**
 * @param {string} dir
 * @return {string[]} Every PHP file of ours below dir.
 */
export function phpFilesBelow( dir ) {
	return readdirSync( dir ).flatMap( ( name ) => {
		// `.stack*`: state folders of stacks (SHOP_STACK_DIR may point at .stack-<name> inside the checkout).
		if ( SKIPPED_FOLDERS.has( name ) || name.startsWith( '.stack' ) ) {
			return [];
		}
		const full = path.join( dir, name );
		if ( statSync( full ).isDirectory() ) {
			return phpFilesBelow( full );
		}
		return name.endsWith( '.php' ) ? [ full ] : [];
	} );
}

async function phpLint() {
	const files = phpFilesBelow( repoRoot );
	let failures = 0;
	for ( const file of files ) {
		// Quiet on success: only syntax errors are worth a line.
		failures +=
			( await run( 'php', [ '-l', '-d', 'display_errors=stderr', file ], {
				quiet: true,
			} ) ) === 0
				? 0
				: 1;
	}
	console.log( `php -l: ${ files.length } files, ${ failures } with errors` );
	return failures === 0 ? 0 : 1;
}

const bin = ( name ) => path.join( repoRoot, 'node_modules/.bin', name );

/** @type {[string, () => Promise<number>][]} */
const CHECKS = [
	[
		'tsc --noEmit',
		() =>
			run( bin( 'tsc' ), [ '--noEmit', '-p', 'tsconfig.json' ], {
				cwd: repoRoot,
			} ),
	],
	[
		'tsc --noEmit (e2e)',
		() =>
			run( bin( 'tsc' ), [ '--noEmit', '-p', 'e2e/tsconfig.json' ], {
				cwd: repoRoot,
			} ),
	],
	[
		'eslint',
		() =>
			run(
				bin( 'wp-scripts' ),
				[
					'lint-js',
					'plugins',
					'themes',
					'packages',
					'e2e',
					'tools',
					'*.ts',
					'*.js',
				],
				{ cwd: repoRoot }
			),
	],
	[
		'stylelint',
		() =>
			run( bin( 'wp-scripts' ), [ 'lint-style', '**/*.{css,scss}' ], {
				cwd: repoRoot,
			} ),
	],
	[ 'php -l', phpLint ],
];

/** @return {Promise<import('../tally.mjs').Counts>} The suite's counts. */
export async function runStaticChecks() {
	const counts = emptyCounts();
	for ( const [ name, check ] of CHECKS ) {
		console.log( `\n▶ ${ name }` );
		const code = await check();
		if ( code === 0 ) {
			counts.passed++;
			console.log( `✔ ${ name }` );
		} else {
			counts.failed++;
			counts.failures.push( `${ name } (exit ${ code })` );
			console.log( `✘ ${ name } (exit ${ code })` );
		}
	}
	return counts;
}
