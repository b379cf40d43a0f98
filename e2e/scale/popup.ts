/**
 * Shop Social Icons' popup for the tests of one describe block (or file): switched on before them through
 * `/wp/v2/settings`, as the settings screen saves it, and put back after.
 */

/**
 * Internal dependencies
 */
import { test } from '../support/test';

const OPTION = 'shop_social_icons_popup';

/**
 * @param changes Fields of the popup's settings, merged over the stored ones.
 */
export function withPopup( changes: Record< string, unknown > ): void {
	let stored: Record< string, unknown > = {};
	test.beforeAll( async ( { requestUtils } ) => {
		stored = (
			await requestUtils.rest<
				Record< string, Record< string, unknown > >
			>( {
				path: '/wp/v2/settings',
			} )
		)[ OPTION ];
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { [ OPTION ]: { ...stored, ...changes } },
		} );
	} );
	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { [ OPTION ]: stored },
		} );
	} );
}
