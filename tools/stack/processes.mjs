/**
 * The stack's long-running services: started detached in their own process group, PID written to .stack/run,
 * and stopped by that PID only, so nothing else on the machine is ever touched.
 */

/**
 * External dependencies
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { RUN_DIR, SCALE } from './config.mjs';
import { SCALE_SERVICES } from './scale/layout.mjs';

/**
 * The single stack's services in start order; `stop` walks it backwards. `marker` must appear in
 * /proc/<pid>/cmdline: a PID file left over from before a reboot may name an unrelated process by now, and that one
 * must not be killed.
 */
const SINGLE_SERVICES = Object.freeze( [
	{ name: 'mariadb', marker: 'mariadbd' },
	{ name: 'php-fpm', marker: 'php-fpm' },
	{ name: 'nginx', marker: 'nginx' },
] );

/** The services of the stack this process works on (config.mjs SCALE). */
export const SERVICES = SCALE ? SCALE_SERVICES : SINGLE_SERVICES;

/**
 * @param {string} name
 * @param {string} [runDir] The stack's run folder; the scale stack's is handed in by node control.
 * @return {string} Path of the service's PID file.
 */
export const pidFile = ( name, runDir = RUN_DIR ) =>
	path.join( runDir, `${ name }.pid` );

/**
 * Starts a service in a new session (Node's `detached` calls setsid(), like the setsid tool), so its PID is also
 * its process-group id and stopping the group takes every worker with it.
 *
 * @param {string}   name     Service name, also the PID file's name.
 * @param {string}   command
 * @param {string[]} args
 * @param {string}   logFile  Receives the service's standard output and error.
 * @param {string}   [runDir] Where its PID file goes.
 * @return {number} PID.
 */
export function startService( name, command, args, logFile, runDir = RUN_DIR ) {
	fs.mkdirSync( runDir, { recursive: true } );
	const log = fs.openSync( logFile, 'a' );
	const child = spawn( command, args, {
		detached: true,
		stdio: [ 'ignore', log, log ],
	} );
	fs.closeSync( log );
	child.unref();
	if ( ! child.pid ) {
		throw new Error( `could not start ${ command }` );
	}
	fs.writeFileSync( pidFile( name, runDir ), `${ child.pid }\n` );
	return child.pid;
}

/**
 * @param {string} name
 * @param {string} [runDir]
 * @return {number|null} The PID of that service if its PID file names a live process of the right program.
 */
export function runningPid( name, runDir = RUN_DIR ) {
	let pid;
	try {
		pid = Number.parseInt(
			fs.readFileSync( pidFile( name, runDir ), 'utf8' ),
			10
		);
	} catch {
		return null;
	}
	if ( ! Number.isInteger( pid ) || pid <= 1 || ! isAlive( pid ) ) {
		return null;
	}
	const service = [ ...SINGLE_SERVICES, ...SCALE_SERVICES ].find(
		( candidate ) => candidate.name === name
	);
	const command = commandLine( pid );
	return ! service || command === null || command.includes( service.marker )
		? pid
		: null;
}

/**
 * @return {{ name: string, pid: number|null }[]} Every service with its live PID or null.
 */
export function serviceStates() {
	return SERVICES.map( ( { name } ) => ( {
		name,
		pid: runningPid( name ),
	} ) );
}

/**
 * Sends a signal to a service's main process (php-fpm: SIGUSR2 replaces its workers gracefully).
 *
 * @param {string}         name
 * @param {NodeJS.Signals} signal
 * @param {string}         [runDir]
 * @return {boolean} Whether the service was running.
 */
export function signalService( name, signal, runDir = RUN_DIR ) {
	const pid = runningPid( name, runDir );
	if ( pid ) {
		process.kill( pid, signal );
	}
	return pid !== null;
}

/**
 * Stops one service: SIGTERM to its process group, then waits; SIGKILL if it is still there after the grace time.
 *
 * @param {string} name
 * @param {string} [runDir]
 * @param {number} [graceMs]
 * @return {Promise<boolean>} Whether something was running.
 */
export async function stopService( name, runDir = RUN_DIR, graceMs = 15000 ) {
	const pid = runningPid( name, runDir );
	if ( pid ) {
		signalGroup( pid, 'SIGTERM' );
		if ( ! ( await waitForExit( pid, graceMs ) ) ) {
			signalGroup( pid, 'SIGKILL' );
			await waitForExit( pid, 3000 );
		}
	}
	fs.rmSync( pidFile( name, runDir ), { force: true } );
	return pid !== null;
}

/**
 * While a service starts, its PID's command line is still ours (between fork and exec), so waiting for it asks
 * this instead of runningPid(), which wants the service's own command line.
 *
 * @param {number} pid
 * @return {boolean} Whether the process exists and is not a zombie.
 */
export function isAlive( pid ) {
	try {
		process.kill( pid, 0 );
		return ! isZombie( pid );
	} catch ( error ) {
		return /** @type {NodeJS.ErrnoException} */ ( error ).code === 'EPERM';
	}
}

/**
 * A child of this very process that exited but was not reaped yet still answers kill(pid, 0).
 *
 * @param {number} pid
 * @return {boolean} Whether the process has exited but not been reaped.
 */
function isZombie( pid ) {
	try {
		return / Z /.test(
			fs
				.readFileSync( `/proc/${ pid }/stat`, 'utf8' )
				.replace( /^.*\)/, '' )
		);
	} catch {
		return false;
	}
}

/**
 * @param {number} pid
 * @return {string|null} The process's command line; null where there is no /proc to ask.
 */
function commandLine( pid ) {
	if ( ! fs.existsSync( '/proc/self' ) ) {
		return null;
	}
	try {
		return fs
			.readFileSync( `/proc/${ pid }/cmdline`, 'utf8' )
			.replaceAll( '\0', ' ' );
	} catch {
		return '';
	}
}

/**
 * @param {number}         pid
 * @param {NodeJS.Signals} signal
 */
function signalGroup( pid, signal ) {
	try {
		process.kill( -pid, signal );
	} catch {
		try {
			process.kill( pid, signal );
		} catch {
			// Already gone.
		}
	}
}

/**
 * @param {number} pid
 * @param {number} timeoutMs
 * @return {Promise<boolean>} Whether the process exited in time.
 */
async function waitForExit( pid, timeoutMs ) {
	const deadline = Date.now() + timeoutMs;
	while ( Date.now() < deadline ) {
		if ( ! isAlive( pid ) ) {
			return true;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
	}
	return ! isAlive( pid );
}
