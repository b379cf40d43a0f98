/**
 * Express checkout on the classic product page, cart and checkout (entry `express`, build/express.js). The
 * server's small loader adds this script, and Stripe.js, only when a `.shop-stripe-express` container nears the
 * viewport. WooCommerce draws the cart's totals again after each change, the container with them, so a container
 * that appears later is started too. No React.
 */

/**
 * External dependencies
 */
import { domReady } from '@shop-bundle/storefront-runtime/dom-ready';
import { warn } from '@shop-bundle/storefront-runtime/warn';

/**
 * Internal dependencies
 */
import { startExpress } from './start-express';

/** Set on a container once started. */
const STARTED = 'data-shop-stripe-express-started';

/**
 * Starts the containers not started yet.
 *
 * @param win The window.
 */
export function startContainers( win: Window ): void {
	win.document
		.querySelectorAll< HTMLElement >(
			`.shop-stripe-express[data-config]:not([${ STARTED }])`
		)
		.forEach( ( container ) => {
			container.setAttribute( STARTED, '' );
			startExpress( win, container ).catch( ( error ) => {
				warn( 'Express checkout did not start.', error );
				container.hidden = true;
			} );
		} );
}

domReady( document, () => {
	startContainers( window );
	new MutationObserver( () => startContainers( window ) ).observe(
		document.body,
		{ childList: true, subtree: true }
	);
} );
