/**
 * Whether this browser's visitor stores the shop's Payment Element appearance for every shopper: only a user with
 * `manage_woocommerce` may (ShopStripeGateway\Endpoints\SaveAppearance answers anyone else 403). The page's HTML is
 * the same for every visitor, so the server says it with a cookie instead (ShopStripeGateway\Appearance\OwnerCookie);
 * the cookie grants nothing, it only spares every other visitor a refused request.
 */

/**
 * External dependencies
 */
import { readCookie } from '@shop-bundle/storefront-runtime/cookie-jar';

/** ShopStripeGateway\Appearance\OwnerCookie::NAME. */
export const OWNER_COOKIE = 'shop_stripe_appearance_owner';

/**
 * Whether the page's visitor is the shop's manager, as the server's cookie says.
 *
 * @param doc The page.
 */
export function isAppearanceOwner( doc: Document ): boolean {
	return readCookie( doc, OWNER_COOKIE ) === '1';
}
