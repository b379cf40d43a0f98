/**
 * Storefront core of Shop Consent: loaded on every storefront page, without React.
 * The consent banner feature adds its wiring here; for now the core only reports that it ran.
 */

/**
 * Internal dependencies
 */
import { markReady } from './mark-ready';

markReady( document.documentElement );
