/**
 * Network calls of a storefront core, through `fetch` and `navigator.sendBeacon` (a core stays without
 * `@wordpress/api-fetch`). Storefront pages may come from a full-page cache: no nonce is sent, so the endpoints
 * called from here are public ones.
 */

/** Form fields: values are sent as strings. */
export type FormFields = URLSearchParams | Record< string, string | number >;

/** The browser's two ways of sending, passed in so tests can watch them. */
export interface Transport {
	fetch: typeof fetch;
	sendBeacon: ( url: string, body: URLSearchParams ) => boolean;
}

/**
 * Adds query parameters to an endpoint URL that may already carry some (`?rest_route=` with plain permalinks).
 *
 * @param url    Endpoint.
 * @param params Parameters to set.
 * @param base   Base for relative URLs (the page's address).
 */
export function withQuery(
	url: string,
	params: Record< string, string >,
	base: string
): string {
	const full = new URL( url, base );
	for ( const [ key, value ] of Object.entries( params ) ) {
		full.searchParams.set( key, value );
	}
	return full.toString();
}

/**
 * Form fields as a body (a beacon cannot send JSON without a CORS preflight). `URLSearchParams` turns numbers
 * into strings itself and copies another `URLSearchParams`.
 *
 * @param fields The fields.
 */
export const formBody = ( fields: FormFields ): URLSearchParams =>
	new URLSearchParams( fields as Record< string, string > );

/**
 * GET JSON, with the page's cookies (same origin).
 *
 * @param fetcher `fetch`.
 * @param url     Endpoint.
 * @return The parsed answer; rejects on a network error or an HTTP error status.
 */
export async function getJson(
	fetcher: typeof fetch,
	url: string
): Promise< unknown > {
	const response = await fetcher( url, {
		headers: { Accept: 'application/json' },
		credentials: 'same-origin',
	} );
	if ( ! response.ok ) {
		throw new Error( `HTTP ${ response.status } from ${ url }` );
	}
	return response.json();
}

/**
 * POST a form with `keepalive`, so that it finishes across a reload or a navigation that follows.
 *
 * @param fetcher     `fetch`.
 * @param url         Endpoint.
 * @param fields      The form.
 * @param credentials `same-origin` (default) sends the page's cookies; `omit` sends none.
 */
export function postForm(
	fetcher: typeof fetch,
	url: string,
	fields: FormFields,
	credentials: RequestCredentials = 'same-origin'
): Promise< Response > {
	return fetcher( url, {
		method: 'POST',
		body: formBody( fields ),
		credentials,
		keepalive: true,
	} );
}

/**
 * Sends a form that needs no answer: `navigator.sendBeacon`, or, when the browser refuses to queue it, a
 * `keepalive` POST without cookies (a beacon's failure is never reported).
 *
 * @param transport `fetch` and `sendBeacon`.
 * @param url       Endpoint.
 * @param fields    The form.
 */
export function sendBeacon(
	transport: Transport,
	url: string,
	fields: FormFields
): void {
	const body = formBody( fields );
	if ( ! transport.sendBeacon( url, body ) ) {
		postForm( transport.fetch, url, body, 'omit' ).catch( () => {} );
	}
}
