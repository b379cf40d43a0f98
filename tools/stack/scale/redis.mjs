/**
 * Redis, the object cache both nodes share, configured from deploy/redis/redis.conf.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { isAlive, startService } from '../processes.mjs';
import { answers, waitUntil } from '../readiness.mjs';
import { writeRendered } from '../template.mjs';
import { DEPLOY_DIR, REDIS, SCALE_RUN_DIR } from './layout.mjs';

/**
 * Starts redis-server in the foreground of its own session and waits until it accepts connections. It starts
 * empty (it keeps nothing on disk), so no page is built from what an earlier run cached.
 *
 * @return {Promise<number>} PID.
 */
export async function startRedis() {
	fs.mkdirSync( REDIS.dir, { recursive: true } );
	writeRendered(
		path.join( DEPLOY_DIR, 'redis', 'redis.conf' ),
		{
			BIND: REDIS.host,
			PORT: REDIS.port,
			PIDFILE: path.join( SCALE_RUN_DIR, `${ REDIS.service }.pid` ),
			LOGFILE: REDIS.log,
			DIR: REDIS.dir,
			MAXMEMORY: REDIS.maxmemory,
		},
		REDIS.conf
	);
	const pid = startService(
		REDIS.service,
		'redis-server',
		[ REDIS.conf ],
		REDIS.log,
		SCALE_RUN_DIR
	);
	await waitUntil( () => answers( { host: REDIS.host, port: REDIS.port } ), {
		what: 'Redis',
		logFile: REDIS.log,
		gone: () => ! isAlive( pid ),
	} );
	return pid;
}
