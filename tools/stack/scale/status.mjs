/**
 * `npm run status -- --scale` (and `npm run status` while the scale stack runs): every part, its state and what
 * answers where.
 */

/**
 * Internal dependencies
 */
import { versionLine } from '../stack-facts.mjs';
import { cronState } from './cron.mjs';
import { scaleInfo, scaleServiceStates } from './control.mjs';
import { CRON, FRONT_URL, NODES, REDIS, VARNISH } from './layout.mjs';
import { nodeHealth } from './varnish.mjs';

/**
 * @return {Promise<boolean>} Whether every part runs and the site answers through the cache.
 */
export async function printScaleStatus() {
	const states = scaleServiceStates();
	const facts = scaleInfo();
	const pidOf = ( /** @type {string} */ name ) =>
		states.find( ( state ) => state.name === name )?.pid ?? null;
	const health = pidOf( VARNISH.service ) ? await nodeHealth() : null;
	const front = await probe( `${ FRONT_URL }/`, 'x-cache' );
	/** @type {Record<string, string>} */
	const details = {
		[ REDIS.service ]: `${ REDIS.host }:${ REDIS.port }`,
		[ VARNISH.service ]: `${ FRONT_URL }/ ${ front.text }`,
		[ CRON.service ]: cronLine(
			facts?.scale?.cron.intervalSeconds ?? CRON.intervalSeconds
		),
	};
	for ( const node of Object.values( NODES ) ) {
		const ping = await probe( `${ node.url }/shop-ping`, 'x-shop-node' );
		const seen = health
			? `; the cache sees it ${ health[ node.id ] ? 'healthy' : 'sick' }`
			: '';
		details[ node.nginx ] = `${ node.url }/ ${ ping.text }${ seen }`;
	}
	console.log( `scale stack (SHOP_SCALE=1 or --scale)` );
	for ( const { name, pid } of states ) {
		console.log(
			`  ${ name.padEnd( 15 ) } ${ ( pid ? `running (pid ${ pid })` : 'stopped' ).padEnd( 22 ) } ${ details[ name ] ?? '' }`.trimEnd()
		);
	}
	console.log(
		facts
			? `  ${ versionLine( facts ) }`
			: '  not installed yet: run `npm start -- --scale`'
	);
	if ( facts ) {
		console.log(
			`  admin           ${ FRONT_URL }/wp-admin/ as ${ facts.admin.user } / ${ facts.admin.password }`
		);
	}
	return (
		states.every( ( { pid } ) => pid ) &&
		front.status !== null &&
		front.status < 500
	);
}

/**
 * @param {string} url
 * @param {string} header A response header worth showing.
 * @return {Promise<{ status: number|null, text: string }>} The HTTP status and a line about the answer.
 */
async function probe( url, header ) {
	try {
		const response = await fetch( url, {
			redirect: 'manual',
			signal: AbortSignal.timeout( 10000 ),
		} );
		await response.arrayBuffer();
		const value = response.headers.get( header );
		return {
			status: response.status,
			text: `answers HTTP ${ response.status }${ value ? ` (${ header }: ${ value })` : '' }`,
		};
	} catch {
		return { status: null, text: 'does not answer' };
	}
}

/**
 * @param {number} seconds The loop's interval, as its start recorded it.
 * @return {string} The cron loop's interval and last run.
 */
function cronLine( seconds ) {
	const { lastRun } = cronState();
	const every = `every ${ seconds } s on node ${ CRON.node }`;
	if ( ! lastRun ) {
		return `${ every }; no run finished yet`;
	}
	const ago = Math.round(
		( Date.now() - Date.parse( lastRun.finished ) ) / 1000
	);
	return `${ every }; run ${ lastRun.runs } finished ${ ago } s ago, exit ${ lastRun.code }`;
}
