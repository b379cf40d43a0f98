/**
 * Internal dependencies
 */
import { reducedMotion } from './timings';

/**
 * Opens or closes an element with a height slide (none when the visitor prefers reduced motion, or where the
 * browser cannot animate); the element ends `hidden` when closed.
 *
 * @param element  What to open or close.
 * @param open     Open it.
 * @param duration Slide in milliseconds.
 */
export function slide(
	element: HTMLElement,
	open: boolean,
	duration: number
): void {
	const win = element.ownerDocument.defaultView as Window;
	if ( reducedMotion( win ) || typeof element.animate !== 'function' ) {
		element.hidden = ! open;
		return;
	}
	element.hidden = false;
	const height = `${ element.scrollHeight }px`;
	const frames = open
		? [ { height: '0px' }, { height } ]
		: [ { height }, { height: '0px' } ];
	element.style.overflow = 'hidden';
	element.animate( frames, { duration, easing: 'ease' } ).onfinish = () => {
		element.style.overflow = '';
		element.hidden = ! open;
	};
}
