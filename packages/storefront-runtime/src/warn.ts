/** Prefix of every message the runtime logs, so a shop owner can tell where it comes from. */
export const LOG_PREFIX = 'Shop bundle:';

/**
 * Logs a failure that the page survives. Storefront scripts never log errors: the e2e suites and shop owners read
 * an error as a broken page, while a tracker blocked by an ad blocker is routine.
 *
 * @param message What failed.
 * @param detail  The error or the value involved, when there is one.
 */
export function warn( message: string, detail?: unknown ): void {
	if ( detail === undefined ) {
		// eslint-disable-next-line no-console -- storefront failures are only logged.
		console.warn( `${ LOG_PREFIX } ${ message }` );
	} else {
		// eslint-disable-next-line no-console -- storefront failures are only logged.
		console.warn( `${ LOG_PREFIX } ${ message }`, detail );
	}
}
