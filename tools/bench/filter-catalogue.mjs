/**
 * The filter benchmark's catalogue: grown through WooCommerce's CRUD classes (php/filter-catalogue.php), 500
 * products per PHP process, two processes at a time, then dumped to the download cache and reloaded from there on
 * later runs. Sizes are cumulative: the same catalogue grows from one size to the next.
 */

/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
import {
	createReadStream,
	createWriteStream,
	existsSync,
	mkdirSync,
	renameSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * Internal dependencies
 */
import { run } from '../stack/run-command.mjs';

/** Bump whenever php/filter-catalogue.php makes a different catalogue: old dumps are then ignored. */
export const GENERATOR_VERSION = 1;

const GENERATOR = path.join(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'php',
	'filter-catalogue.php'
);
const PER_PROCESS = 500;
const PARALLEL = 2;

/**
 * @param {string} cacheDir The stack's download cache.
 * @param {number} size     Products.
 * @return {string} Where the dump of that size lives.
 */
export function dumpPath( cacheDir, size ) {
	return path.join(
		cacheDir,
		`filter-catalogue-v${ GENERATOR_VERSION }-${ size }.sql.gz`
	);
}

/**
 * Makes the stack's site hold the catalogue of `size` products: loads its dump when there is one, else grows the
 * current catalogue and writes the dump.
 *
 * @param {typeof import('../stack/index.mjs')} stack      The stack's API (configured for the bench stack).
 * @param {number}                              size
 * @param {(line: string) => void}              log
 * @param {number}                              [complete] Products known to be there (the previous size): batches
 *                                                         start there, and skip any product that exists.
 * @return {Promise<{ source: 'dump'|'generated', seconds: number }>} How it came and how long it took.
 */
export async function ensureCatalogue( stack, size, log, complete = 0 ) {
	const started = Date.now();
	const file = dumpPath( stack.CACHE_DIR, size );
	if ( existsSync( file ) ) {
		log( `loading ${ file }` );
		await loadDump( stack, file );
		return { source: 'dump', seconds: ( Date.now() - started ) / 1000 };
	}
	const have = Math.min( complete, await countProducts( stack ) );
	log(
		`generating products ${ have }…${ size - 1 } (${ PER_PROCESS } per process, ${ PARALLEL } at a time)`
	);
	await runGenerator( stack, [ 'setup' ] );
	const batches = [];
	for ( let from = have; from < size; from += PER_PROCESS ) {
		batches.push( [ from, Math.min( PER_PROCESS, size - from ) ] );
	}
	let done = 0;
	const worker = async () => {
		while ( batches.length ) {
			const [ from, count ] = batches.shift();
			await runGenerator( stack, [
				'batch',
				String( from ),
				String( count ),
			] );
			done += count;
			log(
				`  ${ have + done } / ${ size } (${ Math.round( ( Date.now() - started ) / 1000 ) } s)`
			);
		}
	};
	await Promise.all( Array.from( { length: PARALLEL }, worker ) );
	await runGenerator( stack, [ 'finish' ] );
	const seconds = ( Date.now() - started ) / 1000;
	log( `generated in ${ seconds.toFixed( 0 ) } s; dumping to ${ file }` );
	await writeDump( stack, file );
	return { source: 'generated', seconds };
}

/**
 * @param {typeof import('../stack/index.mjs')} stack
 * @return {Promise<number>} Bench products on the site now.
 */
export async function countProducts( stack ) {
	const { stdout } = await runGenerator( stack, [ 'count' ] );
	return Number( stdout.trim().split( '\n' ).pop() ) || 0;
}

/**
 * @param {typeof import('../stack/index.mjs')} stack
 * @param {string[]}                            args
 * @return {Promise<import('../stack/run-command.mjs').RunResult>} The script's output.
 */
function runGenerator( stack, args ) {
	return stack.runPhp( GENERATOR, {}, { args } );
}

/**
 * @param {typeof import('../stack/index.mjs')} stack
 * @return {string[]} Client arguments for the site's database over the stack's socket.
 */
function clientArgs( stack ) {
	const { user, password } = stack.DATABASE;
	return [
		`--socket=${ stack.MYSQL_SOCKET }`,
		`--user=${ user }`,
		`--password=${ password }`,
	];
}

/**
 * mysqldump of the site's database, gzipped; written beside and renamed so a broken run leaves no half dump.
 *
 * @param {typeof import('../stack/index.mjs')} stack
 * @param {string}                              file
 */
async function writeDump( stack, file ) {
	mkdirSync( path.dirname( file ), { recursive: true } );
	const partial = `${ file }.partial`;
	const child = spawn(
		'mysqldump',
		[
			...clientArgs( stack ),
			'--single-transaction',
			'--quick',
			stack.DATABASE.site,
		],
		{ stdio: [ 'ignore', 'pipe', 'inherit' ] }
	);
	const exited = exitOf( child, 'mysqldump' );
	await pipeline(
		child.stdout,
		createGzip( { level: 6 } ),
		createWriteStream( partial )
	);
	await exited;
	renameSync( partial, file );
}

/**
 * @param {typeof import('../stack/index.mjs')} stack
 * @param {string}                              file
 */
async function loadDump( stack, file ) {
	// Tables the dump does not hold (a newer plugin's) must not survive from the catalogue that was there.
	const name = stack.DATABASE.site;
	await run( 'mysql', [
		...clientArgs( stack ),
		'-e',
		`DROP DATABASE IF EXISTS \`${ name }\`; CREATE DATABASE \`${ name }\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`,
	] );
	const child = spawn(
		'mysql',
		[ ...clientArgs( stack ), stack.DATABASE.site ],
		{
			stdio: [ 'pipe', 'ignore', 'inherit' ],
		}
	);
	const exited = exitOf( child, 'mysql' );
	await pipeline( createReadStream( file ), createGunzip(), child.stdin );
	await exited;
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @param {string}                                    name
 * @return {Promise<void>} Resolves when it exits with 0.
 */
function exitOf( child, name ) {
	return new Promise( ( resolve, reject ) => {
		child.on( 'error', reject );
		child.on( 'exit', ( code ) =>
			code === 0
				? resolve()
				: reject( new Error( `${ name } exited with ${ code }` ) )
		);
	} );
}
