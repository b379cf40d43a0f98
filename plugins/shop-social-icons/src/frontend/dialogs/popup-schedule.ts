/**
 * Internal dependencies
 */
import { isMobile } from '../../dialog/is-mobile';

/** How close to the end of the page counts as the end (spec): 100 px on phones and tablets, 3 px elsewhere. */
export const SCROLL_END_MOBILE = 100;
export const SCROLL_END_DESKTOP = 3;

/** When the popup is due. */
export interface PopupTriggers {
	/** Seconds from now; 0: no time trigger. */
	delay: number;
	/** When the visitor scrolls to the end of the page. */
	onScrollEnd: boolean;
}

/**
 * Whether the page is scrolled to its end, within the threshold.
 *
 * @param win The window.
 */
export function atScrollEnd( win: Window ): boolean {
	const threshold = isMobile( win ) ? SCROLL_END_MOBILE : SCROLL_END_DESKTOP;
	const { scrollHeight } = win.document.documentElement;
	return win.innerHeight + win.scrollY >= scrollHeight - threshold;
}

/**
 * Calls `due` once, at the first trigger that fires: the delay's end or a scroll that reaches the end of the page
 * (only a scroll: a visitor who does not scroll has not read to the end). Returns a function that cancels both.
 *
 * @param win                  The window.
 * @param triggers             The settings' triggers.
 * @param triggers.delay
 * @param triggers.onScrollEnd
 * @param due                  Shows the popup.
 */
export function schedulePopup(
	win: Window,
	{ delay, onScrollEnd }: PopupTriggers,
	due: () => void
): () => void {
	let timer: ReturnType< typeof setTimeout > | undefined;
	const onScroll = () => {
		if ( atScrollEnd( win ) ) {
			fire();
		}
	};
	const cancel = () => {
		if ( timer !== undefined ) {
			win.clearTimeout( timer );
		}
		win.removeEventListener( 'scroll', onScroll );
	};
	function fire() {
		cancel();
		due();
	}
	if ( delay > 0 ) {
		timer = win.setTimeout( fire, delay * 1000 );
	}
	if ( onScrollEnd ) {
		win.addEventListener( 'scroll', onScroll, { passive: true } );
	}
	return cancel;
}
