/**
 * WordPress dependencies
 */
import {
	SelectControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { HexColourControl } from './hex-colour-control';
import { IntegerControl } from './integer-control';
import { PopupPreview } from './popup-preview';
import { setField } from './set-field';
import type { PopupSettings, TabProps } from './types';

/** The fonts the popup's schema allows. */
export const POPUP_FONTS = [
	'inherit',
	'Arial',
	'Georgia',
	'Helvetica',
	'Tahoma',
	'Times New Roman',
	'Trebuchet MS',
	'Verdana',
];

/**
 * Popup: when it shows, its text and its box, with a live preview beside the fields.
 *
 * @param props        Component props.
 * @param props.value  The popup settings.
 * @param props.update Changes them.
 */
export function PopupTab( { value, update }: TabProps< PopupSettings > ) {
	const set = setField( update );
	return (
		<div className="shop-social-icons-popup-tab">
			<div className="shop-social-icons-popup-tab__fields">
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Show the popup', 'shop-social-icons' ) }
					checked={ value.enabled }
					onChange={ ( enabled ) => set( 'enabled', enabled ) }
				/>
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Popup text', 'shop-social-icons' ) }
					value={ value.text }
					onChange={ ( text ) => set( 'text', text ) }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Share icons in the popup',
						'shop-social-icons'
					) }
					checked={ value.show_share_icons }
					onChange={ ( shown ) => set( 'show_share_icons', shown ) }
				/>
				<IntegerControl
					label={ __( 'Delay in seconds', 'shop-social-icons' ) }
					help={ __(
						'From 0 to 600; 0 shows it on scrolling to the end only.',
						'shop-social-icons'
					) }
					min={ 0 }
					max={ 600 }
					value={ value.delay_seconds }
					onChange={ ( seconds ) => set( 'delay_seconds', seconds ) }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Show it when the visitor scrolls to the end',
						'shop-social-icons'
					) }
					checked={ value.on_scroll_end }
					onChange={ ( on ) => set( 'on_scroll_end', on ) }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Page cache compatibility',
						'shop-social-icons'
					) }
					help={ __(
						'Loads the popup after the page instead of printing it in the page.',
						'shop-social-icons'
					) }
					checked={ value.cache_compat }
					onChange={ ( on ) => set( 'cache_compat', on ) }
				/>
				<HexColourControl
					label={ __( 'Border colour', 'shop-social-icons' ) }
					value={ value.border_colour }
					onChange={ ( colour ) => set( 'border_colour', colour ) }
				/>
				<IntegerControl
					label={ __(
						'Border thickness in pixels',
						'shop-social-icons'
					) }
					min={ 0 }
					max={ 20 }
					value={ value.border_thickness }
					onChange={ ( px ) => set( 'border_thickness', px ) }
				/>
				<HexColourControl
					label={ __( 'Background colour', 'shop-social-icons' ) }
					value={ value.background_colour }
					onChange={ ( colour ) =>
						set( 'background_colour', colour )
					}
				/>
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Font', 'shop-social-icons' ) }
					value={ value.font }
					options={ POPUP_FONTS.map( ( font ) => ( {
						label:
							font === 'inherit'
								? __( "The theme's font", 'shop-social-icons' )
								: font,
						value: font,
					} ) ) }
					onChange={ ( font ) => set( 'font', font ) }
				/>
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Font style', 'shop-social-icons' ) }
					value={ value.font_style }
					options={ [
						{
							label: __( 'Normal', 'shop-social-icons' ),
							value: 'normal',
						},
						{
							label: __( 'Italic', 'shop-social-icons' ),
							value: 'italic',
						},
						{
							label: __( 'Bold', 'shop-social-icons' ),
							value: 'bold',
						},
					] }
					onChange={ ( style ) =>
						set(
							'font_style',
							style as PopupSettings[ 'font_style' ]
						)
					}
				/>
				<IntegerControl
					label={ __( 'Font size in pixels', 'shop-social-icons' ) }
					min={ 10 }
					max={ 48 }
					value={ value.font_size }
					onChange={ ( px ) => set( 'font_size', px ) }
				/>
				<HexColourControl
					label={ __( 'Font colour', 'shop-social-icons' ) }
					value={ value.font_colour }
					onChange={ ( colour ) => set( 'font_colour', colour ) }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Shadow around the box', 'shop-social-icons' ) }
					checked={ value.shadow }
					onChange={ ( shadow ) => set( 'shadow', shadow ) }
				/>
			</div>
			<PopupPreview popup={ value } />
		</div>
	);
}
