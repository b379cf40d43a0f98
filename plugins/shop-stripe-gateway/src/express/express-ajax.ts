/**
 * The express calls to the plugin's ajax endpoints (spec 7, "Express checkout calls"; ShopStripeGateway\Endpoints):
 * the visitor's context, read once per page (the page's HTML is cached and carries no nonce), and the address
 * normalisation, which needs WooCommerce's country tables.
 */

/**
 * External dependencies
 */
import { getJson } from '@shop-bundle/storefront-runtime/rest-client';

/**
 * Internal dependencies
 */
import { postForm } from '../frontend/ajax';
import type { ExpressContext, WooAddress } from './types';

/**
 * An endpoint's address.
 *
 * @param ajaxUrl WooCommerce's ajax endpoint with `%%endpoint%%`.
 * @param action  The action.
 */
export const endpoint = ( ajaxUrl: string, action: string ) =>
	ajaxUrl.replace( '%%endpoint%%', action );

/**
 * `GET ?wc-ajax=wc_stripe_express_context`: whether the visitor is logged in and the `expressCheckout` nonce.
 *
 * @param fetcher `fetch`.
 * @param ajaxUrl WooCommerce's ajax endpoint with `%%endpoint%%`.
 */
export async function expressContext(
	fetcher: typeof fetch,
	ajaxUrl: string
): Promise< ExpressContext > {
	const answer = ( await getJson(
		fetcher,
		endpoint( ajaxUrl, 'wc_stripe_express_context' )
	) ) as { success?: boolean; data?: Partial< ExpressContext > };
	if ( ! answer.success || typeof answer.data?.nonce !== 'string' ) {
		throw new Error( 'No express checkout context.' );
	}
	return {
		isLoggedIn: answer.data.isLoggedIn === true,
		nonce: answer.data.nonce,
	};
}

/**
 * `wc_stripe_normalize_address`: the address with WooCommerce's state code, an upper-case country and the
 * country's postcode format. Rejects when the server refuses it.
 *
 * @param ajaxUrl WooCommerce's ajax endpoint with `%%endpoint%%`.
 * @param nonce   The `expressCheckout` nonce.
 * @param address The address.
 */
export async function normalizeAddress< A extends Partial< WooAddress > >(
	ajaxUrl: string,
	nonce: string,
	address: A
): Promise< A > {
	const answer = await postForm< { shipping_address?: A } >(
		endpoint( ajaxUrl, 'wc_stripe_normalize_address' ),
		{
			security: nonce,
			data: JSON.stringify( {
				billing_address: address,
				shipping_address: address,
			} ),
		}
	);
	if ( ! answer.success || ! answer.data?.shipping_address ) {
		throw new Error(
			answer.data?.error?.message ?? 'The address was not normalised.'
		);
	}
	return { ...address, ...answer.data.shipping_address };
}
