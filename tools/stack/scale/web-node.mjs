/**
 * A web node: its own php-fpm master and its own nginx, configured from deploy/php-fpm/pool.conf and
 * deploy/nginx/web-node.conf. Two masters rather than two pools of one: stopping a node must take it away as a
 * failed machine would, workers and all, while the other node carries on.
 *
 * startNode() and stopNode() work from any process (they use the scale stack's own run folder), so a test or a
 * benchmark can take a node away in the middle of its run.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { SCALE_STACK_DIR } from '../config.mjs';
import { OPCACHE_INI, phpFpmBinary } from '../php-fpm.mjs';
import { systemSettingArgs } from '../php-settings.mjs';
import {
	isAlive,
	runningPid,
	startService,
	stopService,
} from '../processes.mjs';
import { answers, waitUntil } from '../readiness.mjs';
import { StackError } from '../stack-error.mjs';
import { renderTemplate } from '../template.mjs';
import {
	DEPLOY_DIR,
	FRONT_URL,
	NODES,
	PHP_LOGS,
	SCALE_RUN_DIR,
} from './layout.mjs';

const isRoot = process.getuid?.() === 0;
/** Workers per node: two nodes of four on two cores keep both busy without queueing behind slow pages. */
const WORKERS_PER_NODE = 4;

/**
 * Starts a node's php-fpm and nginx (whichever is not running) and waits until both answer.
 *
 * @param {'a'|'b'} id
 * @return {Promise<void>}
 */
export async function startNode( id ) {
	const node = nodeById( id );
	if ( ! fs.existsSync( path.join( node.docroot, 'wp-config.php' ) ) ) {
		throw new StackError(
			`node ${ id } has no code yet: start the scale stack first (npm start -- --scale)`
		);
	}
	writeNodeConfigs( node );
	if ( ! runningPid( node.phpFpm, SCALE_RUN_DIR ) ) {
		fs.rmSync( node.phpFpmSocket, { force: true } );
		const pid = startService(
			node.phpFpm,
			await phpFpmBinary(),
			[
				'--fpm-config',
				node.phpFpmConf,
				...systemSettingArgs( OPCACHE_INI ),
				'--nodaemonize',
				...( isRoot ? [ '-R' ] : [] ),
			],
			PHP_LOGS.phpFpm,
			SCALE_RUN_DIR
		);
		await waitUntil( () => answers( { path: node.phpFpmSocket } ), {
			what: `node ${ id }'s php-fpm`,
			logFile: PHP_LOGS.phpFpm,
			gone: () => ! isAlive( pid ),
		} );
	}
	if ( ! runningPid( node.nginx, SCALE_RUN_DIR ) ) {
		const pid = startService(
			node.nginx,
			'nginx',
			[
				'-e',
				node.logs.error,
				'-c',
				node.nginxConf,
				'-p',
				`${ SCALE_STACK_DIR }/`,
			],
			node.logs.error,
			SCALE_RUN_DIR
		);
		await waitUntil(
			() => answers( { host: '127.0.0.1', port: node.port } ),
			{
				what: `node ${ id }'s nginx`,
				logFile: node.logs.error,
				gone: () => ! isAlive( pid ),
			}
		);
	}
}

/**
 * Stops a node's nginx, then its php-fpm, and waits until both have exited. The page cache notices within about
 * two seconds (its health probe) and sends every shopper to the other node; a GET that meets the stopped node
 * before then is retried on the other.
 *
 * @param {'a'|'b'} id
 * @return {Promise<boolean>} Whether anything of the node was running.
 */
export async function stopNode( id ) {
	const node = nodeById( id );
	const nginx = await stopService( node.nginx, SCALE_RUN_DIR );
	const phpFpm = await stopService( node.phpFpm, SCALE_RUN_DIR );
	return nginx || phpFpm;
}

/**
 * @param {'a'|'b'} id
 * @return {{ phpFpm: number|null, nginx: number|null }} The node's live PIDs.
 */
export function nodeState( id ) {
	const node = nodeById( id );
	return {
		phpFpm: runningPid( node.phpFpm, SCALE_RUN_DIR ),
		nginx: runningPid( node.nginx, SCALE_RUN_DIR ),
	};
}

/**
 * @param {'a'|'b'} id
 * @return {boolean} Whether both its php-fpm and its nginx run.
 */
export function nodeRunning( id ) {
	const { phpFpm, nginx } = nodeState( id );
	return phpFpm !== null && nginx !== null;
}

/**
 * @param {string} id
 * @return {import('./layout.mjs').WebNode} The node.
 */
function nodeById( id ) {
	if ( id !== 'a' && id !== 'b' ) {
		throw new StackError(
			`there is no node "${ id }": the nodes are a and b`
		);
	}
	return NODES[ id ];
}

/**
 * php-fpm's and nginx's main files around the shipped pool and server block.
 *
 * @param {import('./layout.mjs').WebNode} node
 */
function writeNodeConfigs( node ) {
	const temp = path.join( SCALE_STACK_DIR, 'tmp', node.nginx );
	fs.mkdirSync( temp, { recursive: true } );
	fs.mkdirSync( path.dirname( node.phpFpmConf ), { recursive: true } );
	const user = userInfo().username;
	const pool = renderTemplate(
		path.join( DEPLOY_DIR, 'php-fpm', 'pool.conf' ),
		{
			POOL: `shop-node-${ node.id }`,
			USER: user,
			GROUP: isRoot ? 'root' : user,
			LISTEN: node.phpFpmSocket,
			MAX_CHILDREN: WORKERS_PER_NODE,
			ERROR_LOG: PHP_LOGS.wpDebug,
		}
	);
	fs.writeFileSync(
		node.phpFpmConf,
		`; Written by tools/stack/scale/web-node.mjs at every start; the pool is deploy/php-fpm/pool.conf.
[global]
pid = ${ path.join( SCALE_RUN_DIR, `${ node.phpFpm }.pid` ) }
error_log = ${ PHP_LOGS.phpFpm }
daemonize = no

${ pool }`
	);
	const server = renderTemplate(
		path.join( DEPLOY_DIR, 'nginx', 'web-node.conf' ),
		{
			LISTEN: `127.0.0.1:${ node.port }`,
			DOCROOT: node.docroot,
			PHP_FPM: `unix:${ node.phpFpmSocket }`,
			NODE_NAME: node.id,
			PUBLIC_HOST: new URL( FRONT_URL ).host,
		}
	);
	fs.writeFileSync(
		node.nginxConf,
		`# Written by tools/stack/scale/web-node.mjs at every start; the server block is deploy/nginx/web-node.conf.
daemon off;
worker_processes 1;
pid ${ path.join( SCALE_RUN_DIR, `${ node.nginx }.pid` ) };
error_log ${ node.logs.error } warn;
${
	// As on the single stack (tools/stack/nginx.mjs): files copied from a 0700 home folder stay readable.
	isRoot ? 'user root root;' : ''
}

events {
	worker_connections 512;
}

http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log ${ node.logs.access };
	sendfile on;
	client_body_temp_path ${ temp }/client-body;
	proxy_temp_path ${ temp }/proxy;
	fastcgi_temp_path ${ temp }/fastcgi;
	uwsgi_temp_path ${ temp }/uwsgi;
	scgi_temp_path ${ temp }/scgi;

${ server }
}
`
	);
}
