/**
 * Sends the computed appearance to the shop (spec 7, call 8: `wc_stripe_save_appearance`), which keeps it for the
 * theme and checkout kind (ShopStripeGateway\Appearance\SavedAppearance), so later page views skip the computing.
 * Only the shop's manager's browser sends it (./theme-appearance.ts); the shop refuses anyone else's.
 */

/**
 * External dependencies
 */
import { postForm } from '@shop-bundle/storefront-runtime/rest-client';
import type { Appearance } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import { ajaxUrl, type ClientSettings } from './client-settings';

/** ShopStripeGateway\Endpoints\SaveAppearance::action(). */
export const SAVE_APPEARANCE = 'wc_stripe_save_appearance';

/**
 * POSTs appearance (JSON), is_block_checkout, theme_name and the nonce. A failure changes nothing for the shopper
 * (the element already has the appearance), so it is not reported.
 *
 * @param settings   The client settings.
 * @param appearance The computed appearance.
 * @param block      Whether the page is the block checkout.
 */
export async function saveAppearance(
	settings: Pick< ClientSettings, 'ajax_url' | 'theme_name' | 'nonces' >,
	appearance: Appearance,
	block: boolean
): Promise< void > {
	try {
		await postForm( fetch, ajaxUrl( settings, SAVE_APPEARANCE ), {
			appearance: JSON.stringify( appearance ),
			is_block_checkout: block ? 'yes' : 'no',
			theme_name: settings.theme_name,
			nonce: settings.nonces.saveAppearance,
		} );
	} catch {
		// Computed again on the next page view.
	}
}
