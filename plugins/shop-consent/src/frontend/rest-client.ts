/**
 * Shop Consent's REST endpoints, through the runtime's REST client. Every endpoint is public: no nonce, since the
 * page may come from a full-page cache.
 */

/**
 * External dependencies
 */
import {
	getJson,
	postForm,
	sendBeacon,
	withQuery,
} from '@shop-bundle/storefront-runtime/rest-client';

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
	return postForm( fetcher, url, { categories: categories.join( ',' ) } );
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
	env: Pick< ControllerEnv, 'sendBeacon' | 'fetch' >,
	settings: Pick< PublicSettings, 'rest' | 'textVersion' >,
	record: ConsentRecord,
	region: string,
	source: DecisionSource
): void {
	if ( settings.rest.log ) {
		const entry: LogEntry = {
			...record,
			textVersion: settings.textVersion,
			region,
			source,
		};
		sendBeacon( env, settings.rest.log, { ...entry } );
	}
}
