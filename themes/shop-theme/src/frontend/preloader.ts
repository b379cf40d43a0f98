/**
 * The page-load overlay (printed by ShopTheme\Behaviours\Preloader at wp_body_open when the option is on). Its CSS
 * animation removes it 2 s after it is drawn even when no script runs, and an inline listener printed with it removes
 * it at once on a global script error (this file may be the script that failed). This hurries it on a page that
 * works: the pre-loader fades 500 ms after the page is parsed, the loader wrapper goes 1000 ms after (spec).
 */

/** Delay before the pre-loader (the spinner) fades, in ms. */
export const PRELOADER_FADE_MS = 500;
/** Delay before the loader wrapper (the overlay) goes, in ms. */
export const WRAPPER_DELAY_MS = 1000;

/**
 * Hides the overlay at once.
 *
 * @param wrapper The `#shop-theme-loader` element.
 */
export function hideLoader( wrapper: HTMLElement ): void {
	wrapper.classList.add( 'is-gone' );
}

/**
 * Schedules the fades.
 *
 * @param wrapper The `#shop-theme-loader` element.
 * @param win     Its window.
 */
export function initPreloader( wrapper: HTMLElement, win: Window ): void {
	win.setTimeout(
		() => wrapper.classList.add( 'is-faded' ),
		PRELOADER_FADE_MS
	);
	win.setTimeout( () => hideLoader( wrapper ), WRAPPER_DELAY_MS );
}
