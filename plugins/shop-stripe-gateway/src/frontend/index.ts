/**
 * Storefront core of Shop Stripe Gateway: loaded on the classic checkout and add-payment-method pages when the
 * card gateway is enabled, without React. The payment feature adds the payment form here; for now the core only
 * reports that it ran. The block checkout uses src/checkout instead.
 */

/**
 * Internal dependencies
 */
import { markReady } from './mark-ready';

markReady( document.documentElement );
