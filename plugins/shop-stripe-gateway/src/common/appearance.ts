/**
 * Stripe's appearance object (https://docs.stripe.com/elements/appearance-api) computed from the shop's own checkout
 * fields, so the Payment Element, drawn in Stripe's frame where the theme's CSS cannot reach, looks like the fields
 * around it. Pure: the styles come through a reader (getComputedStyle in the browser, a table in the tests). Both
 * checkouts use it (src/checkout/use-appearance.ts, src/frontend/payment-element.ts).
 */

/**
 * External dependencies
 */
import type { Appearance } from '@stripe/stripe-js';

/** The page's elements the appearance is read from. */
export type StyledPart = 'input' | 'label' | 'button' | 'error' | 'page';

/**
 * A computed style of one of the page's parts (`getPropertyValue()`'s CSS names and values), or null when the page
 * has no such part.
 */
export type StyleReader = (
	part: StyledPart,
	property: string
) => string | null;

/** Stripe's defaults where the page has nothing to read (its `stripe` theme's own colours). */
const DEFAULT_PRIMARY = '#0570de';
const DEFAULT_DANGER = '#df1b41';
const DEFAULT_BACKGROUND = '#ffffff';

/** Spec 9: the spacing unit of the payment form. */
export const SPACING_UNIT = '6px';

/** Generic families, always the device's own. */
const GENERIC_FAMILIES = [
	'serif',
	'sans-serif',
	'monospace',
	'cursive',
	'fantasy',
	'system-ui',
	'ui-serif',
	'ui-sans-serif',
	'ui-monospace',
	'ui-rounded',
	'math',
	'emoji',
	'fangsong',
	'-apple-system',
	'blinkmacsystemfont',
];

/**
 * Whether a computed colour paints nothing (`transparent`, or an alpha of 0), so the colour behind it shows.
 *
 * @param color A computed colour.
 */
export function isTransparent( color: string ): boolean {
	const value = color.replace( /\s+/g, '' ).toLowerCase();
	return (
		value === '' ||
		value === 'transparent' ||
		/^rgba\(\d+,\d+,\d+,0(\.0*)?\)$/.test( value ) ||
		/\/0(\.0*)?%?\)$/.test( value )
	);
}

/**
 * The font stack without the families the page loads as web fonts: Stripe's frame cannot use those without the
 * `fonts` option, which would make it request them, and no font is ever requested from a font host (the shop's
 * no-third-party-request rule; README "Appearance"). What stays are the device's own fonts and the generic ones,
 * so a theme on system fonts looks the same inside the element. Undefined when nothing stays.
 *
 * @param stack    The computed `font-family`.
 * @param webFonts Families the page loads through `@font-face` (document.fonts), any case.
 */
export function localFontStack(
	stack: string,
	webFonts: readonly string[]
): string | undefined {
	const loaded = new Set(
		webFonts.map( ( family ) =>
			family.replace( /^["']|["']$/g, '' ).toLowerCase()
		)
	);
	const families = stack
		.split( ',' )
		.map( ( family ) => family.trim() )
		.filter( ( family ) => family !== '' )
		.filter( ( family ) => {
			const name = family.replace( /^["']|["']$/g, '' ).toLowerCase();
			return GENERIC_FAMILIES.includes( name ) || ! loaded.has( name );
		} );
	return families.length ? families.join( ', ' ) : undefined;
}

/**
 * Drops the empty values, so Stripe's theme keeps its own where the page had nothing.
 *
 * @param values Values by name.
 */
function defined(
	values: Record< string, string | null | undefined >
): Record< string, string > {
	return Object.fromEntries(
		Object.entries( values ).filter(
			( entry ): entry is [ string, string ] =>
				typeof entry[ 1 ] === 'string' && entry[ 1 ] !== ''
		)
	);
}

/**
 * The input's border as one shorthand (its top side: the computed shorthand is empty when the sides differ).
 *
 * @param read The style reader.
 */
function inputBorder( read: StyleReader ): string | undefined {
	const width = read( 'input', 'border-top-width' );
	const style = read( 'input', 'border-top-style' );
	const color = read( 'input', 'border-top-color' );
	return width && style && color
		? `${ width } ${ style } ${ color }`
		: undefined;
}

/**
 * A colour of a part, unless it is transparent.
 *
 * @param read     The style reader.
 * @param part     The part.
 * @param property The colour property.
 */
function solid(
	read: StyleReader,
	part: StyledPart,
	property: string
): string | undefined {
	const color = read( part, property );
	return color && ! isTransparent( color ) ? color : undefined;
}

/**
 * The appearance of the page's checkout fields, or null when the page has no input to read (the element then
 * keeps Stripe's look, and nothing is saved).
 *
 * @param read     The computed styles of the page's parts.
 * @param webFonts Families the page loads as web fonts.
 */
export function computeAppearance(
	read: StyleReader,
	webFonts: readonly string[] = []
): Appearance | null {
	if ( read( 'input', 'color' ) === null ) {
		return null;
	}
	const background =
		solid( read, 'input', 'background-color' ) ??
		solid( read, 'page', 'background-color' ) ??
		DEFAULT_BACKGROUND;
	const text = read( 'input', 'color' );
	const fontFamily = localFontStack(
		read( 'input', 'font-family' ) ?? '',
		webFonts
	);
	const radius = read( 'input', 'border-top-left-radius' );
	const shadow = read( 'input', 'box-shadow' );

	return {
		theme: 'stripe',
		variables: defined( {
			colorPrimary:
				solid( read, 'button', 'background-color' ) ?? DEFAULT_PRIMARY,
			colorBackground: background,
			colorText: text,
			colorDanger: solid( read, 'error', 'color' ) ?? DEFAULT_DANGER,
			fontFamily,
			fontSizeBase: read( 'input', 'font-size' ),
			borderRadius: radius,
			spacingUnit: SPACING_UNIT,
		} ),
		rules: {
			'.Input': defined( {
				backgroundColor: background,
				color: text,
				border: inputBorder( read ),
				borderRadius: radius,
				boxShadow: shadow === 'none' ? undefined : shadow,
				padding: read( 'input', 'padding' ),
				fontSize: read( 'input', 'font-size' ),
				lineHeight: read( 'input', 'line-height' ),
			} ),
			'.Label': defined( {
				color: read( 'label', 'color' ),
				fontSize: read( 'label', 'font-size' ),
				fontWeight: read( 'label', 'font-weight' ),
				letterSpacing: read( 'label', 'letter-spacing' ),
				textTransform: read( 'label', 'text-transform' ),
			} ),
		},
	};
}
