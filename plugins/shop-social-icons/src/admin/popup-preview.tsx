/**
 * External dependencies
 */
import { useServerDrawing } from '@shop-bundle/admin-settings/use-server-drawing';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchPopupPreview, popupPreviewQuery } from './popup-preview-api';
import type { PopupSettings } from './types';
// The storefront's own styles of the popup and its icons, scoped to the preview.
import './popup-preview.scss';

/**
 * The popup as the visitor gets it: the server draws it (includes/Popup/PopupDialog.php, the one markup, its looks
 * computed there) from the settings being edited, and the storefront's own stylesheets style it, shown in place
 * instead of over the page. Inert: its close button and icons are not controls of this screen.
 *
 * @param props       Component props.
 * @param props.popup The popup settings being edited.
 */
export function PopupPreview( { popup }: { popup: PopupSettings } ) {
	const { markup, busy, error } = useServerDrawing(
		popupPreviewQuery( popup ),
		fetchPopupPreview,
		__( 'The preview could not be drawn.', 'shop-social-icons' )
	);

	return (
		<figure className="shop-social-icons-popup-preview">
			<div
				className="shop-social-icons-popup-preview__page"
				data-testid="popup-preview"
				aria-busy={ busy }
				ref={ ( element ) => element?.setAttribute( 'inert', '' ) }
				// Markup of includes/Popup/PopupDialog.php, every value escaped or filtered (wp_kses_post) there.
				dangerouslySetInnerHTML={ { __html: markup } }
			/>
			{ error && (
				<p className="shop-social-icons-popup-preview__error">
					{ error }
				</p>
			) }
			<figcaption>{ __( 'Preview', 'shop-social-icons' ) }</figcaption>
		</figure>
	);
}
