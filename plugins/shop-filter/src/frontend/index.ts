/**
 * Storefront core of Shop Filter: loaded on product archives, without React.
 * The filter feature adds its wiring here; for now the core only reports that it ran.
 */

/**
 * Internal dependencies
 */
import { markReady } from './mark-ready';

markReady( document.documentElement );
