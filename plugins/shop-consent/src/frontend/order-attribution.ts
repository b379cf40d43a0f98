/**
 * Internal dependencies
 */
import type { WcOrderAttribution } from './types';

/** How often, and how many times, to look for WooCommerce's script when it is not there yet. */
export const ATTRIBUTION_POLL_MS = 250;
export const ATTRIBUTION_POLL_TRIES = 40;

/**
 * Keeps WooCommerce's order attribution in step with consent. WooCommerce prints `wc_order_attribution` (params)
 * inline and its `order-attribution.js` adds `setOrderTracking()`, then calls it with the server's
 * `allowTracking`, which a cached page may have got wrong. So the last decision is sent on every change and, when
 * the function is not there yet (a deferred or delayed script), replayed as soon as it appears: consent given on
 * the landing page still records that page's source.
 *
 * @param win The window.
 * @return Sends one decision (whether the attribution category is allowed).
 */
export function createAttributionSync( win: Window ) {
	let last = false;
	let tries = 0;
	let polling = false;
	const send = (): boolean => {
		const tracking: WcOrderAttribution | undefined =
			win.wc_order_attribution;
		if ( typeof tracking?.setOrderTracking !== 'function' ) {
			return false;
		}
		tracking.setOrderTracking( last );
		return true;
	};
	const poll = () => {
		polling = ! send() && ++tries < ATTRIBUTION_POLL_TRIES;
		if ( polling ) {
			win.setTimeout( poll, ATTRIBUTION_POLL_MS );
		}
	};
	return ( allowed: boolean ): void => {
		last = allowed;
		// Without WooCommerce's inline params there is no attribution script to wait for.
		if ( ! send() && ! polling && win.wc_order_attribution ) {
			polling = true;
			tries = 0;
			win.setTimeout( poll, ATTRIBUTION_POLL_MS );
		}
	};
}
