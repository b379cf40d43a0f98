/**
 * Internal dependencies
 */
import {
	COOKIE_NAME,
	newConsentId,
	serializeConsentCookie,
} from '../../frontend/consent-cookie';

/** Lifetime of the "everything allowed" record while a scan runs: an interrupted scan does not leave it for long. */
export const SCAN_CONSENT_MINUTES = 10;

/**
 * The raw value of the consent cookie in a `document.cookie` string, or null.
 *
 * @param cookies Value of `document.cookie`.
 */
function rawConsent( cookies: string ): string | null {
	for ( const pair of cookies.split( ';' ) ) {
		const at = pair.indexOf( '=' );
		if ( at > 0 && pair.slice( 0, at ).trim() === COOKIE_NAME ) {
			return pair.slice( at + 1 ).trim();
		}
	}
	return null;
}

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
	const secure = doc.location.protocol === 'https:';
	const previous = rawConsent( doc.cookie );
	doc.cookie = serializeConsentCookie(
		{
			strict: 1,
			thirdparty: 1,
			advanced: 1,
			version,
			id: newConsentId( doc.defaultView?.crypto ?? crypto ),
		},
		SCAN_CONSENT_MINUTES / 1440,
		secure
	);
	return () => {
		const attributes = `path=/; SameSite=Lax${ secure ? '; Secure' : '' }`;
		doc.cookie =
			previous === null
				? `${ COOKIE_NAME }=; ${ attributes }; max-age=0`
				: `${ COOKIE_NAME }=${ previous }; ${ attributes }; max-age=${ Math.round(
						lifetimeDays * 86400
					) }`;
	};
}
