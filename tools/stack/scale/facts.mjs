/**
 * The scale stack's part of stack.json (`scale`): where every part answers, for people, specs and benchmarks.
 */

/**
 * Internal dependencies
 */
import { DB_PORT, LOG_FILES, MYSQL_SOCKET } from '../config.mjs';
import { run } from '../run-command.mjs';
import {
	CRON,
	FRONT_URL,
	NODES,
	REDIS,
	SCALE_LOG_FILES,
	UPLOADS_DIR,
	VARNISH,
} from './layout.mjs';

/**
 * @typedef {Object} ScaleNodeFacts
 * @property {string} url          The node's nginx, e.g. http://127.0.0.1:8894 (a request straight to it bypasses the cache).
 * @property {number} port         Its nginx port.
 * @property {string} docroot      Its own copy of the code (PHP scripts for that node run there).
 * @property {string} phpFpmSocket Its php-fpm pool.
 */

/**
 * @typedef {Object} ScaleFacts
 * @property {{ url: string, port: number, cache: string, purgeUrl: string, workDir: string }} front      The page cache shoppers reach (the site URL); `varnishstat -n <workDir>` reads its counters.
 * @property {Record<'a'|'b', ScaleNodeFacts>}                                                 nodes      The web nodes.
 * @property {{ host: string, port: number, version: string }}                                 redis      The object cache.
 * @property {{ socket: string, port: number }}                                                database   MariaDB (one for both nodes).
 * @property {string}                                                                          uploads    The folder both nodes' uploads link to.
 * @property {{ node: string, intervalSeconds: number, log: string, lastRun: string }}         cron       The cron loop.
 * @property {{ version: string|null, dir: string }}                                           redisCache The Redis Object Cache plugin.
 * @property {Record<string, string>}                                                          logs       Every log file.
 */

/**
 * @param {{ version: string|null, dir: string }} redisCache
 * @return {Promise<ScaleFacts>} The facts.
 */
export async function scaleFacts( redisCache ) {
	return {
		front: {
			url: FRONT_URL,
			port: VARNISH.port,
			cache: `Varnish ${ await versionOf( 'varnishd', [ '-V' ], /varnish-(\S+)/ ) }`,
			purgeUrl: `${ FRONT_URL }/`,
			workDir: VARNISH.workDir,
		},
		nodes: {
			a: nodeFacts( NODES.a ),
			b: nodeFacts( NODES.b ),
		},
		redis: {
			host: REDIS.host,
			port: REDIS.port,
			version: await versionOf(
				'redis-server',
				[ '--version' ],
				/v=(\S+)/
			),
		},
		database: { socket: MYSQL_SOCKET, port: DB_PORT },
		uploads: UPLOADS_DIR,
		cron: {
			node: CRON.node,
			intervalSeconds: CRON.intervalSeconds,
			log: CRON.log,
			lastRun: CRON.lastRun,
		},
		redisCache,
		logs: { ...LOG_FILES, ...SCALE_LOG_FILES },
	};
}

/**
 * @param {import('./layout.mjs').WebNode} node
 * @return {ScaleNodeFacts} What a spec needs of it.
 */
function nodeFacts( node ) {
	return {
		url: node.url,
		port: node.port,
		docroot: node.docroot,
		phpFpmSocket: node.phpFpmSocket,
	};
}

/**
 * @param {string}   program
 * @param {string[]} args
 * @param {RegExp}   pattern Its first group is the version.
 * @return {Promise<string>} The version the program prints, or "unknown".
 */
async function versionOf( program, args, pattern ) {
	const { stdout, stderr } = await run( program, args, {
		allowFailure: true,
	} );
	return `${ stdout }${ stderr }`.match( pattern )?.[ 1 ] ?? 'unknown';
}
