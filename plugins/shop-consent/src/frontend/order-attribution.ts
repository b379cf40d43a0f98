/**
 * Keeps WooCommerce's order attribution in step with consent. WooCommerce prints `wc_order_attribution.params`
 * inline, then PHP's inline script (OrderAttributionConsent) sets `params.allowTracking` from the consent cookie,
 * then WooCommerce's `order-attribution.js` adds `setOrderTracking()` and applies `allowTracking` at once. So at boot
 * WooCommerce already has the stored decision, and this only acts on a real change: calling `setOrderTracking( false )`
 * and then `( true )` would delete the `sbjs_*` cookies and start a new visit from an internal referrer, "(direct)".
 *
 * The call goes out in a task of its own. `setOrderTracking()` reaches into `wc.wcBlocksData` (the checkout block's
 * store); WooCommerce's dependency detection (WP_DEBUG, cart and checkout pages) blames whatever
 * `document.currentScript` is, and during our script's own run (a decision taken while the core starts, such as a
 * reject link followed from elsewhere) that is `shop-consent-frontend`, which neither touches nor needs that store.
 * In a later task `currentScript` is null and the detection finds WooCommerce's own script in the stack.
 *
 * @param win The window.
 * @return Sends one decision (whether the attribution category is allowed).
 */
export function createAttributionSync( win: Window ) {
	let wanted: boolean | null = null;
	const apply = () => {
		const tracking = win.wc_order_attribution;
		const allowed = wanted;
		wanted = null;
		if (
			allowed === null ||
			! tracking?.params ||
			tracking.params.allowTracking === allowed
		) {
			return;
		}
		if ( typeof tracking.setOrderTracking === 'function' ) {
			tracking.setOrderTracking( allowed );
		} else {
			// WooCommerce's script has not run yet (deferred or delayed): it starts from this value.
			tracking.params.allowTracking = allowed;
		}
	};
	return ( allowed: boolean ): void => {
		// Without WooCommerce's inline params there is no attribution script on the page.
		if ( ! win.wc_order_attribution?.params ) {
			return;
		}
		if ( wanted === null ) {
			win.setTimeout( apply, 0 );
		}
		wanted = allowed; // The last decision of this task is the one applied.
	};
}
