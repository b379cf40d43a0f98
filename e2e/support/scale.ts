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
	execFileSync( process.execPath, [ CLI, 'node', 'stop', id ], {
		stdio: 'pipe',
	} );
}

/**
 * Brings a web node back and waits until it answers; the page cache's probes put it back in rotation about two
 * seconds later.
 * @param id
 */
export function startNode( id: NodeId ): void {
	execFileSync( process.execPath, [ CLI, 'node', 'start', id ], {
		stdio: 'pipe',
	} );
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
