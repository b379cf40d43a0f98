/**
 * Internal dependencies
 */
import { colourRule, HEX_COLOUR } from '../colour-rule';

describe( 'colourRule', () => {
	it.each( [
		[ 'no schema', undefined, HEX_COLOUR ],
		[ 'a schema without a pattern', { type: 'string' }, HEX_COLOUR ],
		[ 'a pattern that does not compile', { pattern: '^#(' }, HEX_COLOUR ],
	] )( 'is #rrggbb for %s', ( _name, field, expected ) => {
		expect( colourRule( field ) ).toBe( expected );
	} );

	it.each( [
		// Shop Consent's SettingsSchema::HEX.
		[ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$', '#abc', true ],
		[ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$', '#aabbcc', true ],
		// Shop Social Icons' colour pattern.
		[ '^#[0-9a-fA-F]{6}$', '#abc', false ],
		[ '^#[0-9a-fA-F]{6}$', '#AABBCC', true ],
		[ '^#[0-9a-fA-F]{6}$', 'red', false ],
	] )(
		'takes the schema’s pattern %s: %s is %s',
		( pattern, value, valid ) => {
			expect( colourRule( { pattern } ).test( value ) ).toBe( valid );
		}
	);
} );
