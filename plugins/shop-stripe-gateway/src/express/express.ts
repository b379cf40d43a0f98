/**
 * Express checkout on the classic product page, cart and checkout (entry `express`, build/express.js). The
 * server's small loader adds this script, and Stripe.js, only when a `.shop-stripe-express` container nears the
 * viewport. No React.
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

domReady( document, () => {
	document
		.querySelectorAll< HTMLElement >( '.shop-stripe-express[data-config]' )
		.forEach( ( container ) =>
			startExpress( window, container ).catch( ( error ) => {
				warn( 'Express checkout did not start.', error );
				container.hidden = true;
			} )
		);
} );
