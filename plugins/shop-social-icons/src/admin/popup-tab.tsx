/**
 * External dependencies
 */
import { ColourControl } from '@shop-bundle/admin-settings/colour-control';

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

type Keys< T > = {
	[ K in keyof PopupSettings ]: PopupSettings[ K ] extends T ? K : never;
}[ keyof PopupSettings ];

/**
 * Popup: when it shows, its text and its box, with a live preview beside the fields.
 *
 * @param props        Component props.
 * @param props.value  The popup settings.
 * @param props.update Changes them.
 */
export function PopupTab( { value, update }: TabProps< PopupSettings > ) {
	const set = setField( update );
	const toggle = ( key: Keys< boolean >, label: string, help?: string ) => (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ label }
			help={ help }
			checked={ value[ key ] }
			onChange={ ( on ) => set( key, on ) }
		/>
	);
	const colour = ( key: Keys< string >, label: string ) => (
		<ColourControl
			label={ label }
			value={ value[ key ] }
			field={ [ key ] }
			onChange={ ( typed ) => set( key, typed ) }
		/>
	);
	const integer = (
		key: Keys< number >,
		label: string,
		[ min, max ]: [ number, number ],
		help?: string
	) => (
		<IntegerControl
			label={ label }
			help={ help }
			min={ min }
			max={ max }
			value={ value[ key ] }
			onChange={ ( typed ) => set( key, typed ) }
		/>
	);

	return (
		<div className="shop-social-icons-popup-tab">
			<div className="shop-social-icons-popup-tab__fields">
				{ toggle(
					'enabled',
					__( 'Show the popup', 'shop-social-icons' )
				) }
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Popup text', 'shop-social-icons' ) }
					value={ value.text }
					onChange={ ( text ) => set( 'text', text ) }
				/>
				{ toggle(
					'show_share_icons',
					__( 'Share icons in the popup', 'shop-social-icons' )
				) }
				{ integer(
					'delay_seconds',
					__( 'Delay in seconds', 'shop-social-icons' ),
					[ 0, 600 ],
					__(
						'From 0 to 600; 0 shows it on scrolling to the end only.',
						'shop-social-icons'
					)
				) }
				{ toggle(
					'on_scroll_end',
					__(
						'Show it when the visitor scrolls to the end',
						'shop-social-icons'
					)
				) }
				{ toggle(
					'cache_compat',
					__( 'Page cache compatibility', 'shop-social-icons' ),
					__(
						'Loads the popup after the page instead of printing it in the page.',
						'shop-social-icons'
					)
				) }
				{ colour(
					'border_colour',
					__( 'Border colour', 'shop-social-icons' )
				) }
				{ integer(
					'border_thickness',
					__( 'Border thickness in pixels', 'shop-social-icons' ),
					[ 0, 20 ]
				) }
				{ colour(
					'background_colour',
					__( 'Background colour', 'shop-social-icons' )
				) }
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
				{ integer(
					'font_size',
					__( 'Font size in pixels', 'shop-social-icons' ),
					[ 10, 48 ]
				) }
				{ colour(
					'font_colour',
					__( 'Font colour', 'shop-social-icons' )
				) }
				{ toggle(
					'shadow',
					__( 'Shadow around the box', 'shop-social-icons' )
				) }
			</div>
			<PopupPreview popup={ value } />
		</div>
	);
}
