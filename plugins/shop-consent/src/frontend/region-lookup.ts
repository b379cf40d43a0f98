/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import type { ControllerEnv } from './browser-env';
import { fetchGeo } from './rest-client';
import type { GeoResponse } from './types';

/**
 * The region's model for a visitor without a decision, from the geo endpoint. A failed lookup is logged and
 * counts as opt-in (the safe side).
 *
 * @param url `geo.url`.
 * @param env Browser.
 */
export async function lookUpRegion(
	url: string,
	env: ControllerEnv
): Promise< GeoResponse > {
	try {
		return await fetchGeo( env.fetch, url );
	} catch ( error ) {
		warn( 'consent geo lookup failed', error );
		return { model: 'optin', region: '', gpc: false };
	}
}
