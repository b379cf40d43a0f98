/**
 * Counts of every suite, summed into the one closing line CI reads:
 * `N passed, N failed, N skipped`.
 */

/**
 * `failures` names each failed test, so the end of a long log (often all a CI system keeps) says what failed.
 *
 * @typedef {{passed: number, failed: number, skipped: number, failures?: string[]}} Counts
 */

/** Each failed test's line at the end of a run starts with this. */
export const FAILURE_PREFIX = 'FAILED: ';

/** @return {Counts} All zero. */
export function emptyCounts() {
	return { passed: 0, failed: 0, skipped: 0, failures: [] };
}

/**
 * @param {Counts} total
 * @param {Counts} more
 * @return {Counts} The sum.
 */
export function add( total, more ) {
	return {
		passed: total.passed + more.passed,
		failed: total.failed + more.failed,
		skipped: total.skipped + more.skipped,
		failures: [ ...( total.failures ?? [] ), ...( more.failures ?? [] ) ],
	};
}

/**
 * @param {Counts} counts
 * @param {string} where  Prefix for each name (a suite or a platform).
 * @return {string[]} One line per failed test.
 */
export function failureLines( counts, where ) {
	return ( counts.failures ?? [] ).map(
		( name ) => `${ FAILURE_PREFIX }${ where } › ${ name }`
	);
}

/**
 * @param {Counts} counts
 * @return {string} The summary line.
 */
export function summaryLine( { passed, failed, skipped } ) {
	return `${ passed } passed, ${ failed } failed, ${ skipped } skipped`;
}
