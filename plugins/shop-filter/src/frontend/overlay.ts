/**
 * Internal dependencies
 */
import { OVERLAY, reducedMotion } from './timings';

/**
 * The loading overlay over the listing while a submit is in flight: fades in for 200 ms to 0.9 opacity; hides
 * after a 200 ms delay with a 400 ms fade (spec 9), at once when the visitor prefers reduced motion.
 *
 * @param doc The document.
 */
export function createOverlay( doc: Document ) {
	const win = doc.defaultView as Window;
	let element: HTMLElement | null = null;
	let hideTimer = 0;
	return {
		show(): void {
			win.clearTimeout( hideTimer );
			if ( ! element ) {
				element = doc.createElement( 'div' );
				element.className = 'shop-filter-overlay';
				element.setAttribute( 'aria-hidden', 'true' );
				element.style.zIndex = String( OVERLAY.zIndex );
				doc.body.append( element );
			}
			const still = reducedMotion( win );
			element.style.transition = still
				? 'none'
				: `opacity ${ OVERLAY.fadeIn }ms`;
			element.getBoundingClientRect(); // Starts the fade from the current opacity.
			element.style.opacity = String( OVERLAY.opacity );
		},
		hide(): void {
			const current = element;
			if ( ! current ) {
				return;
			}
			const still = reducedMotion( win );
			current.style.transition = still
				? 'none'
				: `opacity ${ OVERLAY.fadeOut }ms ${ OVERLAY.hideDelay }ms`;
			current.style.opacity = '0';
			hideTimer = win.setTimeout(
				() => {
					current.remove();
					element = element === current ? null : element;
				},
				still ? 0 : OVERLAY.hideDelay + OVERLAY.fadeOut
			);
		},
	};
}
