/**
 * Printed inline in the head of a page with a product grid by ShopTheme\Shop\EarlyClicks: see early-clicks.ts.
 */

/**
 * Internal dependencies
 */
import { holdEarlyClicks } from './early-clicks';

holdEarlyClicks( document, window );
