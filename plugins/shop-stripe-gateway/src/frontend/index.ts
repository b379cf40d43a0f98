/**
 * Storefront core of Shop Stripe Gateway, without React: registered, to be enqueued on the classic checkout and
 * add-payment-method pages once the payment form exists (no page loads it yet). The payment feature adds the payment form here; for now the core only
 * reports that it ran. The block checkout uses src/checkout instead.
 */

/**
 * Internal dependencies
 */
import { markReady } from './mark-ready';

markReady( document.documentElement );
