/**
 * External dependencies
 */
import type { Appearance } from '@stripe/stripe-js';

/**
 * Internal dependencies
 */
import {
	computeAppearance,
	isTransparent,
	localFontStack,
	SPACING_UNIT,
	type StyledPart,
	type StyleReader,
} from '../appearance';

/** A theme's computed styles, as getComputedStyle() gives them. */
const THEME: Partial< Record< StyledPart, Record< string, string > > > = {
	input: {
		color: 'rgb(30, 30, 30)',
		'background-color': 'rgb(250, 250, 250)',
		'font-family': '-apple-system, "Segoe UI", Roboto, sans-serif',
		'font-size': '16px',
		'line-height': '24px',
		'border-top-width': '1px',
		'border-top-style': 'solid',
		'border-top-color': 'rgb(200, 200, 200)',
		'border-top-left-radius': '4px',
		'box-shadow': 'none',
		padding: '12px 16px',
	},
	label: {
		color: 'rgb(80, 80, 80)',
		'font-size': '14px',
		'font-weight': '600',
		'letter-spacing': 'normal',
		'text-transform': 'none',
	},
	button: { 'background-color': 'rgb(17, 85, 204)' },
	error: { color: 'rgb(204, 24, 24)' },
	page: { 'background-color': 'rgb(255, 255, 240)' },
};

/**
 * A reader over a table of styles; a part missing from it is missing from the page.
 *
 * @param styles The table.
 */
const readerOf =
	(
		styles: Partial< Record< StyledPart, Record< string, string > > >
	): StyleReader =>
	( part, property ) => {
		const style = styles[ part ];
		return style ? ( style[ property ] ?? '' ) : null;
	};

/**
 * The theme with some parts' styles changed or removed.
 *
 * @param changes Part => properties to change (a part set to null is missing from the page).
 */
const themeWith = (
	changes: Partial< Record< StyledPart, Record< string, string > | null > >
) =>
	Object.fromEntries(
		( Object.keys( { ...THEME, ...changes } ) as StyledPart[] )
			.filter( ( part ) => changes[ part ] !== null )
			.map( ( part ) => [
				part,
				{ ...THEME[ part ], ...( changes[ part ] ?? {} ) },
			] )
	);

describe( 'computeAppearance', () => {
	it( "draws the element in the theme's own field styles (spec 9's spacing unit)", () => {
		expect( computeAppearance( readerOf( THEME ) ) ).toEqual( {
			theme: 'stripe',
			variables: {
				colorPrimary: 'rgb(17, 85, 204)',
				colorBackground: 'rgb(250, 250, 250)',
				colorText: 'rgb(30, 30, 30)',
				colorDanger: 'rgb(204, 24, 24)',
				fontFamily: '-apple-system, "Segoe UI", Roboto, sans-serif',
				fontSizeBase: '16px',
				borderRadius: '4px',
				spacingUnit: SPACING_UNIT,
			},
			rules: {
				'.Input': {
					backgroundColor: 'rgb(250, 250, 250)',
					color: 'rgb(30, 30, 30)',
					border: '1px solid rgb(200, 200, 200)',
					borderRadius: '4px',
					padding: '12px 16px',
					fontSize: '16px',
					lineHeight: '24px',
				},
				'.Label': {
					color: 'rgb(80, 80, 80)',
					fontSize: '14px',
					fontWeight: '600',
					letterSpacing: 'normal',
					textTransform: 'none',
				},
			},
		} );
		expect( SPACING_UNIT ).toBe( '6px' );
	} );

	it.each<
		[
			string,
			Partial< Record< StyledPart, Record< string, string > | null > >,
			( appearance: Appearance ) => string | undefined,
			string | undefined,
		]
	>( [
		[
			'a transparent input takes the page background',
			{ input: { 'background-color': 'rgba(0, 0, 0, 0)' } },
			( a ) => a.variables?.colorBackground,
			'rgb(255, 255, 240)',
		],
		[
			'a transparent input on a transparent page is white',
			{
				input: { 'background-color': 'transparent' },
				page: { 'background-color': 'rgba(0, 0, 0, 0)' },
			},
			( a ) => a.variables?.colorBackground,
			'#ffffff',
		],
		[
			'no place-order button keeps Stripe primary colour',
			{ button: null },
			( a ) => a.variables?.colorPrimary,
			'#0570de',
		],
		[
			'no error text on the page keeps Stripe danger colour',
			{ error: null },
			( a ) => a.variables?.colorDanger,
			'#df1b41',
		],
		[
			'an input shadow goes to the rule',
			{ input: { 'box-shadow': 'rgb(0, 0, 0) 0px 1px 2px 0px' } },
			( a ) => a.rules?.[ '.Input' ]?.boxShadow,
			'rgb(0, 0, 0) 0px 1px 2px 0px',
		],
		[
			'no label leaves the label rule empty',
			{ label: null },
			( a ) => a.rules?.[ '.Label' ]?.color,
			undefined,
		],
		[
			'an input without a border style leaves the border to Stripe',
			{ input: { 'border-top-style': '' } },
			( a ) => a.rules?.[ '.Input' ]?.border,
			undefined,
		],
	] )( '%s', ( _name, changes, pick, expected ) => {
		const appearance = computeAppearance(
			readerOf( themeWith( changes ) )
		);

		expect( appearance && pick( appearance ) ).toBe( expected );
	} );

	it( 'has nothing to compute on a page without an input', () => {
		expect(
			computeAppearance( readerOf( themeWith( { input: null } ) ) )
		).toBeNull();
	} );

	it( "leaves out the font family when it is only the page's web fonts", () => {
		const appearance = computeAppearance(
			readerOf( themeWith( { input: { 'font-family': '"Inter"' } } ) ),
			[ 'Inter' ]
		);

		expect( appearance?.variables ).not.toHaveProperty( 'fontFamily' );
	} );
} );

describe( 'localFontStack', () => {
	it.each< [ string, string, string[], string | undefined ] >( [
		[
			'a system stack stays whole',
			'-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif',
			[],
			'-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif',
		],
		[
			'a web font is left out, its fallbacks stay',
			'"Open Sans", Arial, sans-serif',
			[ 'Open Sans' ],
			'Arial, sans-serif',
		],
		[
			'web fonts are matched in any case and quoting',
			"'inter', Georgia, serif",
			[ '"Inter"' ],
			'Georgia, serif',
		],
		[
			'a generic family stays even if a face is named so',
			'sans-serif',
			[ 'sans-serif' ],
			'sans-serif',
		],
		[ 'only web fonts leave nothing', '"Inter"', [ 'Inter' ], undefined ],
		[ 'an empty stack is nothing', '', [], undefined ],
	] )( '%s', ( _name, stack, webFonts, expected ) => {
		expect( localFontStack( stack, webFonts ) ).toBe( expected );
	} );
} );

describe( 'isTransparent', () => {
	it.each( [
		[ 'transparent', true ],
		[ 'rgba(0, 0, 0, 0)', true ],
		[ 'rgb(0 0 0 / 0)', true ],
		[ '', true ],
		[ 'rgba(0, 0, 0, 0.5)', false ],
		[ 'rgb(255, 255, 255)', false ],
	] )( '%s: %s', ( color, expected ) => {
		expect( isTransparent( color ) ).toBe( expected );
	} );
} );
