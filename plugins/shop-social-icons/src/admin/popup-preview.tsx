/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PopupSettings } from './types';

/**
 * The preview's inline style from the popup's settings: border, background, font, style, size, colour, shadow.
 *
 * @param popup The popup settings being edited.
 */
export function previewStyle( popup: PopupSettings ): Record< string, string > {
	return {
		border: `${ popup.border_thickness }px solid ${ popup.border_colour }`,
		backgroundColor: popup.background_colour,
		// A family name with a space is quoted; 'inherit' is a keyword.
		fontFamily: popup.font === 'inherit' ? 'inherit' : `"${ popup.font }"`,
		fontStyle: popup.font_style === 'italic' ? 'italic' : 'normal',
		fontWeight: popup.font_style === 'bold' ? 'bold' : 'normal',
		fontSize: `${ popup.font_size }px`,
		color: popup.font_colour,
		boxShadow: popup.shadow ? '0 4px 16px rgba(0, 0, 0, 0.3)' : 'none',
	};
}

/**
 * A live preview of the popup's box as it is being edited. The text shows as plain text: the markup the popup may
 * hold is the storefront's to render.
 *
 * @param props       Component props.
 * @param props.popup The popup settings being edited.
 */
export function PopupPreview( { popup }: { popup: PopupSettings } ) {
	return (
		<figure className="shop-social-icons-popup-preview">
			<div
				className="shop-social-icons-popup-preview__box"
				data-testid="popup-preview"
				style={ previewStyle( popup ) }
			>
				{ popup.text.replace( /<[^>]*>/g, '' ) }
			</div>
			<figcaption>{ __( 'Preview', 'shop-social-icons' ) }</figcaption>
		</figure>
	);
}
