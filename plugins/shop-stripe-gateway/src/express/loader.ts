/**
 * Printed inline after each express container by ShopStripeGateway\Express\ExpressContainer (build/express-loader.js):
 * see load-on-approach.ts.
 */

/**
 * Internal dependencies
 */
import { loadOnApproach } from './load-on-approach';

loadOnApproach( window );
