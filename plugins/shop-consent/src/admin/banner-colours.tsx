/**
 * External dependencies
 */
import { ColourControl } from '@shop-bundle/admin-settings/colour-control';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { setField } from './set-field';
import type { SettingsColours, TabProps } from './types';

const labels = (): Record< keyof SettingsColours, string > => ( {
	background: __( 'Background colour', 'shop-consent' ),
	text: __( 'Text colour', 'shop-consent' ),
	button_background: __( 'Button colour', 'shop-consent' ),
	button_text: __( 'Button text colour', 'shop-consent' ),
	link: __( 'Link colour', 'shop-consent' ),
} );

/**
 * The colours of the bar and its buttons, each picked from the theme's palette or as a custom colour.
 *
 * @param props          Component props.
 * @param props.settings The settings.
 * @param props.update   The settings updater.
 */
export function BannerColours( { settings, update }: TabProps ) {
	const set = setField( update, 'colours' );
	return (
		<fieldset className="shop-consent-fieldset">
			<legend>{ __( 'Colours', 'shop-consent' ) }</legend>
			{ Object.entries( labels() ).map( ( [ key, label ] ) => {
				const colour = key as keyof SettingsColours;
				return (
					<ColourControl
						key={ colour }
						label={ label }
						value={ settings.colours[ colour ] }
						field={ [ 'colours', colour ] }
						onChange={ ( value ) => set( colour, value ) }
					/>
				);
			} ) }
		</fieldset>
	);
}
