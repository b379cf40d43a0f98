/**
 * Which side of its icon a tooltip opens on, from the floating widget's position (none: an inline list).
 * Spec: for floater positions top-left, top-right and center-top the tooltip opens below the icon. The side
 * columns (center-left, center-right) open towards the page, so a tooltip never covers its neighbour icon.
 *
 * @param position The widget's position, or undefined for icons in the content.
 */
export function tooltipSide(
	position?: string
): 'above' | 'below' | 'start' | 'end' {
	switch ( position ) {
		case 'top-left':
		case 'top-right':
		case 'center-top':
			return 'below';
		case 'center-left':
			return 'end';
		case 'center-right':
			return 'start';
		default:
			return 'above';
	}
}
