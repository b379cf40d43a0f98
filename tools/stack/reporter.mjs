/**
 * Progress output: one line per step with its duration, so slow steps are visible in every start.
 */

export class Reporter {
	/**
	 * @param {{ quiet?: boolean }} [options] quiet: only `info` lines are printed.
	 */
	constructor( { quiet = false } = {} ) {
		this.quiet = quiet;
	}

	// Arrow functions: both are handed around as plain callbacks.

	/** @param {string} message Always printed, even when quiet. */
	info = ( message ) => console.log( message );

	/** @param {string} message Printed unless quiet. */
	note = ( message ) => {
		if ( ! this.quiet ) {
			console.log( message );
		}
	};

	/**
	 * Runs a piece of work, then notes its label and how long it took.
	 *
	 * @template T
	 * @param {string}               label Shown once the work is done.
	 * @param {() => Promise<T> | T} work
	 * @return {Promise<T>} What the work returned.
	 */
	async step( label, work ) {
		const started = performance.now();
		const result = await work();
		this.note(
			`  ✓ ${ label } (${ formatSeconds( performance.now() - started ) })`
		);
		return result;
	}
}

/**
 * @param {{ quiet?: boolean }} [options] quiet: only `info` lines are printed.
 * @return {Reporter} Printing functions bound to the quiet setting.
 */
export function createReporter( options ) {
	return new Reporter( options );
}

/**
 * @param {number} milliseconds
 * @return {string} e.g. "1.4 s"
 */
export function formatSeconds( milliseconds ) {
	return `${ ( milliseconds / 1000 ).toFixed( 1 ) } s`;
}
