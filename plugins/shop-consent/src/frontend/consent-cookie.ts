/**
 * External dependencies
 */
import {
	readCookie,
	writeCookie,
} from '@shop-bundle/storefront-runtime/cookie-jar';

/**
 * Internal dependencies
 */
import type { ConsentRecord } from './types';

/** Name of the first-party cookie holding the consent record. */
export const COOKIE_NAME = 'shop_consent';

const FLAGS = [ 'strict', 'thirdparty', 'advanced' ] as const;

/**
 * Decodes the value of the `shop_consent` cookie: URI-encoded JSON
 * `{"strict":1,"thirdparty":0,"advanced":0,"version":1,"id":"<hex>"}` (PHP's `$_COOKIE` is already URL-decoded, so
 * the server side only needs `json_decode()`). Anything else, including a strict flag of 0 with another category
 * allowed, is malformed.
 *
 * @param value Raw cookie value.
 * @return The record, or null when the value is missing or malformed; never throws.
 */
export function parseConsentCookie(
	value: string | undefined
): ConsentRecord | null {
	let data: unknown;
	try {
		data = JSON.parse( decodeURIComponent( value ?? '' ) );
	} catch {
		return null;
	}
	if ( typeof data !== 'object' || data === null ) {
		return null;
	}
	const record = data as Record< string, unknown >;
	const { version, id } = record;
	const flagsValid = FLAGS.every(
		( flag ) => record[ flag ] === 0 || record[ flag ] === 1
	);
	if (
		! flagsValid ||
		! Number.isInteger( version ) ||
		( version as number ) < 0 ||
		typeof id !== 'string' ||
		! /^[0-9a-f]{8,64}$/.test( id ) ||
		( record.strict === 0 && ( record.thirdparty || record.advanced ) )
	) {
		return null;
	}
	return {
		strict: record.strict as 0 | 1,
		thirdparty: record.thirdparty as 0 | 1,
		advanced: record.advanced as 0 | 1,
		version: version as number,
		id,
	};
}

/**
 * The consent record of the page's `shop_consent` cookie.
 *
 * @param doc The page.
 */
export const readConsentCookie = ( doc: Document ): ConsentRecord | null =>
	parseConsentCookie( readCookie( doc, COOKIE_NAME ) ?? undefined );

/**
 * The cookie value of a record: URI-encoded JSON of its five fields.
 *
 * @param record The record.
 */
export function consentCookieValue( record: ConsentRecord ): string {
	const { strict, thirdparty, advanced, version, id } = record;
	return encodeURIComponent(
		JSON.stringify( { strict, thirdparty, advanced, version, id } )
	);
}

/**
 * Stores a record: path `/`, `SameSite=Lax`, `Secure` on https (the cookie jar's defaults).
 *
 * @param doc          The page.
 * @param record       The record.
 * @param lifetimeDays Lifetime in days.
 */
export function writeConsentCookie(
	doc: Document,
	record: ConsentRecord,
	lifetimeDays: number
): void {
	writeCookie( doc, COOKIE_NAME, consentCookieValue( record ), {
		maxAge: lifetimeDays * 86400,
	} );
}

/**
 * A new random consent id: 32 hex digits from `crypto.getRandomValues`.
 *
 * @param crypto The Web Crypto object.
 */
export function newConsentId( crypto: Pick< Crypto, 'getRandomValues' > ) {
	return Array.from(
		crypto.getRandomValues( new Uint8Array( 16 ) ),
		( byte ) => byte.toString( 16 ).padStart( 2, '0' )
	).join( '' );
}
