/**
 * The scale stack from a spec: its parts as its start recorded them, and its web nodes taken away and brought back.
 * `npm test -- scale` runs the specs of e2e/scale/ against it (SHOP_SCALE=1, the site URL is the page cache's).
 */

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { readStackFacts, type NodeId, type ScaleFacts } from './stack';
import { runWordPressPhp } from './wordpress-php';

const CLI = path.resolve( __dirname, '../../tools/cli.mjs' );

/**
 * `node tools/cli.mjs <args>`: node and part control work on the scale stack from any process.
 * @param args
 */
const scaleCommand = ( ...args: string[] ) =>
	execFileSync( process.execPath, [ CLI, ...args ], { stdio: 'pipe' } );

/**
 * @return The scale stack's facts; throws on the single stack.
 */
export function scaleFacts(): ScaleFacts {
	const { scale } = readStackFacts();
	if ( ! scale ) {
		throw new Error(
			'These specs run on the scale stack: npm test -- scale (or SHOP_SCALE=1 with its state folder).'
		);
	}
	return scale;
}

/**
 * Takes a web node away (its nginx, then its php-fpm master), as `npm run scale-node -- stop a` does.
 * @param id
 */
export function stopNode( id: NodeId ): void {
	scaleCommand( 'node', 'stop', id );
}

/**
 * Brings a web node back and waits until it answers; the page cache's probes put it back in rotation about two
 * seconds later.
 * @param id
 */
export function startNode( id: NodeId ): void {
	scaleCommand( 'node', 'start', id );
}

/** The scale stack's shared parts that a fault test may take away. */
export type PartName = 'redis' | 'mariadb' | 'varnish' | 'cron';

/**
 * Takes a shared part away (`npm run scale-part -- stop redis`): Redis, MariaDB, Varnish or the cron loop.
 * @param name
 */
export function stopPart( name: PartName ): void {
	scaleCommand( 'part', 'stop', name );
}

/**
 * Brings a shared part back and waits until it answers (a restarted Redis or Varnish starts empty).
 * @param name
 */
export function startPart( name: PartName ): void {
	scaleCommand( 'part', 'start', name );
}

/**
 * Runs a PHP script with WordPress loaded in one node's copy of the code.
 * @param id     The node.
 * @param script Absolute path of the script.
 * @param args   Its arguments.
 * @return What it printed.
 */
export function runOnNode(
	id: NodeId,
	script: string,
	args: string[] = []
): string {
	return runWordPressPhp( script, args, scaleFacts().nodes[ id ].docroot );
}
