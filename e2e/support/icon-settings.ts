/**
 * Shop Social Icons' settings for a test: written through WordPress's settings REST route, put back afterwards.
 */

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

const ICONS = 'shop_social_icons_settings';

/**
 * Writes fields of the social icons' option and answers what puts it back.
 *
 * @param requestUtils Admin REST client.
 * @param fields       Fields to write.
 */
export async function setIconSettings(
	requestUtils: RequestUtils,
	fields: Record< string, unknown >
) {
	const before = (
		( await requestUtils.rest( { path: '/wp/v2/settings' } ) ) as Record<
			string,
			unknown
		>
	 )[ ICONS ];
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/settings',
		data: { [ ICONS ]: fields },
	} );
	return () =>
		requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { [ ICONS ]: before },
		} );
}
