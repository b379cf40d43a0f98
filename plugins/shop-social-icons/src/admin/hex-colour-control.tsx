/**
 * WordPress dependencies
 */
import { ColorIndicator, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/** The schemas' colour pattern. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export interface HexColourControlProps {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
}

/**
 * A labelled `#rrggbb` field with a swatch. A wrong value is flagged here and refused by the server on save, whose
 * message the tab then shows.
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
		<div className="shop-social-icons-colour">
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ label }
				value={ value }
				onChange={ onChange }
				aria-invalid={ ! valid }
				help={
					valid
						? __(
								'A hex colour such as #1e1e1e.',
								'shop-social-icons'
							)
						: __(
								'Not a hex colour: use #rrggbb.',
								'shop-social-icons'
							)
				}
			/>
			{ valid && <ColorIndicator colorValue={ value } /> }
		</div>
	);
}
