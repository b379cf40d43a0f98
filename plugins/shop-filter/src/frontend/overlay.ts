/**
 * Internal dependencies
 */
import { OVERLAY, reducedMotion } from './timings';

/**
 * The loading overlay while a submit is in flight (spec 9): a backdrop over the page at the overlay's default
 * opacity, 0.6, z-index 9000, and on it a "Loading…" box that fades in for 200 ms to 0.9 opacity. Both hide after a
 * 200 ms delay with a 400 ms fade; at once when the visitor prefers reduced motion. Hidden from screen readers: the
 * form's status says when the products are drawn.
 *
 * @param doc   The document.
 * @param label The box's text.
 */
export function createOverlay( doc: Document, label = 'Loading…' ) {
	const win = doc.defaultView as Window;
	let element: HTMLElement | null = null;
	let hideTimer = 0;
	/**
	 * The backdrop and the box, each with the opacity it shows at.
	 *
	 * @param overlay The overlay.
	 */
	const parts = ( overlay: HTMLElement ) =>
		[
			[ overlay.firstElementChild, OVERLAY.opacity ],
			[ overlay.lastElementChild, OVERLAY.labelOpacity ],
		] as Array< [ HTMLElement, number ] >;
	const fade = ( overlay: HTMLElement, transition: string, on: boolean ) => {
		for ( const [ part, opacity ] of parts( overlay ) ) {
			part.style.transition = transition;
			part.style.opacity = on ? String( opacity ) : '0';
		}
	};
	return {
		show(): void {
			win.clearTimeout( hideTimer );
			if ( ! element ) {
				element = doc.createElement( 'div' );
				element.className = 'shop-filter-overlay';
				element.setAttribute( 'aria-hidden', 'true' );
				element.style.zIndex = String( OVERLAY.zIndex );
				element.innerHTML =
					'<div class="shop-filter-overlay__backdrop"></div><div class="shop-filter-overlay__label"></div>';
				( element.lastElementChild as HTMLElement ).textContent = label;
				doc.body.append( element );
			}
			element.getBoundingClientRect(); // Starts the fade from the current opacity.
			fade(
				element,
				reducedMotion( win ) ? 'none' : `opacity ${ OVERLAY.fadeIn }ms`,
				true
			);
		},
		hide(): void {
			const current = element;
			if ( ! current ) {
				return;
			}
			const still = reducedMotion( win );
			fade(
				current,
				still
					? 'none'
					: `opacity ${ OVERLAY.fadeOut }ms ${ OVERLAY.hideDelay }ms`,
				false
			);
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
