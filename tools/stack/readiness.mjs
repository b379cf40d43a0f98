/**
 * Waiting for a service to answer, and explaining from its log when it does not.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import net from 'node:net';

/**
 * Internal dependencies
 */
import { StackError } from './stack-error.mjs';

/**
 * Opens a connection and reports whether the other side accepted it.
 *
 * @param {net.NetConnectOpts} target `{ path }` for a unix socket or `{ host, port }` for TCP.
 * @return {Promise<boolean>} Whether the connection was accepted.
 */
export function answers( target ) {
	return new Promise( ( resolve ) => {
		const socket = net.connect( target );
		const done = ( /** @type {boolean} */ ok ) => {
			socket.destroy();
			resolve( ok );
		};
		socket.setTimeout( 2000, () => done( false ) );
		socket.once( 'error', () => done( false ) );
		socket.once( 'connect', () => done( true ) );
	} );
}

/**
 * @param {() => Promise<boolean>}                                                       check
 * @param {{ what: string, logFile?: string, timeoutMs?: number, gone?: () => boolean }} options
 *                                                                                               `gone` reports that the process died, so there is no point waiting any longer.
 * @return {Promise<void>} Resolves once check() is true; throws with the log's tail after the timeout.
 */
export async function waitUntil(
	check,
	{ what, logFile, timeoutMs = 30000, gone = () => false }
) {
	const deadline = Date.now() + timeoutMs;
	while ( Date.now() < deadline ) {
		if ( await check() ) {
			return;
		}
		if ( gone() ) {
			break;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	}
	const tail = logFile
		? `\nlast lines of ${ logFile }:\n${ tailOf( logFile, 15 ) }`
		: '';
	throw new StackError( `${ what } did not come up${ tail }` );
}

/**
 * @param {string} file
 * @param {number} lines
 * @return {string} The last lines, or a placeholder when there is no log yet.
 */
export function tailOf( file, lines ) {
	try {
		return fs
			.readFileSync( file, 'utf8' )
			.trimEnd()
			.split( '\n' )
			.slice( -lines )
			.join( '\n' );
	} catch {
		return '(no log yet)';
	}
}

/**
 * @param {number[]} ports TCP ports on 127.0.0.1 the stack is about to listen on.
 * @return {Promise<void>} Throws when another program answers on one of them.
 */
export async function assertPortsFree( ports ) {
	for ( const port of ports ) {
		if ( await answers( { host: '127.0.0.1', port } ) ) {
			throw new StackError(
				`port ${ port } on 127.0.0.1 is taken by another program; choose another with SHOP_PORT`
			);
		}
	}
}
