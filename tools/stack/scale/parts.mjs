/**
 * The scale stack's shared parts taken away and brought back on their own, for fault tests: Redis (the object
 * cache), MariaDB, Varnish (the page cache, emptied by a restart) and the cron loop. The web nodes have their own
 * control (web-node.mjs).
 */

/**
 * Internal dependencies
 */
import { SCALE } from '../config.mjs';
import { startMariaDb } from '../mariadb.mjs';
import { runningPid, stopService } from '../processes.mjs';
import { StackError } from '../stack-error.mjs';
import { scaleInfo } from './control.mjs';
import { startCronLoop } from './cron.mjs';
import { CRON, REDIS, SCALE_RUN_DIR, VARNISH } from './layout.mjs';
import { startRedis } from './redis.mjs';
import { startVarnish } from './varnish.mjs';

/** @type {Record<string, { service: string, start: () => Promise<unknown> }>} */
const PARTS = {
	redis: { service: REDIS.service, start: startRedis },
	// Its paths come from config.mjs, which picks the scale stack's only with SHOP_SCALE=1.
	mariadb: { service: 'mariadb', start: startMariaDb },
	varnish: { service: VARNISH.service, start: startVarnish },
	cron: {
		service: CRON.service,
		// At the interval the stack was started with.
		start: async () =>
			startCronLoop(
				scaleInfo()?.scale?.cron.intervalSeconds ?? CRON.intervalSeconds
			),
	},
};

/** The parts' names. */
export const PART_NAMES = Object.freeze( Object.keys( PARTS ) );

/**
 * @param {string} name redis, mariadb, varnish or cron.
 * @return {Promise<boolean>} Whether it was running; resolves once it has exited.
 */
export function stopPart( name ) {
	return stopService( partByName( name ).service, SCALE_RUN_DIR );
}

/**
 * @param {string} name redis, mariadb, varnish or cron.
 * @return {boolean} Whether it runs.
 */
export const partRunning = ( name ) =>
	runningPid( partByName( name ).service, SCALE_RUN_DIR ) !== null;

/**
 * Starts a part unless it runs, and waits until it answers.
 *
 * @param {string} name redis, mariadb, varnish or cron.
 * @return {Promise<void>}
 */
export async function startPart( name ) {
	if ( partRunning( name ) ) {
		return;
	}
	if ( name === 'mariadb' && ! SCALE ) {
		throw new StackError(
			'MariaDB of the scale stack starts in a process with SHOP_SCALE=1 (npm run scale-part -- start mariadb)'
		);
	}
	await partByName( name ).start();
}

/**
 * @param {string} name
 * @return {{ service: string, start: () => Promise<unknown> }} The part.
 */
function partByName( name ) {
	if ( ! ( name in PARTS ) ) {
		throw new StackError(
			`there is no part "${ name }": the parts are ${ PART_NAMES.join( ', ' ) } (the nodes: npm run scale-node)`
		);
	}
	return PARTS[ name ];
}
