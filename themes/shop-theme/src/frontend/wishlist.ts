/**
 * Wishlist buttons (`[data-shop-wishlist]`, on cards, product pages and the wishlist page): applies the shopper's
 * list to them and toggles it on a click. The list's ids are published in `<html data-shop-wishlist-items>`.
 */

/**
 * External dependencies
 */
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import type { ShopSettings } from './settings';
import { createWishlist, type Wishlist } from './wishlist-store';

/**
 * Shows a button's state: pressed, label and tooltip.
 *
 * @param button   The button.
 * @param wished   Whether its product is in the list.
 * @param settings Labels.
 */
function show( button: HTMLElement, wished: boolean, settings: ShopSettings ) {
	const label = wished ? settings.labels.remove : settings.labels.add;
	button.setAttribute( 'aria-pressed', String( wished ) );
	button.textContent = label;
	// Only where PHP gave it a tooltip (the tooltips option).
	if ( button.dataset.shopTooltip !== undefined ) {
		button.dataset.shopTooltip = label;
	}
}

/**
 * Wires the buttons and the list of the page.
 *
 * @param doc      The document.
 * @param settings The core's settings.
 */
export function wireWishlist( doc: Document, settings: ShopSettings ): void {
	const wishlist: Wishlist = createWishlist(
		localStorage,
		settings.nonce
			? {
					url: settings.wishlistUrl,
					nonce: settings.nonce,
				}
			: null
	);
	const failed = ( error: Error ) =>
		warn( settings.labels.failed, error.message );
	const refresh = () => {
		doc.querySelectorAll< HTMLElement >( '[data-shop-wishlist]' ).forEach(
			( button ) =>
				show(
					button,
					wishlist.has( Number( button.dataset.shopWishlist ) ),
					settings
				)
		);
		// The wishlist page's script (only there) draws the list when this changes.
		doc.documentElement.dataset.shopWishlistItems = wishlist.items().join();
	};
	doc.addEventListener( 'click', ( event ) => {
		const button = ( event.target as Element ).closest< HTMLElement >(
			'[data-shop-wishlist]'
		);
		if ( button ) {
			wishlist
				.toggle( Number( button.dataset.shopWishlist ) )
				.then( refresh, failed );
		}
	} );
	wishlist.load().then( refresh, failed );
}
