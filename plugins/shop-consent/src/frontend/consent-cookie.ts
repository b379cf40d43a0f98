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
 * The raw value of one cookie in a `document.cookie` string.
 *
 * @param cookies Value of `document.cookie`.
 * @param name    Cookie name.
 * @return The value, or undefined when there is no such cookie.
 */
export function readCookie(
	cookies: string,
	name: string
): string | undefined {
	for ( const pair of cookies.split( ';' ) ) {
		const at = pair.indexOf( '=' );
		if ( pair.slice( 0, at ).trim() === name ) {
			return pair.slice( at + 1 ).trim();
		}
	}
	return undefined;
}

/**
 * Finds the consent record in a `document.cookie` string.
 *
 * @param cookies Value of `document.cookie`.
 */
export function readConsentCookie( cookies: string ): ConsentRecord | null {
	return parseConsentCookie( readCookie( cookies, COOKIE_NAME ) );
}

/**
 * The attributes of our cookies: path `/`, `SameSite=Lax`, `Secure` on https; without a lifetime, a session cookie.
 *
 * @param secure        Whether the page is served over https.
 * @param maxAgeSeconds Lifetime, if any.
 */
export function cookieAttributes(
	secure: boolean,
	maxAgeSeconds?: number
): string {
	return `path=/${
		maxAgeSeconds === undefined ? '' : `; max-age=${ maxAgeSeconds }`
	}; SameSite=Lax${ secure ? '; Secure' : '' }`;
}

/**
 * Builds the `document.cookie` assignment that stores a record.
 *
 * @param record       The record.
 * @param lifetimeDays Lifetime in days.
 * @param secure       Whether the page is served over https.
 */
export function serializeConsentCookie(
	record: ConsentRecord,
	lifetimeDays: number,
	secure: boolean
): string {
	const { strict, thirdparty, advanced, version, id } = record;
	const value = encodeURIComponent(
		JSON.stringify( { strict, thirdparty, advanced, version, id } )
	);
	return `${ COOKIE_NAME }=${ value }; ${ cookieAttributes(
		secure,
		Math.round( lifetimeDays * 86400 )
	) }`;
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
