/**
 * Storefront core of Shop Theme, without React: registered, and enqueued by the theme behaviours where they render
 * (none yet, so no page loads it).
 * The theme behaviours (menus, side bar, back-to-top button, comment form keys) add their wiring here;
 * for now the core only reports that it ran.
 */

/**
 * Internal dependencies
 */
import { markReady } from './mark-ready';

markReady( document.documentElement );
