/**
 * Storefront core of Shop Theme, without React: registered, and enqueued by the theme behaviours where they render.
 * The theme behaviours (menus, side bar, back-to-top button, comment form keys) add their wiring here.
 */

/**
 * External dependencies
 */
import { domReady } from '@shop-bundle/storefront-runtime/dom-ready';

/**
 * Internal dependencies
 */
import { markReady } from './mark-ready';
import { wireQuickView } from './quick-view';
import { shopSettings } from './shop-settings';
import { wireWishlist } from './wishlist';

domReady( document, () => {
	// Quick view and wishlist: PHP prints their settings on pages that show their buttons or the wishlist list.
	const shop = shopSettings( window );
	if ( shop?.quickView.markup ) {
		wireQuickView( document, shop );
	}
	if ( shop?.wishlistUrl ) {
		wireWishlist( document, shop );
	}
} );

markReady( document.documentElement );
