/**
 * Tells WooCommerce's blocks that the cart changed, so the mini-cart's count shows the item quick view added.
 * WooCommerce 11's mini-cart (Interactivity API) reads the cart again when `window` gets
 * `wc-blocks_store_sync_required` from `@wordpress/data` (the bridge in its `woocommerce` cart store); the React
 * mini-cart and WooCommerce's other listeners react to `wc-blocks_added_to_cart` on `document.body`, which
 * WooCommerce's own add-to-cart buttons send.
 *
 * @param win Window.
 */
export function announceAddedToCart( win: Window ): void {
	win.document.body.dispatchEvent(
		new CustomEvent( 'wc-blocks_added_to_cart', {
			bubbles: true,
			cancelable: true,
			detail: { preserveCartData: false },
		} )
	);
	win.dispatchEvent(
		new CustomEvent( 'wc-blocks_store_sync_required', {
			detail: { type: 'from_@wordpress/data' },
		} )
	);
}
