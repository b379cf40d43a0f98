/**
 * Varnish, the full-page cache in front of both nodes, configured from deploy/varnish/shop.vcl.
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
import { run } from '../run-command.mjs';
import { writeRendered } from '../template.mjs';
import { DEPLOY_DIR, NODES, SCALE_RUN_DIR, VARNISH } from './layout.mjs';
import { nodeHealthFromStats } from './node-health.mjs';

const isRoot = process.getuid?.() === 0;

/**
 * Starts varnishd in the foreground of its own session and waits until it accepts connections.
 *
 * @return {Promise<number>} PID.
 */
export async function startVarnish() {
	writeRendered(
		path.join( DEPLOY_DIR, 'varnish', 'shop.vcl' ),
		{
			NODE_A_HOST: '127.0.0.1',
			NODE_A_PORT: NODES.a.port,
			NODE_B_HOST: '127.0.0.1',
			NODE_B_PORT: NODES.b.port,
			DEFAULT_TTL: VARNISH.defaultTtl,
		},
		VARNISH.vcl
	);
	fs.mkdirSync( VARNISH.workDir, { recursive: true } );
	const pid = startService(
		VARNISH.service,
		'varnishd',
		[
			'-F',
			'-a',
			`127.0.0.1:${ VARNISH.port }`,
			'-f',
			VARNISH.vcl,
			'-n',
			VARNISH.workDir,
			'-s',
			VARNISH.storage,
			// No management port: bans come over HTTP, and varnishstat reads the working folder.
			'-T',
			'none',
			// As root, Varnish would hand its files to the `varnish` user, who cannot reach a folder under /root.
			...( isRoot ? [ '-j', 'none' ] : [] ),
		],
		VARNISH.log,
		SCALE_RUN_DIR
	);
	await waitUntil(
		() => answers( { host: '127.0.0.1', port: VARNISH.port } ),
		{
			what: 'Varnish',
			logFile: VARNISH.log,
			gone: () => ! isAlive( pid ),
		}
	);
	return pid;
}

/**
 * @return {Promise<Record<string, boolean>|null>} Varnish's own view of each node (node-health.mjs): id → healthy,
 *         or null when Varnish does not answer.
 */
export async function nodeHealth() {
	const { code, stdout } = await run(
		'varnishstat',
		[ '-n', VARNISH.workDir, '-1', '-f', 'VBE.*.happy' ],
		{ allowFailure: true }
	);
	return code === 0 ? nodeHealthFromStats( stdout ) : null;
}
