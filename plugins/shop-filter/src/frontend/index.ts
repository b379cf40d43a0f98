/**
 * Storefront core of Shop Filter, without React: registered, to be enqueued on product archives once the filter
 * renders there (no page loads it yet).
 * The filter feature adds its wiring here; for now the core only reports that it ran.
 */

/**
 * Internal dependencies
 */
import { markReady } from './mark-ready';

markReady( document.documentElement );
