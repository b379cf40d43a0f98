/**
 * Internal dependencies
 */
import { themePalette } from '../theme-palette';

/** Consent's rule: `#rgb` or `#rrggbb`. */
const SHORT_OR_LONG = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

describe( 'themePalette', () => {
	it.each( [
		[ 'nothing printed', undefined, [] ],
		[ 'not a list', { color: '#ffffff' }, [] ],
		[
			'hex colours, lower-cased, named',
			[
				{ name: 'Base', slug: 'base', color: '#FFFFFF' },
				{ slug: 'ink', color: '#1e1e1e' },
			],
			[
				{ name: 'Base', slug: 'base', color: '#ffffff' },
				{ name: '#1e1e1e', slug: 'ink', color: '#1e1e1e' },
			],
		],
		[
			'colours no option stores are left out',
			[
				{ name: 'Var', color: 'var(--x)' },
				{ name: 'Short', color: '#fff' },
				{ name: 'Rgb', color: 'rgb(0,0,0)' },
				null,
			],
			[],
		],
	] )( '%s', ( _name, printed, expected ) => {
		expect( themePalette( printed ) ).toEqual( expected );
	} );

	it( 'offers the colours the setting’s rule takes', () => {
		const printed = [
			{ name: 'Short', slug: 'short', color: '#FFF' },
			{ name: 'Long', slug: 'long', color: '#1e1e1e' },
		];

		expect( themePalette( printed, SHORT_OR_LONG ) ).toEqual( [
			{ name: 'Short', slug: 'short', color: '#fff' },
			{ name: 'Long', slug: 'long', color: '#1e1e1e' },
		] );
	} );
} );
