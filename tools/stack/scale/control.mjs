/**
 * The scale stack as a whole, from any process: is it running, stop it, what did its last start record.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { SCALE_STACK_DIR } from '../config.mjs';
import { runningPid, stopService } from '../processes.mjs';
import { SCALE_RUN_DIR, SCALE_SERVICES } from './layout.mjs';

/**
 * @return {{ name: string, pid: number|null }[]} Every part of the scale stack with its live PID or null.
 */
export function scaleServiceStates() {
	return SCALE_SERVICES.map( ( { name } ) => ( {
		name,
		pid: runningPid( name, SCALE_RUN_DIR ),
	} ) );
}

/** @return {boolean} Whether any part of the scale stack runs. */
export const scaleStackRunning = () =>
	scaleServiceStates().some( ( { pid } ) => pid !== null );

/**
 * Stops the cron loop, Varnish, both nodes, Redis and MariaDB, in that order.
 *
 * @param {{ quiet?: boolean }} [options]
 * @return {Promise<string[]>} The services that were running.
 */
export async function stopScaleStack( { quiet = false } = {} ) {
	const stopped = [];
	for ( const { name } of [ ...SCALE_SERVICES ].reverse() ) {
		if ( await stopService( name, SCALE_RUN_DIR ) ) {
			stopped.push( name );
		}
	}
	if ( ! quiet ) {
		console.log(
			stopped.length
				? `Stopped the scale stack: ${ stopped.join( ', ' ) }.`
				: 'The scale stack was not running.'
		);
	}
	return stopped;
}

/**
 * @return {import('../stack-facts.mjs').StackFacts|null} The scale stack's stack.json (with its `scale` part), null
 *         before its first start.
 */
export function scaleInfo() {
	try {
		return JSON.parse(
			fs.readFileSync(
				path.join( SCALE_STACK_DIR, 'stack.json' ),
				'utf8'
			)
		);
	} catch {
		return null;
	}
}
