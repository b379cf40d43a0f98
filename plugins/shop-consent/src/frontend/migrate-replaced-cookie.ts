/**
 * External dependencies
 */
import { readCookie } from '@shop-bundle/storefront-runtime/cookie-jar';

/**
 * Internal dependencies
 */
import type { ControllerEnv } from './browser-env';
import {
	newConsentId,
	readConsentCookie,
	writeConsentCookie,
} from './consent-cookie';
import { clearCookies } from './cookie-cleaner';
import { createAttributionSync } from './order-attribution';
import { sendLog } from './rest-client';
import type { ConsentRecord, PublicSettings } from './types';

/** The decision cookie of the replaced plugin (GDPR Cookie Compliance). */
export const REPLACED_COOKIE = 'moove_gdpr_popup';

/**
 * Reads the replaced plugin's cookie: URI-encoded JSON `{"strict":"1","thirdparty":"0","advanced":"1"}` (numbers
 * are taken too). Strict refused refuses the others, as in our record.
 *
 * @param value Raw cookie value.
 * @return The three flags, or null when the value is anything else.
 */
export function parseReplacedCookie(
	value: string
): Pick< ConsentRecord, 'strict' | 'thirdparty' | 'advanced' > | null {
	try {
		const data = JSON.parse( decodeURIComponent( value ) );
		// "1", 1 → 1; "0", 0 → 0; anything else → -1.
		const [ strict, thirdparty, advanced ] = [
			data.strict,
			data.thirdparty,
			data.advanced,
		].map( ( flag ) => [ '0', '1' ].indexOf( String( flag ) ) as 0 | 1 );
		return Math.min( strict, thirdparty, advanced ) < 0
			? null
			: {
					strict,
					thirdparty: strict && thirdparty,
					advanced: strict && advanced,
				};
	} catch {
		return null;
	}
}

/**
 * A visitor who decided under the replaced plugin is not asked again: before the core reads `shop_consent`, the
 * old cookie becomes a record of the current consent version (logged with the source `migrated`), and is deleted,
 * so this happens once. A record of ours, when there is one, wins. Runs in the browser: the page stays the same
 * for everyone.
 *
 * @param settings Public settings.
 * @param env      Browser.
 */
export function migrateReplacedCookie(
	settings: PublicSettings,
	env: ControllerEnv
): void {
	const { win } = env;
	const doc = win.document;
	const value = readCookie( doc, REPLACED_COOKIE );
	const flags =
		value !== null &&
		! readConsentCookie( doc ) &&
		parseReplacedCookie( value );
	if ( value !== null ) {
		clearCookies( doc, [ REPLACED_COOKIE ] );
	}
	if ( flags ) {
		const record = {
			...flags,
			version: settings.version,
			id: newConsentId( win.crypto ),
		};
		writeConsentCookie( doc, record, settings.cookieLifetimeDays );
		win.shopConsentStored = record;
		// PHP's inline answer saw no record of ours: WooCommerce hears of this one now.
		createAttributionSync( win )(
			record[ settings.attributionCategory ] === 1
		);
		sendLog( env, settings, record, '', 'migrated' );
	}
}
