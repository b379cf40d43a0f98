/**
 * Starting the cron loop (cron-loop.mjs) as one of the stack's services, on node A.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { runningPid, startService } from '../processes.mjs';
import { CRON, NODES, SCALE_RUN_DIR } from './layout.mjs';

const LOOP = path.join(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'cron-loop.mjs'
);

/**
 * @param {number} [seconds] Between two runs: SHOP_CRON_INTERVAL (60) unless given.
 * @return {number} The loop's PID; its first run starts at once.
 */
export function startCronLoop( seconds = CRON.intervalSeconds ) {
	fs.rmSync( CRON.lastRun, { force: true } );
	return startService(
		CRON.service,
		process.execPath,
		[
			LOOP,
			NODES[ CRON.node ].docroot,
			String( seconds ),
			CRON.script,
			CRON.lastRun,
		],
		CRON.log,
		SCALE_RUN_DIR
	);
}

/**
 * @return {{ pid: number|null, lastRun: { runs: number, started: string, finished: string, code: number }|null }}
 *         The loop's PID and its last run, if any.
 */
export function cronState() {
	let lastRun = null;
	try {
		lastRun = JSON.parse( fs.readFileSync( CRON.lastRun, 'utf8' ) );
	} catch {
		// No run finished yet.
	}
	return { pid: runningPid( CRON.service, SCALE_RUN_DIR ), lastRun };
}
