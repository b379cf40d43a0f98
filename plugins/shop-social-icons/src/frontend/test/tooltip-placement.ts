/**
 * Internal dependencies
 */
import { tooltipSide } from '../tooltip-placement';

describe( 'tooltipSide', () => {
	it.each( [
		[ 'top-left', 'below' ],
		[ 'top-right', 'below' ],
		[ 'center-top', 'below' ],
		[ 'center-left', 'end' ],
		[ 'center-right', 'start' ],
		[ 'bottom-left', 'above' ],
		[ 'bottom-right', 'above' ],
		[ undefined, 'above' ],
	] )(
		'opens a tooltip of a widget at %s %s the icon',
		( position, side ) => {
			expect( tooltipSide( position ) ).toBe( side );
		}
	);
} );
