/**
 * External dependencies
 */
import type { Transport } from '@shop-bundle/storefront-runtime/rest-client';

/**
 * What the controller needs from the browser beyond the window, kept apart so tests can watch it
 * (jsdom cannot navigate): the network (`fetch`, `sendBeacon`), reload and navigation.
 */
export interface ControllerEnv extends Transport {
	win: Window;
	reload: () => void;
	navigate: ( url: string ) => void;
}

/**
 * The real browser.
 *
 * @param win Window.
 */
export const browserEnv = ( win: Window ): ControllerEnv => ( {
	win,
	fetch: ( ...args ) => win.fetch( ...args ),
	reload: () => win.location.reload(),
	navigate: ( url ) => win.location.assign( url ),
	sendBeacon: ( url, body ) => win.navigator.sendBeacon( url, body ),
} );
