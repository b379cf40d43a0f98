/**
 * Internal dependencies
 */
import type { PublicSettings } from './types';

/** Auto-accept fires once the page is scrolled by more than this (spec section 9). */
export const AUTO_ACCEPT_SCROLL_PX = 200;

/**
 * Accepts all after a scroll of more than 200 px or after the configured seconds, whichever comes first,
 * once. Both are off by default.
 *
 * @param win     Window.
 * @param options The `autoAccept` setting.
 * @param accept  What to call.
 * @return Stops watching.
 */
export function watchAutoAccept(
	win: Window,
	options: PublicSettings[ 'autoAccept' ],
	accept: () => void
): () => void {
	const fire = () => {
		stop();
		accept();
	};
	const onScroll = () => {
		if ( win.scrollY > AUTO_ACCEPT_SCROLL_PX ) {
			fire();
		}
	};
	const timer =
		options.seconds > 0
			? win.setTimeout( fire, options.seconds * 1000 )
			: 0;
	if ( options.scroll ) {
		win.addEventListener( 'scroll', onScroll, { passive: true } );
	}
	function stop() {
		win.clearTimeout( timer );
		win.removeEventListener( 'scroll', onScroll );
	}
	return stop;
}
