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
	/** Where PHP scripts run: the docroot, or node A's copy on the scale stack. */
	docroot?: string;
	/** The scale stack's parts (tools/stack/scale/facts.mjs); see support/scale.ts. */
	scale?: ScaleFacts;
}

export type NodeId = 'a' | 'b';

export interface ScaleFacts {
	/** The page cache shoppers reach: the site's URL. */
	front: {
		url: string;
		port: number;
		cache: string;
		purgeUrl: string;
		/** Varnish's working folder: `varnishstat -n <it> -1` gives its counters (cache_hit, cache_miss, …). */
		workDir: string;
	};
	/** Each web node's nginx (a request straight to it bypasses the cache) and its own copy of the code. */
	nodes: Record<
		NodeId,
		{ url: string; port: number; docroot: string; phpFpmSocket: string }
	>;
	redis: { host: string; port: number; version: string };
	database: { socket: string; port: number };
	uploads: string;
	cron: {
		node: NodeId;
		intervalSeconds: number;
		log: string;
		lastRun: string;
	};
	redisCache: { version: string | null; dir: string };
	logs: Record< string, string >;
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
