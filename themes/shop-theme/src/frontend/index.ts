/**
 * Storefront core of Shop Theme: loaded on every page, without React.
 * The theme behaviours (menus, side bar, back-to-top button, comment form keys) add their wiring here;
 * for now the core only reports that it ran.
 */

/**
 * Internal dependencies
 */
import { markReady } from './mark-ready';

markReady( document.documentElement );
