/**
 * WooCommerce options as the storefront specs change them, through WooCommerce's settings API as the admin, for a
 * test or a file, and put back after.
 */

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expect, requireWooCommerce, test } from '../../support/test';

/** A WooCommerce option of the settings API, `wc/v3/settings/<group>/<id>`. */
export interface WooOption {
	group: string;
	id: string;
	value: string;
}

/** WooCommerce's "Redirect to the cart page after successful addition", turned on. */
export const REDIRECT_TO_CART: WooOption = {
	group: 'products',
	id: 'woocommerce_cart_redirect_after_add',
	value: 'yes',
};

/**
 * Sets a WooCommerce option through the settings API and checks that it was stored.
 *
 * @param requestUtils The admin's REST helper.
 * @param option       The option and its new value.
 * @return The value it had before.
 */
export async function setWooOption(
	requestUtils: RequestUtils,
	option: WooOption
): Promise< string > {
	const { group, id, value } = option;
	const path = `/wc/v3/settings/${ group }/${ id }`;
	const before = await requestUtils.rest< { value: string } >( { path } );
	const after = await requestUtils.rest< { value: string } >( {
		method: 'PUT',
		path,
		data: { value },
	} );
	expect( String( after.value ), `${ id } stored` ).toBe( value );
	return String( before.value );
}

/**
 * Sets options one by one, noting what each had before in `previous` (the last first) as it goes, so that what was
 * set can be put back even when a later one fails.
 *
 * @param requestUtils The admin's REST helper.
 * @param options      Options and their new values.
 * @param previous     Receives the values they had.
 */
async function setWooOptions(
	requestUtils: RequestUtils,
	options: WooOption[],
	previous: WooOption[]
): Promise< void > {
	for ( const option of options ) {
		const value = await setWooOption( requestUtils, option );
		previous.unshift( { ...option, value } );
	}
}

/**
 * Puts back what setWooOptions() noted, and empties the note.
 *
 * @param requestUtils The admin's REST helper.
 * @param previous     The values to put back, the last set first.
 */
async function restoreWooOptions(
	requestUtils: RequestUtils,
	previous: WooOption[]
): Promise< void > {
	for ( const option of previous.splice( 0 ) ) {
		await setWooOption( requestUtils, option );
	}
}

/**
 * Runs `body` with the options set, and puts them back however it ends.
 *
 * @param requestUtils The admin's REST helper.
 * @param options      Options and their values while `body` runs.
 * @param body         What runs with them.
 */
export async function withWooOptions(
	requestUtils: RequestUtils,
	options: WooOption[],
	body: () => Promise< void >
): Promise< void > {
	const previous: WooOption[] = [];
	try {
		await setWooOptions( requestUtils, options, previous );
		await body();
	} finally {
		await restoreWooOptions( requestUtils, previous );
	}
}

/**
 * Makes the shortcode pages `/classic-cart/` and `/classic-checkout/` WooCommerce's cart and checkout for the tests
 * of the calling file (WooCommerce 11 makes the block pages its cart and checkout), and puts the block pages back
 * after them.
 */
export function useClassicCartPages(): void {
	const previous: WooOption[] = [];

	test.beforeAll( async ( { requestUtils } ) => {
		requireWooCommerce();
		const pages = await requestUtils.rest< { id: number; slug: string }[] >(
			{
				path: '/wp/v2/pages',
				params: { slug: 'classic-cart,classic-checkout' },
			}
		);
		const option = ( id: string, slug: string ) => ( {
			group: 'advanced',
			id,
			value: String( pages.find( ( page ) => page.slug === slug )?.id ),
		} );
		await setWooOptions(
			requestUtils,
			[
				option( 'woocommerce_cart_page_id', 'classic-cart' ),
				option( 'woocommerce_checkout_page_id', 'classic-checkout' ),
			],
			previous
		);
	} );

	test.afterAll( ( { requestUtils } ) =>
		restoreWooOptions( requestUtils, previous )
	);
}
