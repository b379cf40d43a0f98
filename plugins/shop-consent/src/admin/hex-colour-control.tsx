/**
 * WordPress dependencies
 */
import { ColorIndicator, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/** The schema's colour pattern: `#rgb` or `#rrggbb`. */
export const HEX_COLOUR = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export interface HexColourControlProps {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
}

/**
 * A labelled hex colour field with a swatch. An invalid value is flagged here and refused by the server on save.
 *
 * @param props          Component props.
 * @param props.label    Visible label.
 * @param props.value    The colour.
 * @param props.onChange Receives the typed text.
 */
export function HexColourControl( {
	label,
	value,
	onChange,
}: HexColourControlProps ) {
	const valid = HEX_COLOUR.test( value );
	return (
		<div className="shop-consent-colour">
			<TextControl
				label={ label }
				value={ value }
				onChange={ onChange }
				aria-invalid={ ! valid }
				help={
					valid
						? __( 'A hex colour such as #1e1e1e.', 'shop-consent' )
						: __(
								'Not a hex colour: use #rgb or #rrggbb.',
								'shop-consent'
							)
				}
			/>
			{ valid && <ColorIndicator colorValue={ value } /> }
		</div>
	);
}
