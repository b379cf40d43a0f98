/**
 * Internal dependencies
 */
import {
	buttonLabel,
	buttonStyle,
	withinLimits,
	type ButtonFields,
} from '../button-style';

const HEIGHT = { min: 40, max: 55, fallback: 48 };
const RADIUS = { min: 0, max: 30, fallback: 4 };
const LIMITS = { height: HEIGHT, radius: RADIUS };
const DEFAULTS: ButtonFields = {
	type: 'default',
	theme: 'black',
	height: '48',
	radius: '4',
};

describe( 'buttonLabel', () => {
	it.each( [
		[ 'buy', 'Buy with G Pay' ],
		[ 'book', 'Book with G Pay' ],
		[ 'donate', 'Donate with G Pay' ],
		[ 'checkout', 'Checkout with G Pay' ],
		[ 'order', 'Order with G Pay' ],
		[ 'pay', 'Pay with G Pay' ],
		[ 'subscribe', 'Subscribe with G Pay' ],
		[ 'plain', 'G Pay' ],
		[ 'default', 'G Pay' ],
		[ 'something else', 'G Pay' ],
	] )( 'words type %s as "%s"', ( type, label ) => {
		expect( buttonLabel( type ) ).toBe( label );
	} );
} );

describe( 'withinLimits', () => {
	it.each( [
		[ '48', 48 ],
		[ '40', 40 ],
		[ '55', 55 ],
		[ '39', 40 ],
		[ '56', 55 ],
		[ '-3', 40 ],
		[ '50.7', 50 ],
		[ '', 48 ],
		[ 'tall', 48 ],
	] )( 'draws a height typed as "%s" at %d px', ( value, drawn ) => {
		expect( withinLimits( value, HEIGHT ) ).toBe( drawn );
	} );
} );

describe( 'buttonStyle', () => {
	it.each( [
		[ 'black', '#000000', '#ffffff', 'none' ],
		[ 'white', '#ffffff', '#000000', 'none' ],
		[ 'white-outline', '#ffffff', '#000000', '1px solid #000000' ],
		[ 'purple', '#000000', '#ffffff', 'none' ],
	] )(
		'draws theme %s on %s in %s, border %s',
		( theme, background, color, border ) => {
			expect(
				buttonStyle( { ...DEFAULTS, theme }, LIMITS )
			).toMatchObject( { background, color, border } );
		}
	);

	it( 'takes the height, the radius and the label from the fields, and describes the drawing', () => {
		expect(
			buttonStyle(
				{
					type: 'buy',
					theme: 'white-outline',
					height: '55',
					radius: '31',
				},
				LIMITS
			)
		).toMatchObject( {
			label: 'Buy with G Pay',
			height: 55,
			radius: 30,
			description:
				'Preview of the express button: "Buy with G Pay", white-outline, 55 px high, 30 px corners',
		} );
	} );
} );
