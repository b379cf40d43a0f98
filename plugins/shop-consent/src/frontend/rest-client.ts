/**
 * Calls to the plugin's REST endpoints, through `fetch` (the core stays without `@wordpress/api-fetch`).
 * Every endpoint is public: no nonce, since the page may come from a full-page cache.
 */

/**
 * Internal dependencies
 */
import type { ControllerEnv } from './browser-env';
import type {
	Category,
	ConsentRecord,
	DecisionSource,
	GeoResponse,
	LogEntry,
	PublicSettings,
	ScriptsResponse,
} from './types';

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

async function getJson(
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
 * GET the markup of some categories: `<scripts>?categories=thirdparty,advanced`. The answer depends on the
 * categories only, so it may be cached publicly.
 *
 * @param fetcher    `fetch`.
 * @param url        `rest.scripts`.
 * @param categories Categories wanted.
 * @param base       The page's address.
 */
export async function fetchScripts(
	fetcher: typeof fetch,
	url: string,
	categories: Category[],
	base: string
): Promise< ScriptsResponse > {
	const data = await getJson(
		fetcher,
		withQuery( url, { categories: categories.join( ',' ) }, base )
	);
	return typeof data === 'object' && data !== null
		? ( data as ScriptsResponse )
		: {};
}

/**
 * GET the region model for this visitor (uncached on the server side).
 *
 * @param fetcher `fetch`.
 * @param url     `geo.url`.
 */
export async function fetchGeo(
	fetcher: typeof fetch,
	url: string
): Promise< GeoResponse > {
	const data = ( ( await getJson( fetcher, url ) ) ??
		{} ) as Partial< GeoResponse >;
	return {
		model:
			data.model === 'optout' || data.model === 'none'
				? data.model
				: 'optin',
		region: typeof data.region === 'string' ? data.region : '',
		gpc: data.gpc === true,
	};
}

/**
 * POST `categories=a,b` (form encoded) so the server expires the cookies PHP set for refused categories.
 * `keepalive` lets it finish across the reload that follows.
 *
 * @param fetcher    `fetch`.
 * @param url        `rest.clearCookies`.
 * @param categories Refused categories.
 */
export function postClearCookies(
	fetcher: typeof fetch,
	url: string,
	categories: Category[]
): Promise< unknown > {
	return fetcher( url, {
		method: 'POST',
		body: new URLSearchParams( { categories: categories.join( ',' ) } ),
		credentials: 'same-origin',
		keepalive: true,
	} );
}

/**
 * The consent-log entry as a form body (a beacon cannot send JSON without a preflight).
 *
 * @param entry The entry.
 */
export function logBody( entry: LogEntry ): URLSearchParams {
	const body = new URLSearchParams();
	for ( const [ key, value ] of Object.entries( entry ) ) {
		body.set( key, String( value ) );
	}
	return body;
}

/**
 * Sends one consent-log entry for a decision, as a beacon (it survives the reload that may follow); nothing when
 * the log endpoint is not set.
 *
 * @param env      Browser.
 * @param settings Public settings.
 * @param record   The decision as stored.
 * @param region   From the geo answer; empty without one.
 * @param source   What started it.
 */
export function sendLog(
	env: Pick< ControllerEnv, 'sendBeacon' >,
	settings: Pick< PublicSettings, 'rest' | 'textVersion' >,
	record: ConsentRecord,
	region: string,
	source: DecisionSource
): void {
	if ( settings.rest.log ) {
		env.sendBeacon(
			settings.rest.log,
			logBody( {
				...record,
				textVersion: settings.textVersion,
				region,
				source,
			} )
		);
	}
}
