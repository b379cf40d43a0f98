/**
 * Keeps WooCommerce's order attribution in step with consent. WooCommerce prints `wc_order_attribution.params`
 * inline, then PHP's inline script (OrderAttributionConsent) sets `params.allowTracking` from the consent cookie,
 * then WooCommerce's `order-attribution.js` adds `setOrderTracking()` and applies `allowTracking` at once. So at boot
 * WooCommerce already has the stored decision, and this only acts on a real change: calling `setOrderTracking( false )`
 * and then `( true )` would delete the `sbjs_*` cookies and start a new visit from an internal referrer, "(direct)".
 *
 * @param win The window.
 * @return Sends one decision (whether the attribution category is allowed).
 */
export function createAttributionSync( win: Window ) {
	return ( allowed: boolean ): void => {
		const tracking = win.wc_order_attribution;
		// Without WooCommerce's inline params there is no attribution script on the page.
		if ( ! tracking?.params || tracking.params.allowTracking === allowed ) {
			return;
		}
		if ( typeof tracking.setOrderTracking === 'function' ) {
			tracking.setOrderTracking( allowed );
		} else {
			// WooCommerce's script has not run yet (deferred or delayed): it starts from this value.
			tracking.params.allowTracking = allowed;
		}
	};
}
