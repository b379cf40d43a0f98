/**
 * Storefront core of Shop Social Icons: loaded on every storefront page, without React.
 * The icon, overlay and pop-up features add their wiring here; for now the core only reports that it ran.
 */

/**
 * Internal dependencies
 */
import { markReady } from './mark-ready';

markReady( document.documentElement );
