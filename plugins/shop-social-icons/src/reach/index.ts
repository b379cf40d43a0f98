/**
 * Printed inline at the end of the body by ShopSocialIcons\Frontend\ReachScripts, on pages whose icons and sign-up
 * forms need no script until a visitor reaches for them (build/reach.js): see start-reach.ts.
 */

/**
 * Internal dependencies
 */
import { startReach } from './start-reach';

startReach( document, window.navigator );
