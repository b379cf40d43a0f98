/**
 * The little of jQuery the classic pages need, typed here: WooCommerce fires `checkout_place_order_<gateway>` with
 * triggerHandler() and `updated_checkout` with trigger(), which only jQuery handlers receive, and its blockUI plugin
 * draws the busy overlay. jQuery is on these pages already (WooCommerce's checkout scripts need it); it is never
 * bundled.
 */

/** A jQuery collection, as far as this core uses one. */
export interface Collection {
	on: ( events: string, handler: () => unknown ) => Collection;
	trigger: ( event: string, data?: unknown[] ) => Collection;
	block?: ( options: object ) => Collection;
	unblock?: () => Collection;
	animate: ( properties: object, duration: number ) => Collection;
}

/** `jQuery( target )`. */
export type JQuery = ( target: Element | Document | string ) => Collection;

/**
 * The page's jQuery, if any.
 *
 * @param win The window.
 */
export const jQueryOf = ( win: Window ): JQuery | undefined =>
	( win as Window & { jQuery?: JQuery } ).jQuery;
