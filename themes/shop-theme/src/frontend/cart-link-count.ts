/**
 * On the cart and the checkout the header's cart icon is a link whose badge PHP prints with the number of items
 * (`ShopTheme\Shop\HeaderCartLink`); WooCommerce's block cart changes the cart without a page load, so the badge
 * follows the cart's data store (`wc/store/cart`, loaded on those pages by the blocks themselves) while it changes.
 */

/** The part of `wp.data` used here. */
export interface CartData {
	select: (
		store: string
	) => { getCartData?: () => { itemsCount?: number } } | undefined;
	subscribe: ( listener: () => void, store?: string ) => () => void;
}

const BADGE = '.shop-theme-cart-link .wc-block-mini-cart__badge';

/**
 * @param doc  The document.
 * @param data `wp.data`, when the page has it.
 * @return Stops following (nothing to stop on a page without the badge or the store).
 */
export function keepCartLinkCount(
	doc: Document,
	data: CartData | undefined
): () => void {
	const badge = doc.querySelector< HTMLElement >( BADGE );
	const cart = data?.select( 'wc/store/cart' );
	if ( ! badge || ! data || ! cart?.getCartData ) {
		return () => {};
	}
	const itemsCount = () => cart.getCartData?.().itemsCount;
	// What the store says now may be its empty start, before the blocks have read the cart: the printed count
	// stands until the store's count changes.
	let seen = itemsCount();
	return data.subscribe( () => {
		const count = itemsCount();
		if ( typeof count !== 'number' || count === seen ) {
			return;
		}
		seen = count;
		badge.dataset.shopCartCount = String( count );
		badge.textContent = count > 0 ? String( count ) : '';
	}, 'wc/store/cart' );
}
