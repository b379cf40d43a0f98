/**
 * Internal dependencies
 */
import type { ButtonFields, NumberLimits } from './button-style';

/** WooCommerce names a gateway's field `woocommerce_<gateway id>_<key>`; the card gateway's id is `stripe`. */
const FIELD_PREFIX = 'woocommerce_stripe_express_checkout_button_';

/** The express button's fields on the form. */
export interface ButtonInputs {
	type: HTMLSelectElement;
	theme: HTMLSelectElement;
	height: HTMLInputElement;
	radius: HTMLInputElement;
}

/**
 * The four fields, or null when the form has not all of them (another section, or an older settings form).
 *
 * @param root Where to look.
 */
export function findButtonInputs( root: ParentNode ): ButtonInputs | null {
	const field = ( key: string ) =>
		root.querySelector( `#${ FIELD_PREFIX }${ key }` );
	const type = field( 'type' );
	const theme = field( 'theme' );
	const height = field( 'height' );
	const radius = field( 'radius' );
	if (
		type instanceof HTMLSelectElement &&
		theme instanceof HTMLSelectElement &&
		height instanceof HTMLInputElement &&
		radius instanceof HTMLInputElement
	) {
		return { type, theme, height, radius };
	}
	return null;
}

/**
 * What the fields hold now.
 *
 * @param inputs The fields.
 */
export function readFields( inputs: ButtonInputs ): ButtonFields {
	return {
		type: inputs.type.value,
		theme: inputs.theme.value,
		height: inputs.height.value,
		radius: inputs.radius.value,
	};
}

/**
 * A number field's bounds and default, from its attributes (PHP's `custom_attributes` and default).
 *
 * @param input    The field.
 * @param fallback The default when the field has none.
 */
export function limitsOf(
	input: HTMLInputElement,
	fallback: number
): NumberLimits {
	const attribute = ( name: string, otherwise: number ) => {
		const number = Number.parseInt( input.getAttribute( name ) ?? '', 10 );
		return Number.isNaN( number ) ? otherwise : number;
	};
	return {
		min: attribute( 'min', 0 ),
		max: attribute( 'max', Number.MAX_SAFE_INTEGER ),
		fallback: attribute(
			'placeholder',
			Number.parseInt( input.defaultValue, 10 ) || fallback
		),
	};
}
