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

export const stackDir = path.resolve(
	__dirname,
	'../..',
	process.env.SHOP_STACK_DIR ?? '.stack'
);

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

/**
 * Makes php-fpm replace its workers (a graceful reload), for tests that swap files
 * under WordPress: a worker's realpath and opcode caches would otherwise keep serving
 * the old paths for minutes.
 * @param baseURL
 */
export async function reloadPhpWorkers( baseURL: string ): Promise< void > {
	const pid = Number(
		fs.readFileSync( path.join( stackDir, 'run/php-fpm.pid' ), 'utf8' )
	);
	process.kill( pid, 'SIGUSR2' );
	for ( let attempt = 0; attempt < 50; attempt++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
		const answered = await fetch( baseURL ).then(
			( response ) => response.status < 500,
			() => false
		);
		if ( answered ) {
			return;
		}
	}
	throw new Error( 'php-fpm did not come back after a reload' );
}
