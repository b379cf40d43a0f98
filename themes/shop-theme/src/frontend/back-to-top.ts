/**
 * The back-to-top button (printed by ShopTheme\Behaviours\BackToTop when the option is on): shown after 200 px of
 * scroll, it scrolls back to the top in 700 ms, at once when the visitor prefers reduced motion (spec). It steps aside
 * while another control lies under it (back-to-top-clearance.ts).
 */

/**
 * Internal dependencies
 */
import { coversControl, liftAboveNeighbours } from './back-to-top-clearance';

/** Scroll distance after which the button shows, in px. */
export const SHOW_AFTER = 200;
/** Duration of the scroll back, in ms. */
export const SCROLL_MS = 700;

/**
 * Ease in and out, so the scroll starts and ends softly.
 *
 * @param t Progress from 0 to 1.
 */
export function ease( t: number ): number {
	return t < 0.5 ? 2 * t * t : 1 - ( -2 * t + 2 ) ** 2 / 2;
}

/**
 * Scrolls the window to the top over `SCROLL_MS`, or at once.
 *
 * @param win     The window.
 * @param instant Jump instead of animating.
 */
export function scrollToTop( win: Window, instant: boolean ): void {
	const from = win.scrollY;
	if ( instant || from <= 0 ) {
		win.scrollTo( 0, 0 );
		return;
	}
	let start: number | undefined;
	const step = ( now: number ) => {
		start ??= now;
		const t = Math.min( 1, ( now - start ) / SCROLL_MS );
		win.scrollTo( 0, Math.round( from * ( 1 - ease( t ) ) ) );
		if ( t < 1 ) {
			win.requestAnimationFrame( step );
		}
	};
	win.requestAnimationFrame( step );
}

/**
 * Wires the button.
 *
 * @param button The `.shop-theme-back-to-top` button.
 * @param win    Its window.
 */
export function initBackToTop( button: HTMLButtonElement, win: Window ): void {
	// Browsers fire `scroll` once a frame at most: the hit test runs no more often than the page is drawn.
	const update = () => {
		button.hidden = win.scrollY <= SHOW_AFTER;
		if ( button.hidden ) {
			return;
		}
		// Measured where it is laid out: `is-aside` keeps its box, draws nothing and takes no hits.
		// Never while it has the focus: a keyboard visitor would lose it.
		const focused = button.ownerDocument.activeElement === button;
		button.classList.toggle(
			'is-aside',
			! focused && coversControl( button )
		);
	};
	win.addEventListener( 'scroll', update, { passive: true } );
	win.addEventListener( 'resize', () => {
		liftAboveNeighbours( button );
		update();
	} );
	liftAboveNeighbours( button );
	update();
	button.addEventListener( 'click', () => {
		const reduce =
			win.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches ??
			false;
		scrollToTop( win, reduce );
		// The button hides at the top: the focus goes to the start of the page, not to nowhere.
		const doc = button.ownerDocument;
		const start =
			doc.querySelector< HTMLElement >( '.wp-site-blocks' ) ?? doc.body;
		if ( ! start.hasAttribute( 'tabindex' ) ) {
			start.setAttribute( 'tabindex', '-1' );
		}
		start.focus( { preventScroll: true } );
	} );
}
