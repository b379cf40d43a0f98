/**
 * Animation lengths of spec 9, none for a visitor who asked for reduced motion.
 */

/** Payment area show animation. */
export const REVEAL_MS = 500;

/** Notice scroll animation. */
export const SCROLL_MS = 600;

/**
 * The duration to use: none with `prefers-reduced-motion: reduce`.
 *
 * @param win The window.
 * @param ms  The spec's duration.
 */
export const duration = ( win: Window, ms: number ) =>
	win.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches ? 0 : ms;

/**
 * Shows the payment area with the spec's 500 ms fade (spec 2, "The payment area is shown with a 500 ms animation").
 *
 * @param area The area.
 * @param win  The window.
 */
export function reveal( area: HTMLElement, win: Window ): void {
	area.hidden = false;
	const ms = duration( win, REVEAL_MS );
	if ( ms && typeof area.animate === 'function' ) {
		area.animate( [ { opacity: 0 }, { opacity: 1 } ], {
			duration: ms,
			easing: 'ease-out',
		} );
	}
}
