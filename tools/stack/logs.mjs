/**
 * `logs`: the last lines of every stack log, or (`logs -f`) everything appended to them from now on.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { LOG_FILES, SCALE } from './config.mjs';
import { tailOf } from './readiness.mjs';
import { SCALE_LOG_FILES } from './scale/layout.mjs';

/** This stack's logs; the scale stack adds Varnish's, Redis's, the cron loop's and each node's nginx logs. */
const FILES = Object.values( {
	...LOG_FILES,
	...( SCALE ? SCALE_LOG_FILES : {} ),
} );

/**
 * @param {{ follow?: boolean, lines?: number }} [options]
 * @return {Promise<void>} With follow, resolves only when the process is interrupted.
 */
export async function printLogs( { follow = false, lines = 30 } = {} ) {
	for ( const file of lines > 0 ? FILES : [] ) {
		console.log( `==> ${ file } <==` );
		console.log(
			fs.existsSync( file ) ? tailOf( file, lines ) : '(empty)'
		);
		console.log();
	}
	if ( follow ) {
		await followLogs();
	}
}

/**
 * Polls the files (fs.watch misses appends on some file systems) and prints new text with the file's name.
 *
 * @return {Promise<void>} Never resolves: following ends with the process.
 */
function followLogs() {
	/** @type {Map<string, number>} */
	const offsets = new Map( FILES.map( ( file ) => [ file, size( file ) ] ) );
	return new Promise( () => {
		setInterval( () => {
			for ( const [ file, offset ] of offsets ) {
				const now = size( file );
				if ( now < offset ) {
					offsets.set( file, 0 );
				} else if ( now > offset ) {
					const handle = fs.openSync( file, 'r' );
					const buffer = Buffer.alloc( now - offset );
					fs.readSync( handle, buffer, 0, buffer.length, offset );
					fs.closeSync( handle );
					offsets.set( file, now );
					for ( const line of buffer
						.toString( 'utf8' )
						.trimEnd()
						.split( '\n' ) ) {
						console.log( `${ path.basename( file ) }: ${ line }` );
					}
				}
			}
		}, 250 );
	} );
}

/**
 * @param {string} file
 * @return {number} Size in bytes, 0 if the file does not exist.
 */
function size( file ) {
	return fs.statSync( file, { throwIfNoEntry: false } )?.size ?? 0;
}
