/**
 * The scale stack's contract: every part's port, folder, socket, PID name and log, counted from SCALE_PORT and
 * SCALE_STACK_DIR (tools/stack/config.mjs), so node control and status work from any process, not only one started
 * with SHOP_SCALE=1. tools/stack/README.md ("The scale-out stack") is the specification; keep the two in step.
 */

/**
 * External dependencies
 */
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	CACHE_DIR,
	REPO_DIR,
	SCALE_PORT,
	SCALE_STACK_DIR,
} from '../config.mjs';
import { StackError } from '../stack-error.mjs';

const RUN = path.join( SCALE_STACK_DIR, 'run' );
const CONF = path.join( SCALE_STACK_DIR, 'conf' );
const LOGS = path.join( SCALE_STACK_DIR, 'logs' );

/** The files a host copies (deploy/README.md); the stack renders its configuration from them. */
export const DEPLOY_DIR = path.join( REPO_DIR, 'deploy' );

/** Where PID files live; processes.mjs is handed it so a node is stopped from any process. */
export const SCALE_RUN_DIR = RUN;

export const FRONT_URL = `http://127.0.0.1:${ SCALE_PORT }`;

/**
 * @typedef {Object} WebNode
 * @property {'a'|'b'}                           id           Its name, in the X-Shop-Node header and `npm run scale-node -- stop a`.
 * @property {number}                            port         nginx's port.
 * @property {string}                            url          http://127.0.0.1:<port>
 * @property {string}                            docroot      The node's own copy of the code.
 * @property {string}                            phpFpmSocket The pool's unix socket.
 * @property {string}                            phpFpm       Service (PID file) name of its php-fpm master.
 * @property {string}                            nginx        Service name of its nginx.
 * @property {string}                            phpFpmConf   php-fpm's file, written at every start.
 * @property {string}                            nginxConf    nginx's file, written at every start.
 * @property {{ error: string, access: string }} logs         nginx's logs (PHP's are shared: config.mjs LOG_FILES).
 */

/**
 * @param {'a'|'b'} id
 * @param {number}  offset Port offset from the front.
 * @return {WebNode} The node.
 */
function webNode( id, offset ) {
	const port = SCALE_PORT + offset;
	return Object.freeze( {
		id,
		port,
		url: `http://127.0.0.1:${ port }`,
		docroot: path.join( SCALE_STACK_DIR, `node-${ id }` ),
		phpFpmSocket: path.join( RUN, `node-${ id }-php-fpm.sock` ),
		phpFpm: `node-${ id }-php-fpm`,
		nginx: `node-${ id }-nginx`,
		phpFpmConf: path.join( CONF, `node-${ id }-php-fpm.conf` ),
		nginxConf: path.join( CONF, `node-${ id }-nginx.conf` ),
		logs: Object.freeze( {
			error: path.join( LOGS, `node-${ id }-nginx-error.log` ),
			access: path.join( LOGS, `node-${ id }-nginx-access.log` ),
		} ),
	} );
}

/** @type {Readonly<Record<'a'|'b', WebNode>>} */
export const NODES = Object.freeze( {
	a: webNode( 'a', 1 ),
	b: webNode( 'b', 2 ),
} );

export const REDIS = Object.freeze( {
	host: '127.0.0.1',
	port: SCALE_PORT + 3,
	service: 'redis',
	conf: path.join( CONF, 'redis.conf' ),
	dir: path.join( SCALE_STACK_DIR, 'redis' ),
	log: path.join( LOGS, 'redis.log' ),
	maxmemory: '128mb',
} );

export const VARNISH = Object.freeze( {
	port: SCALE_PORT,
	service: 'varnish',
	vcl: path.join( CONF, 'shop.vcl' ),
	// varnishd's working folder (its shared memory log, read by varnishstat -n).
	workDir: path.join( RUN, 'varnish' ),
	log: path.join( LOGS, 'varnish.log' ),
	storage: 'malloc,256m',
	defaultTtl: '5m',
} );

/** WP-Cron and Action Scheduler from deploy/cron/shop-cron.sh, run on node A only. */
export const CRON = Object.freeze( {
	node: /** @type {'a'} */ ( 'a' ),
	service: 'cron',
	intervalSeconds: cronInterval( process.env.SHOP_CRON_INTERVAL ),
	script: path.join( DEPLOY_DIR, 'cron', 'shop-cron.sh' ),
	log: path.join( LOGS, 'cron.log' ),
	lastRun: path.join( RUN, 'cron-last.json' ),
} );

/** PHP's logs, shared by both nodes (the same files as config.mjs LOG_FILES in a SHOP_SCALE=1 process). */
export const PHP_LOGS = Object.freeze( {
	wpDebug: path.join( LOGS, 'wp-debug.log' ),
	phpFpm: path.join( LOGS, 'php-fpm.log' ),
} );

/** Both nodes' wp-content/uploads link here, as a host mounts one NFS share on every node. */
export const UPLOADS_DIR = path.join( SCALE_STACK_DIR, 'uploads' );

/** The Redis Object Cache plugin, taken from the cache folder like WooCommerce and never committed. */
export const REDIS_CACHE_DIR = path.join( CACHE_DIR, 'redis-cache' );

/** Start order; stop walks it backwards. `marker` must appear in the process's command line (processes.mjs). */
export const SCALE_SERVICES = Object.freeze( [
	{ name: 'mariadb', marker: 'mariadbd' },
	{ name: REDIS.service, marker: 'redis-server' },
	{ name: NODES.a.phpFpm, marker: 'php-fpm' },
	{ name: NODES.a.nginx, marker: 'nginx' },
	{ name: NODES.b.phpFpm, marker: 'php-fpm' },
	{ name: NODES.b.nginx, marker: 'nginx' },
	{ name: VARNISH.service, marker: 'varnishd' },
	{ name: CRON.service, marker: 'cron-loop' },
] );

/** The scale stack's own logs, beside wp-debug.log, php-fpm.log and mariadb.log (config.mjs LOG_FILES). */
export const SCALE_LOG_FILES = Object.freeze( {
	varnish: VARNISH.log,
	redis: REDIS.log,
	cron: CRON.log,
	nodeANginxError: NODES.a.logs.error,
	nodeANginxAccess: NODES.a.logs.access,
	nodeBNginxError: NODES.b.logs.error,
	nodeBNginxAccess: NODES.b.logs.access,
} );

/**
 * @param {string|undefined} value SHOP_CRON_INTERVAL.
 * @return {number} Seconds between two cron runs, 60 by default.
 */
function cronInterval( value ) {
	const seconds = Number( value ?? 60 );
	if ( ! Number.isInteger( seconds ) || seconds < 1 ) {
		throw new StackError(
			`SHOP_CRON_INTERVAL must be a whole number of seconds, at least 1, got "${ value }"`
		);
	}
	return seconds;
}
