/**
 * Spec 9's constants of the filter's motion (milliseconds).
 */
export const OVERLAY = {
	fadeIn: 200,
	/** The overlay's default opacity: the backdrop over the page. */
	opacity: 0.6,
	/** What the "Loading…" box fades in to. */
	labelOpacity: 0.9,
	hideDelay: 200,
	fadeOut: 400,
	zIndex: 9000,
};
/** The filter's tooltips: they open on a click (spec 9's 300 ms delay is the hover one, the theme's). */
export const TOOLTIP = { animation: 350 };
export const CHILD_LIST_SLIDE = 333;
export const TOGGLE_SLIDE = 500;
export const AUTO_FORM = { open: 377, opacity: 0.96 };

/**
 * Whether the visitor asked for less motion (then every duration is 0).
 *
 * @param win Window.
 */
export function reducedMotion( win: Window ): boolean {
	return (
		win.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches ?? false
	);
}
