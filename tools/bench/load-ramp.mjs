/**
 * "At the highest rate the machine holds": the connections of the long run are chosen by a short ramp (pure rules,
 * unit-tested; load.mjs runs the steps). Connections double from 1 while each step is held (load-summary.mjs
 * `held()`: no wrong answer, no timeout, p95 of all requests within the limit) and the throughput still grows: the
 * ramp ends after two steps in a row that added less than `minGain` over the best step before them (one such step
 * may be noise on a shared machine; past the second, more visitors at once only wait in the web server's queue).
 * The long run takes the fewest connections whose throughput is within `tolerance` of the best held step: the
 * machine's rate, with the shortest queue.
 */

/**
 * @typedef {{connections: number, perSecond: number, held: boolean}} RampStep
 */

/**
 * The next step's connections, or null when the ramp is over.
 *
 * @param {RampStep[]}                     steps   So far, in order.
 * @param {{max: number, minGain: number}} options
 * @return {number | null} Connections.
 */
export function nextConnections( steps, { max, minGain } ) {
	if ( ! steps.length ) {
		return 1;
	}
	const last = steps[ steps.length - 1 ];
	if ( ! last.held || last.connections * 2 > max ) {
		return null;
	}
	/**
	 * Whether a step added less than the minimum gain over the best step before it.
	 *
	 * @param {number} at The step's index.
	 */
	const flat = ( at ) =>
		at > 0 &&
		steps[ at ].perSecond <
			Math.max(
				...steps.slice( 0, at ).map( ( step ) => step.perSecond )
			) *
				( 1 + minGain );
	if ( flat( steps.length - 1 ) && flat( steps.length - 2 ) ) {
		return null;
	}
	return last.connections * 2;
}

/**
 * The connections of the long run.
 *
 * @param {RampStep[]}          steps
 * @param {{tolerance: number}} options
 * @return {{connections: number, reason: string}} The choice and why.
 */
export function chooseConnections( steps, { tolerance } ) {
	const heldSteps = steps.filter( ( step ) => step.held );
	if ( ! heldSteps.length ) {
		return {
			connections: 1,
			reason: 'no step was held (wrong answers, timeouts or p95 over the limit), so 1 connection',
		};
	}
	const best = heldSteps.reduce( ( a, b ) =>
		b.perSecond > a.perSecond ? b : a
	);
	const chosen = heldSteps
		.filter(
			( step ) => step.perSecond >= best.perSecond * ( 1 - tolerance )
		)
		.reduce( ( a, b ) => ( b.connections < a.connections ? b : a ) );
	return {
		connections: chosen.connections,
		reason: `best held step ${ best.connections } connections at ${ best.perSecond.toFixed(
			1
		) } req/s; ${ chosen.connections } connections reach ${ chosen.perSecond.toFixed(
			1
		) } req/s (within ${ Math.round( tolerance * 100 ) } %)`,
	};
}
