/** Prefix of every message the runtime logs, so a shop owner can tell where it comes from. */
export const LOG_PREFIX = 'Shop bundle:';

/**
 * Logs a failure that the page survives. Storefront scripts never log errors: the e2e suites and shop owners read
 * an error as a broken page, while a tracker blocked by an ad blocker is routine. One call, the detail spread in
 * (none when there is none): every storefront core bundles this, so it stays as small as it can be.
 *
 * @param message What failed.
 * @param detail  The error or the value involved, when there is one.
 */
export function warn( message: string, ...detail: [ unknown? ] ): void {
	// eslint-disable-next-line no-console -- storefront failures are only logged.
	console.warn( `${ LOG_PREFIX } ${ message }`, ...detail );
}
