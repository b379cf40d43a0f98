/**
 * Tells WooCommerce's blocks that the cart changed: the mini-cart loads its scripts on `wc-blocks_adding_to_cart`,
 * and on `wc-blocks_added_to_cart` (WooCommerce's own add-to-cart buttons send both, on `document.body`) it reads
 * the cart again, so its count shows the item quick view added.
 *
 * @param doc The document.
 */
export function announceAddedToCart( doc: Document ): void {
	for ( const type of [
		'wc-blocks_adding_to_cart',
		'wc-blocks_added_to_cart',
	] ) {
		doc.body.dispatchEvent(
			new CustomEvent( type, {
				bubbles: true,
				cancelable: true,
				detail: { preserveCartData: false },
			} )
		);
	}
}
