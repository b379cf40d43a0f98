/**
 * Counts of every suite, summed into the one closing line CI reads:
 * `N passed, N failed, N skipped`.
 */

/** @typedef {{passed: number, failed: number, skipped: number}} Counts */

/** @return {Counts} All zero. */
export function emptyCounts() {
	return { passed: 0, failed: 0, skipped: 0 };
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
	};
}

/**
 * @param {Counts} counts
 * @return {string} The summary line.
 */
export function summaryLine( { passed, failed, skipped } ) {
	return `${ passed } passed, ${ failed } failed, ${ skipped } skipped`;
}
