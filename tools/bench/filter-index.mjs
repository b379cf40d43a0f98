/**
 * The index rebuild as an admin starts it: `POST shop-filter/v1/index`, the background queue run by
 * php/filter-run-queue.php (what a shop's traffic would do), progress polled from `GET shop-filter/v1/index`
 * (`{state, done, total, version}`) until every product is done.
 */

/**
 * External dependencies
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RUNNER = path.join(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'php',
	'filter-run-queue.php'
);
const ROUTE = '/wp-json/shop-filter/v1/index';
const LIMIT_S = 900;

/**
 * @param {typeof import('../stack/index.mjs')} stack
 * @return {Promise<{ cookie: string, nonce: string }>} An admin's REST credentials.
 */
export async function adminCredentials( stack ) {
	const cookie = await stack.logIn();
	const response = await fetch(
		`${ stack.SITE_URL }/wp-admin/admin-ajax.php?action=rest-nonce`,
		{ headers: { Cookie: cookie } }
	);
	return { cookie, nonce: ( await response.text() ).trim() };
}

/**
 * @param {typeof import('../stack/index.mjs')} stack
 * @param {Record<string, string>}              headers
 * @param {string}                              runner
 * @return {Promise<number>} Seconds waited (0 when no rebuild was running, or the route is missing).
 */
async function waitUntilIdle( stack, headers, runner ) {
	const running = async () => {
		const response = await fetch( stack.SITE_URL + ROUTE, { headers } );
		return response.ok && ( await response.json() ).state === 'running';
	};
	if ( ! ( await running() ) ) {
		return 0;
	}
	const started = Date.now();
	while ( ( await running() ) && Date.now() - started < LIMIT_S * 1000 ) {
		await stack.runPhp(
			runner,
			{},
			{ args: [ '10' ], allowFailure: true }
		);
	}
	return ( Date.now() - started ) / 1000;
}

/**
 * @param {string}                 url
 * @param {Record<string, string>} headers
 * @return {Promise<{ post: Response, started: number }>} The POST's answer and when it was sent.
 */
async function startRebuild( url, headers ) {
	const started = Date.now();
	const post = await fetch( url, { method: 'POST', headers } );
	return { post, started };
}

/**
 * @param {typeof import('../stack/index.mjs')} stack
 * @param {{ cookie: string, nonce: string }}   admin
 * @param {(line: string) => void}              log
 * @return {Promise<{ available: boolean, seconds?: number, total?: number, state?: string, note?: string }>} The rebuild.
 */
export async function rebuildIndex( stack, admin, log ) {
	const headers = { Cookie: admin.cookie, 'X-WP-Nonce': admin.nonce };
	// A rebuild still running (one the site started on its own, or one caught mid-way in a dump) would race ours.
	const before = await waitUntilIdle( stack, headers, RUNNER );
	if ( before ) {
		log(
			`  a rebuild was running; waited ${ before.toFixed( 1 ) } s for it to finish`
		);
	}
	const { post, started } = await startRebuild(
		stack.SITE_URL + ROUTE,
		headers
	);
	if ( post.status === 404 ) {
		return { available: false, note: 'no index route yet (404)' };
	}
	if ( ! post.ok ) {
		return {
			available: false,
			note: `POST answered ${ post.status }: ${ ( await post.text() ).slice( 0, 200 ) }`,
		};
	}
	const runner = stack.runPhp(
		RUNNER,
		{},
		{ args: [ String( LIMIT_S ) ], allowFailure: true }
	);
	let status = null;
	let finished = false;
	runner.finally( () => ( finished = true ) );
	while ( Date.now() - started < LIMIT_S * 1000 ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
		const response = await fetch( stack.SITE_URL + ROUTE, { headers } );
		status = response.ok ? await response.json() : null;
		if (
			status &&
			status.total > 0 &&
			status.done >= status.total &&
			! /queued|running|building|pending/i.test( String( status.state ) )
		) {
			break;
		}
		if (
			finished &&
			status &&
			! /queued|running|building|pending/i.test( String( status.state ) )
		) {
			break;
		}
	}
	const seconds = ( Date.now() - started ) / 1000;
	const ran = await runner;
	log(
		`  index: ${ JSON.stringify( status ) } after ${ seconds.toFixed( 1 ) } s; runner: ${ ran.stdout.trim() }`
	);
	return {
		available: true,
		seconds,
		total: status?.total,
		state: status?.state,
	};
}
