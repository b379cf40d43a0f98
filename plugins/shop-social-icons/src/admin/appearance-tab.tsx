/**
 * External dependencies
 */
import { ColourControl } from '@shop-bundle/admin-settings/colour-control';

/**
 * WordPress dependencies
 */
import { RadioControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { IntegerControl } from './integer-control';
import { setField } from './set-field';
import type { IconSettings, TabProps, TooltipEffect } from './types';

/** The schema's size range (SettingsSchema::MIN_SIZE, MAX_SIZE). */
const SIZE = { min: 16, max: 96 };

/**
 * Appearance: the icons' shape, size and colours, and the tooltip effect (once the storefront core's settings
 * have it).
 *
 * @param props        Component props.
 * @param props.value  The icon settings.
 * @param props.update Changes them.
 */
export function AppearanceTab( { value, update }: TabProps< IconSettings > ) {
	const set = setField( update );
	return (
		<>
			<RadioControl
				label={ __( 'Shape', 'shop-social-icons' ) }
				selected={ value.shape }
				options={ [
					{
						label: __( 'Round', 'shop-social-icons' ),
						value: 'round',
					},
					{
						label: __( 'Rounded square', 'shop-social-icons' ),
						value: 'rounded',
					},
					{
						label: __( 'Square', 'shop-social-icons' ),
						value: 'square',
					},
				] }
				onChange={ ( shape ) =>
					set( 'shape', shape as IconSettings[ 'shape' ] )
				}
			/>
			<IntegerControl
				label={ __( 'Size in pixels', 'shop-social-icons' ) }
				help={ __( 'From 16 to 96.', 'shop-social-icons' ) }
				min={ SIZE.min }
				max={ SIZE.max }
				value={ value.size }
				onChange={ ( size ) => set( 'size', size ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Colours', 'shop-social-icons' ) }
				value={ value.colour_mode }
				options={ [
					{
						label: __(
							"Each network's brand colour",
							'shop-social-icons'
						),
						value: 'brand',
					},
					{
						label: __( 'My colours (below)', 'shop-social-icons' ),
						value: 'custom',
					},
					{
						label: __(
							'The text colour around the icons',
							'shop-social-icons'
						),
						value: 'text',
					},
				] }
				onChange={ ( mode ) =>
					set( 'colour_mode', mode as IconSettings[ 'colour_mode' ] )
				}
			/>
			{ value.colour_mode === 'custom' && (
				<>
					<ColourControl
						label={ __( 'Icon colour', 'shop-social-icons' ) }
						value={ value.icon_colour }
						field={ [ 'icon_colour' ] }
						onChange={ ( colour ) => set( 'icon_colour', colour ) }
					/>
					<ColourControl
						label={ __( 'Background colour', 'shop-social-icons' ) }
						value={ value.background_colour }
						field={ [ 'background_colour' ] }
						onChange={ ( colour ) =>
							set( 'background_colour', colour )
						}
					/>
				</>
			) }
			{ value.tooltip_effect !== undefined && (
				<RadioControl
					label={ __( 'Tooltip effect', 'shop-social-icons' ) }
					selected={ value.tooltip_effect }
					options={ [
						{
							label: __( 'Fade in', 'shop-social-icons' ),
							value: 'fade_in',
						},
						{
							label: __( 'Scale', 'shop-social-icons' ),
							value: 'scale',
						},
						{
							label: __( 'Fade and scale', 'shop-social-icons' ),
							value: 'combo',
						},
					] }
					onChange={ ( effect ) =>
						set( 'tooltip_effect', effect as TooltipEffect )
					}
				/>
			) }
		</>
	);
}
