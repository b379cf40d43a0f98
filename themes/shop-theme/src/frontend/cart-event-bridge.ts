/**
 * The header's mini-cart (WooCommerce's Interactivity API block) refreshes on `wc-blocks_added_to_cart` and
 * `wc-blocks_removed_from_cart` heard on the document; its own bridge turns the classic pages' jQuery `added_to_cart`
 * and `removed_from_cart` into them. On the minimum supported pair (WordPress 6.8, WooCommerce 10.6) that bridge
 * never starts (its generator `data-wp-init` callback is not run) and the events it would send don't bubble, so a
 * product added or removed on a classic page left the mini-cart's count stale. This makes sure the document hears each
 * change once: a non-bubbling event is passed on, and a jQuery event nobody translated is translated.
 */

export const CART_EVENTS = {
	added_to_cart: 'wc-blocks_added_to_cart',
	removed_from_cart: 'wc-blocks_removed_from_cart',
} as const;

type ClassicEvent = keyof typeof CART_EVENTS;

/** The part of jQuery used here. */
export type JQueryLike = ( element: Element ) => {
	on: (
		events: string,
		handler: ( event: { type: string } ) => void
	) => void;
};

/**
 * @param doc    The document.
 * @param jQuery The page's jQuery, when it has one (the classic cart scripts need it).
 */
export function initCartEventBridge(
	doc: Document,
	jQuery: JQueryLike | undefined
): void {
	const heard = new Set< string >();
	for ( const type of Object.values( CART_EVENTS ) ) {
		// The capture phase reaches the document before the body, even for an event that doesn't bubble.
		doc.addEventListener(
			type,
			( event ) => {
				heard.add( type );
				if ( event.bubbles || event.target === doc ) {
					return;
				}
				doc.dispatchEvent(
					new CustomEvent( type, {
						detail: ( event as CustomEvent ).detail,
					} )
				);
			},
			true
		);
	}
	if ( ! jQuery || ! doc.body ) {
		return;
	}
	// Bound on the body, so it runs before WooCommerce's bridge on the document: whatever that one sends is heard
	// before the timer looks.
	jQuery( doc.body ).on(
		Object.keys( CART_EVENTS ).join( ' ' ),
		( { type } ) => {
			const native = CART_EVENTS[ type as ClassicEvent ];
			heard.delete( native );
			doc.defaultView?.setTimeout( () => {
				if ( ! heard.has( native ) ) {
					doc.dispatchEvent(
						new CustomEvent( native, { detail: {} } )
					);
				}
			}, 0 );
		}
	);
}
