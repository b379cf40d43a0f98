/**
 * Stopping the stack and removing its state. Only the processes named in .stack/run/*.pid are ever signalled.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { LOG_DIR, REPO_DIR, STACK_DIR, STACK_JSON } from './config.mjs';
import { SERVICES, stopService } from './processes.mjs';
import { StackError } from './stack-error.mjs';

/**
 * Stops nginx, php-fpm and MariaDB, in that order, and waits until each has exited (on the scale stack: the cron
 * loop, Varnish, both nodes, Redis and MariaDB).
 *
 * @param {{ quiet?: boolean }} [options]
 * @return {Promise<string[]>} The services that were running.
 */
export async function stopStack( { quiet = false } = {} ) {
	const stopped = [];
	for ( const { name } of [ ...SERVICES ].reverse() ) {
		if ( await stopService( name ) ) {
			stopped.push( name );
		}
	}
	if ( ! quiet ) {
		console.log(
			stopped.length
				? `Stopped ${ stopped.join( ', ' ) }.`
				: 'The stack was not running.'
		);
	}
	return stopped;
}

/**
 * Deletes the installation (docroot, database, configuration) so the next start installs afresh.
 *
 * @param {{ keepLogs: boolean }} options
 */
export function removeState( { keepLogs } ) {
	assertIsStateFolder();
	if ( ! fs.existsSync( STACK_DIR ) ) {
		return;
	}
	for ( const entry of fs.readdirSync( STACK_DIR ) ) {
		const full = path.join( STACK_DIR, entry );
		if ( ! ( keepLogs && full === LOG_DIR ) ) {
			fs.rmSync( full, { recursive: true, force: true } );
		}
	}
}

/**
 * SHOP_STACK_DIR may point anywhere: refuse to empty a folder that is not plainly a stack's state folder.
 */
function assertIsStateFolder() {
	const forbidden = [
		'/',
		REPO_DIR,
		path.dirname( REPO_DIR ),
		process.env.HOME ?? '/',
	].map( ( dir ) => path.resolve( dir ) );
	const looksLikeOurs =
		path.basename( STACK_DIR ).startsWith( '.stack' ) ||
		fs.existsSync( STACK_JSON ) ||
		! fs.existsSync( STACK_DIR ) ||
		fs.readdirSync( STACK_DIR ).length === 0;
	if ( forbidden.includes( STACK_DIR ) || ! looksLikeOurs ) {
		throw new StackError(
			`refusing to delete ${ STACK_DIR }: it does not look like a stack state folder`
		);
	}
}
