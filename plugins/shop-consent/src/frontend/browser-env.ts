/**
 * What the controller needs from the browser beyond the window, kept apart so tests can watch it
 * (jsdom cannot navigate).
 */
export interface ControllerEnv {
	win: Window;
	fetch: typeof fetch;
	reload: () => void;
	navigate: ( url: string ) => void;
	sendBeacon: ( url: string, body: URLSearchParams ) => boolean;
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
