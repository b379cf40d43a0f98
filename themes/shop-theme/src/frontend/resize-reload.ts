/**
 * Reload on resize (option, off by default): on a non-mobile agent, a window resized to a width between 321 and
 * 990 px reloads the page (spec). Only a change of width counts, so a scrollbar or toolbar changing the height
 * does not reload.
 */

/** Narrowest width that reloads, in px. */
export const RELOAD_MIN = 321;
/** Widest width that reloads, in px. */
export const RELOAD_MAX = 990;
/** Wait after the last resize event before deciding, in ms: a drag fires many. */
export const SETTLE_MS = 250;

/**
 * Whether the user agent is a phone or a tablet.
 *
 * @param userAgent `navigator.userAgent`.
 */
export function isMobileAgent( userAgent: string ): boolean {
	return /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i.test(
		userAgent
	);
}

/**
 * Whether a resize from one width to another reloads.
 *
 * @param from The width before.
 * @param to   The width now.
 */
export function reloadsAt( from: number, to: number ): boolean {
	return from !== to && to >= RELOAD_MIN && to <= RELOAD_MAX;
}

/**
 * Reloads the page when the window settles at a width that reloads.
 *
 * @param win The window.
 */
export function initResizeReload( win: Window ): void {
	if ( isMobileAgent( win.navigator.userAgent ) ) {
		return;
	}
	const initial = win.innerWidth;
	let timer: number | undefined;
	win.addEventListener( 'resize', () => {
		win.clearTimeout( timer );
		timer = win.setTimeout( () => {
			if ( reloadsAt( initial, win.innerWidth ) ) {
				win.location.reload();
			}
		}, SETTLE_MS );
	} );
}
