/**
 * PHP notices, warnings and fatal errors the shop logged while the load ran: each log file's size is noted at the
 * start, and the lines appended since are read at the end (a file that shrank, rotated, is read whole). The same
 * problems the e2e suite fails on (e2e/support/php-log-watch.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

export const PHP_PROBLEM =
	/PHP (Notice|Warning|Deprecated|Fatal error|Parse error|Recoverable fatal error|Strict Standards)|WordPress database error/;

/**
 * Every file of a stack's log folder (and its subfolders: a scale stack keeps one per web node).
 *
 * @param {string} dir
 * @return {string[]} Paths.
 */
export function logFilesIn( dir ) {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs
		.readdirSync( dir, { recursive: true, withFileTypes: true } )
		.filter( ( entry ) => entry.isFile() )
		.map( ( entry ) =>
			path.join( entry.parentPath ?? entry.path, entry.name )
		);
}

/**
 * @param {string} file
 * @return {number} Its size, 0 when missing.
 */
const sizeOf = ( file ) =>
	fs.statSync( file, { throwIfNoEntry: false } )?.size ?? 0;

/**
 * Starts watching.
 *
 * @param {string[]} files
 * @return {{problems: () => Record<string, string[]>}} Per file, the problem lines written since.
 */
export function watchLogs( files ) {
	const offsets = new Map(
		files.map( ( file ) => [ file, sizeOf( file ) ] )
	);
	return {
		problems: () => {
			/** @type {Record<string, string[]>} */
			const found = {};
			for ( const [ file, offset ] of offsets ) {
				const size = sizeOf( file );
				const start = size < offset ? 0 : offset;
				if ( size === start ) {
					continue;
				}
				const handle = fs.openSync( file, 'r' );
				const buffer = Buffer.alloc( size - start );
				fs.readSync( handle, buffer, 0, buffer.length, start );
				fs.closeSync( handle );
				const lines = buffer
					.toString( 'utf8' )
					.split( '\n' )
					.filter( ( line ) => PHP_PROBLEM.test( line ) );
				if ( lines.length ) {
					found[ file ] = lines;
				}
			}
			return found;
		},
	};
}
