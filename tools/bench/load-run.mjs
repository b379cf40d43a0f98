/**
 * One bounded run of the mix with autocannon: `connections` visitors at a time for `seconds`, then a drain (no new
 * write starts; the run stops once every write in flight has its answer, at most TIMEOUT_S + 5 s later), so what the
 * shop acknowledged can be compared with what it stored. Only requests sent during the `seconds` are measured.
 */
import { createRequire } from 'node:module';

import { newRunStats } from './load-visitor.mjs';
import { REQUEST_TYPES } from './load-mix.mjs';

const require = createRequire( import.meta.url );

/** autocannon's timeout per request: an answer slower than this is counted as a timeout. */
export const TIMEOUT_S = 20;

const writes = Object.keys( REQUEST_TYPES ).filter(
	( type ) => REQUEST_TYPES[ type ].write
);

/**
 * @param {string}                                                                                         url         The site's origin.
 * @param {ReturnType<typeof import('./load-visitor.mjs').createVisitors>}                                 visitors    Request handlers.
 * @param {{current: import('./load-visitor.mjs').RunStats | null, measuring: boolean, draining: boolean}} state       Shared
 *                                                                                                                     with the handlers: the run's stats and phase.
 * @param {number}                                                                                         connections
 * @param {number}                                                                                         seconds
 * @return {Promise<{connections: number, seconds: number, stats: import('./load-visitor.mjs').RunStats, autocannon: any, drainMs: number}>} The run.
 */
export function runMix( url, visitors, state, connections, seconds ) {
	const autocannon = require( 'autocannon' );
	const stats = newRunStats();
	Object.assign( state, {
		current: stats,
		measuring: true,
		draining: false,
	} );
	const handlers = {
		setupRequest: visitors.setupRequest,
		onResponse: visitors.onResponse,
	};
	return new Promise( ( resolve, reject ) => {
		const started = performance.now();
		let drainStarted = 0;
		let measuredSeconds = seconds;
		/** @type {{drain?: NodeJS.Timeout, deadline?: NodeJS.Timeout}} */
		const timers = {};
		const instance = autocannon(
			{
				url,
				connections,
				// The hard bound; the drain normally stops the run much sooner.
				duration: seconds + TIMEOUT_S + 10,
				timeout: TIMEOUT_S,
				requests: Array.from( { length: visitors.longest }, () => ( {
					...handlers,
				} ) ),
			},
			( error, result ) => {
				clearInterval( timers.drain );
				clearTimeout( timers.deadline );
				if ( error ) {
					reject( error );
					return;
				}
				resolve( {
					connections,
					seconds: measuredSeconds,
					stats,
					autocannon: result,
					drainMs: drainStarted
						? Math.round( performance.now() - drainStarted )
						: 0,
				} );
			}
		);
		timers.deadline = setTimeout( () => {
			measuredSeconds = ( performance.now() - started ) / 1000;
			drainStarted = performance.now();
			state.measuring = false;
			state.draining = true;
			timers.drain = setInterval( () => {
				const inFlight = writes.some(
					( type ) => ( stats.inflight[ type ] ?? 0 ) > 0
				);
				if (
					! inFlight ||
					performance.now() - drainStarted > ( TIMEOUT_S + 5 ) * 1000
				) {
					clearInterval( timers.drain );
					instance.stop();
				}
			}, 50 );
		}, seconds * 1000 );
	} );
}
