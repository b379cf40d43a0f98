/**
 * The early-clicks script of WooCommerce 10 (ShopTheme\Shop\EarlyClicks prints it there instead of
 * early-clicks-main.ts): its replayed clicks wait for the cart's loads in flight, see cart-loads.ts.
 */

/**
 * Internal dependencies
 */
import { watchCartLoads } from './cart-loads';
import { holdEarlyClicks } from './early-clicks';

holdEarlyClicks( document, window, watchCartLoads );
