/**
 * What the running local stack is made of, as `tools/cli.mjs start` recorded it.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

export interface StackFacts {
	url: string;
	suite: string;
	wordpress: string;
	woocommerce: string | null;
	php: string;
}

export const stackDir =
	process.env.SHOP_STACK_DIR ?? path.resolve( __dirname, '../../.stack' );

export const logDir = path.join( stackDir, 'logs' );

export function readStackFacts(): StackFacts {
	const file = path.join( stackDir, 'stack.json' );
	if ( ! fs.existsSync( file ) ) {
		throw new Error(
			`No local stack found at ${ stackDir }: run "npm start" (or "npm test", which starts it).`
		);
	}
	return JSON.parse( fs.readFileSync( file, 'utf8' ) ) as StackFacts;
}

export const WOOCOMMERCE_MISSING =
	'WooCommerce is not in the local stack (set WOOCOMMERCE_DIR or put a build in ~/.cache/shop-bundle/woocommerce-<version>/)';
