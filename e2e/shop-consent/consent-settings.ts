/**
 * Shop Consent settings for one spec file: set before its tests through the REST
 * settings endpoint (merged over what is stored), and put back as they were after.
 */

/**
 * Internal dependencies
 */
import { test } from '../support/test';

const SETTINGS = '/wp/v2/settings';

/**
 * @param changes Part of the `shop_consent_settings` option, merged over the stored value.
 */
export function withConsentSettings( changes: Record< string, unknown > ) {
	let previous: unknown;

	test.beforeAll( async ( { requestUtils } ) => {
		const stored = ( await requestUtils.rest( { path: SETTINGS } ) ) as {
			shop_consent_settings: unknown;
		};
		previous = stored.shop_consent_settings;
		await requestUtils.rest( {
			method: 'POST',
			path: SETTINGS,
			data: { shop_consent_settings: changes },
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: SETTINGS,
			data: { shop_consent_settings: previous },
		} );
	} );
}
