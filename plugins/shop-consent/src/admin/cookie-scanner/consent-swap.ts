/**
 * External dependencies
 */
import {
	deleteCookie,
	readCookie,
	writeCookie,
} from '@shop-bundle/storefront-runtime/cookie-jar';

/**
 * Internal dependencies
 */
import {
	COOKIE_NAME,
	newConsentId,
	writeConsentCookie,
} from '../../frontend/consent-cookie';

/** Lifetime of the "everything allowed" record while a scan runs: an interrupted scan does not leave it for long. */
export const SCAN_CONSENT_MINUTES = 10;

/**
 * Lets the scanned pages run with every category allowed, in the admin's own browser: the admin's consent cookie
 * is replaced by an "accept all" record of the current consent version (short-lived), and put back afterwards.
 * Pages, and what PHP prints, stay exactly what every visitor gets; nothing is logged, since no decision is made.
 *
 * @param doc          The admin page (same origin as the site, cookie path `/`).
 * @param version      The consent version in force.
 * @param lifetimeDays Lifetime given back to the admin's own record.
 * @return Restores the admin's record (or removes the scan's when there was none).
 */
export function allowEverything(
	doc: Document,
	version: number,
	lifetimeDays: number
): () => void {
	const previous = readCookie( doc, COOKIE_NAME );
	writeConsentCookie(
		doc,
		{
			strict: 1,
			thirdparty: 1,
			advanced: 1,
			version,
			id: newConsentId( doc.defaultView?.crypto ?? crypto ),
		},
		SCAN_CONSENT_MINUTES / 1440
	);
	return () => {
		if ( previous === null ) {
			deleteCookie( doc, COOKIE_NAME );
		} else {
			writeCookie( doc, COOKIE_NAME, previous, {
				maxAge: lifetimeDays * 86400,
			} );
		}
	};
}
