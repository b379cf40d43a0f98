/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/** The express fields' values as the settings form holds them (Gateway\SettingsFields, the contract's keys). */
export interface ButtonFields {
	/** `express_checkout_button_type`: default, buy, book, donate, checkout, order, pay, plain, subscribe. */
	type: string;
	/** `express_checkout_button_theme`: black, white, white-outline. */
	theme: string;
	/** `express_checkout_button_height`, as typed. */
	height: string;
	/** `express_checkout_button_radius`, as typed. */
	radius: string;
}

/** A number field's bounds and default, read from its input (`min`, `max`, `placeholder`) so PHP stays their source. */
export interface NumberLimits {
	min: number;
	max: number;
	fallback: number;
}

/** What the preview draws. */
export interface ButtonStyle {
	label: string;
	background: string;
	color: string;
	border: string;
	/** Pixels. */
	height: number;
	/** Pixels. */
	radius: number;
	/** The button described for a screen reader (the drawing is an image of it). */
	description: string;
}

/**
 * The label of a button type, as Google Pay words it ("Buy with G Pay"); `default` and `plain` show the mark only
 * (the replaced gateway hands Stripe `plain` for `default`), an unknown type too. "G Pay" is the wallet's mark.
 *
 * @param type The type field's value.
 */
export function buttonLabel( type: string ): string {
	const labels: Record< string, string > = {
		buy: __( 'Buy with G Pay', 'shop-stripe-gateway' ),
		book: __( 'Book with G Pay', 'shop-stripe-gateway' ),
		donate: __( 'Donate with G Pay', 'shop-stripe-gateway' ),
		checkout: __( 'Checkout with G Pay', 'shop-stripe-gateway' ),
		order: __( 'Order with G Pay', 'shop-stripe-gateway' ),
		pay: __( 'Pay with G Pay', 'shop-stripe-gateway' ),
		subscribe: __( 'Subscribe with G Pay', 'shop-stripe-gateway' ),
	};
	return labels[ type ] ?? 'G Pay';
}

/**
 * A typed number within its bounds; empty or not a number: the field's default.
 *
 * @param value  The field's text.
 * @param limits Its bounds and default.
 */
export function withinLimits( value: string, limits: NumberLimits ): number {
	const number = Number.parseInt( value, 10 );
	if ( Number.isNaN( number ) ) {
		return limits.fallback;
	}
	return Math.min( limits.max, Math.max( limits.min, number ) );
}

/** Colours of each theme, as the wallets draw them; an unknown theme is drawn black, the default. */
const THEMES: Record<
	string,
	Pick< ButtonStyle, 'background' | 'color' | 'border' >
> = {
	black: { background: '#000000', color: '#ffffff', border: 'none' },
	white: { background: '#ffffff', color: '#000000', border: 'none' },
	'white-outline': {
		background: '#ffffff',
		color: '#000000',
		border: '1px solid #000000',
	},
};

/**
 * The button the fields describe.
 *
 * @param fields        The fields' values.
 * @param limits        Bounds and defaults of the number fields.
 * @param limits.height The height's.
 * @param limits.radius The radius's.
 */
export function buttonStyle(
	fields: ButtonFields,
	limits: { height: NumberLimits; radius: NumberLimits }
): ButtonStyle {
	const theme = THEMES[ fields.theme ] ?? THEMES.black;
	const label = buttonLabel( fields.type );
	const height = withinLimits( fields.height, limits.height );
	const radius = withinLimits( fields.radius, limits.radius );
	return {
		...theme,
		label,
		height,
		radius,
		description: sprintf(
			/* translators: 1: the button's label, 2: its theme (black, white, white-outline), 3: height, 4: corner radius, in pixels. */
			__(
				'Preview of the express button: "%1$s", %2$s, %3$d px high, %4$d px corners',
				'shop-stripe-gateway'
			),
			label,
			THEMES[ fields.theme ] ? fields.theme : 'black',
			height,
			radius
		),
	};
}
