/**
 * Watches the PHP logs of the local stack for what a test caused.
 *
 * The stack routes every PHP error of web and CLI requests to `wp-debug.log` (see
 * tools/stack), and php-fpm's own errors to `php-fpm.log`. A watch remembers where each
 * file ended when the test started and reads only what was appended since.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { logDir } from './stack';

const WATCHED_LOGS = [ 'wp-debug.log', 'php-fpm.log' ];

const PHP_PROBLEM =
	/PHP (Notice|Warning|Deprecated|Fatal error|Parse error|Recoverable fatal error|Strict Standards)|WordPress database error/;

export interface PhpLogWatch {
	/** Log lines that report a PHP problem, written since the watch started. */
	problems: () => string[];
}

function sizeOf( file: string ): number {
	return fs.existsSync( file ) ? fs.statSync( file ).size : 0;
}

function readFrom( file: string, offset: number ): string {
	if ( ! fs.existsSync( file ) ) {
		return '';
	}
	const size = fs.statSync( file ).size;
	// A log rotated or truncated while the test ran: read it whole.
	const start = size < offset ? 0 : offset;
	const fd = fs.openSync( file, 'r' );
	try {
		const buffer = Buffer.alloc( size - start );
		fs.readSync( fd, buffer, 0, buffer.length, start );
		return buffer.toString( 'utf8' );
	} finally {
		fs.closeSync( fd );
	}
}

export function watchPhpLogs( dir: string = logDir ): PhpLogWatch {
	const files = WATCHED_LOGS.map( ( name ) => path.join( dir, name ) );
	const offsets = files.map( sizeOf );
	return {
		problems: () =>
			files.flatMap( ( file, index ) =>
				readFrom( file, offsets[ index ] )
					.split( '\n' )
					.filter( ( line ) => PHP_PROBLEM.test( line ) )
			),
	};
}
