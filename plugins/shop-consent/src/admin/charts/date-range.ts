/**
 * Calendar dates as YYYY-MM-DD strings, in UTC: the consent log and the statistics store UTC times and group them
 * by UTC day, so the ranges the admin picks are UTC days too.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a string is a real calendar date written YYYY-MM-DD (2024-02-30 is not).
 *
 * @param value The string.
 */
export function isIsoDate( value: string ): boolean {
	const match = ISO_DATE.exec( value );
	if ( ! match ) {
		return false;
	}
	const date = new Date( `${ value }T00:00:00Z` );
	return (
		! Number.isNaN( date.getTime() ) &&
		date.toISOString().slice( 0, 10 ) === value
	);
}

/**
 * The date a number of days after (or, negative, before) another.
 *
 * @param date YYYY-MM-DD.
 * @param days Days to add.
 */
export function addDays( date: string, days: number ): string {
	const time = new Date( `${ date }T00:00:00Z` ).getTime() + days * DAY_MS;
	return new Date( time ).toISOString().slice( 0, 10 );
}

/** Today's UTC date. */
export function todayUtc(): string {
	return new Date().toISOString().slice( 0, 10 );
}

/**
 * The last `days` days up to and including today.
 *
 * @param days Length of the range in days.
 */
export function lastDays( days: number ): { from: string; to: string } {
	const to = todayUtc();
	return { from: addDays( to, 1 - days ), to };
}
