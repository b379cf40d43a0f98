/**
 * Storefront core of Shop Social Icons, without React: registered, and enqueued by the features where they render
 * (none yet, so no page loads it).
 * The icon, overlay and pop-up features add their wiring here; for now the core only reports that it ran.
 */

/**
 * Internal dependencies
 */
import { startDialogs } from './dialogs';
import { markReady } from './mark-ready';
// The icons' stylesheet: built to build/style-frontend.css, enqueued by PHP where icons render (not with this script).
import './style.scss';

startDialogs( window );
markReady( document.documentElement );
