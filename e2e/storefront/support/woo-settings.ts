/**
 * WooCommerce settings as the storefront specs change them: through WooCommerce's settings API
 * (`wc/v3/settings/<group>/<id>`) as the admin, each checked as stored, and put back after.
 */

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { requireWooCommerce, test } from '../../support/test';

/** New values by `group/id`, e.g. `{ 'products/woocommerce_cart_redirect_after_add': 'yes' }`. */
export type WooSettings = Record< `${ string }/${ string }`, string >;

/** WooCommerce's "Redirect to the cart page after successful addition", turned on. */
export const REDIRECT_TO_CART: WooSettings = {
	'products/woocommerce_cart_redirect_after_add': 'yes',
};

/**
 * Sets the settings one by one and gives the function that puts back what was set, the last first, even when a
 * later one failed.
 *
 * @param requestUtils The admin's request utils.
 * @param settings     New values by `group/id`.
 */
export async function changeSettings(
	requestUtils: RequestUtils,
	settings: WooSettings
): Promise< () => Promise< void > > {
	const path = ( key: string ) => `/wc/v3/settings/${ key }`;
	const put = ( key: string, value: string ) =>
		requestUtils.rest< { value: string } >( {
			method: 'PUT',
			path: path( key ),
			data: { value },
		} );
	const previous: [ string, string ][] = [];
	const restore = async () => {
		for ( const [ key, value ] of previous.splice( 0 ) ) {
			await put( key, value );
		}
	};
	try {
		for ( const [ key, value ] of Object.entries( settings ) ) {
			const before = await requestUtils.rest< { value: string } >( {
				path: path( key ),
			} );
			previous.unshift( [ key, String( before.value ) ] );
			const saved = await put( key, value );
			if ( String( saved.value ) !== value ) {
				throw new Error(
					`${ key } is ${ saved.value }, not ${ value }`
				);
			}
		}
	} catch ( error ) {
		await restore();
		throw error;
	}
	return restore;
}

/**
 * Runs `body` with the settings changed, and puts them back however it ends.
 *
 * @param requestUtils The admin's request utils.
 * @param settings     New values by `group/id`.
 * @param body         What runs with them.
 */
export async function withSettings(
	requestUtils: RequestUtils,
	settings: WooSettings,
	body: () => Promise< void >
): Promise< void > {
	const restore = await changeSettings( requestUtils, settings );
	try {
		await body();
	} finally {
		await restore();
	}
}

/**
 * Points WooCommerce's cart and checkout at the seeded shortcode pages /classic-cart/ and /classic-checkout/
 * (WooCommerce 11 makes the block pages its cart and checkout).
 *
 * @param requestUtils The admin's request utils.
 * @return The function that points them back.
 */
export async function useClassicCartAndCheckout( requestUtils: RequestUtils ) {
	const pages = await requestUtils.rest< { id: number; slug: string }[] >( {
		path: '/wp/v2/pages',
		params: { slug: 'classic-cart,classic-checkout' },
	} );
	const id = ( slug: string ) =>
		String( pages.find( ( page ) => page.slug === slug )?.id );
	return changeSettings( requestUtils, {
		'advanced/woocommerce_cart_page_id': id( 'classic-cart' ),
		'advanced/woocommerce_checkout_page_id': id( 'classic-checkout' ),
	} );
}

/**
 * The classic cart and checkout for every test of the calling file, the block pages back after them.
 */
export function useClassicPagesForThisFile(): void {
	let restore = async () => {};
	test.beforeAll( async ( { requestUtils } ) => {
		requireWooCommerce();
		restore = await useClassicCartAndCheckout( requestUtils );
	} );
	test.afterAll( () => restore() );
}
