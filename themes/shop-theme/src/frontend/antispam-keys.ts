/**
 * Anti-spam keys in the browser: kept in localStorage with their expiry (spec, checkout-and-payments "Cached
 * entries": a value and an expiry time) and fetched again from the theme's endpoint when the expiry is past
 * ("Anti-spam keys: refetched when the stored expiry is in the past"). Kept small: the whole script has a
 * budget of 0.6 kB gzipped.
 */

/** One hidden field to fill: the endpoint answers a list of name/value pairs. */
export interface KeyField {
	name: string;
	value: string;
}

/** What localStorage holds. */
interface StoredKeys {
	value: KeyField[];
	expiry: number;
}

/** localStorage entry. */
export const STORAGE_KEY = 'shop-theme-antispam';

/**
 * A key is dropped this long before the server would refuse it, so a form sent just before the expiry still
 * passes. The expiry is counted on the browser's clock from the lifetime the server gives (`expires_in`), so a
 * wrong clock does not matter.
 */
export const EXPIRY_MARGIN_MS = 60_000;

/**
 * The fields of a stored entry that has not expired, else null (nothing stored, expired, unreadable, or storage
 * blocked by the browser: reading `localStorage` then throws).
 */
export function storedKeys(): KeyField[] | null {
	try {
		const stored = JSON.parse(
			localStorage.getItem( STORAGE_KEY ) as string
		) as StoredKeys;
		return stored.expiry > Date.now() ? stored.value : null;
	} catch {
		return null;
	}
}

/**
 * Forgets the stored keys: a form is being sent with them, and the server takes a key for one comment only.
 */
export function spendKeys(): void {
	try {
		localStorage.removeItem( STORAGE_KEY );
	} catch {
		// Blocked storage held nothing.
	}
}

/**
 * The keys: the stored ones while they last, else new ones from the endpoint, stored with their expiry.
 *
 * @param url The endpoint (from the field's data attribute).
 * @return Rejects when the endpoint fails (a 429 when one address asks too often).
 */
export async function getKeys( url: string ): Promise< KeyField[] > {
	const stored = storedKeys();
	if ( stored ) {
		return stored;
	}
	const response = await fetch( url, { method: 'POST' } );
	const answer = ( await response.json() ) as {
		data: KeyField[];
		expires_in?: number;
	};
	if ( ! response.ok ) {
		// The REST error (code and message) is what gets logged.
		throw answer;
	}
	const entry: StoredKeys = {
		value: answer.data,
		expiry:
			Date.now() +
			( answer.expires_in as number ) * 1000 -
			EXPIRY_MARGIN_MS,
	};
	try {
		localStorage.setItem( STORAGE_KEY, JSON.stringify( entry ) );
	} catch {
		// Full or blocked storage: the keys still fill this page.
	}
	return entry.value;
}
