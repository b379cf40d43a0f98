/**
 * External dependencies
 */
import { ServerDrawnPreview } from '@shop-bundle/admin-settings/server-drawn-preview';

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
 * computed there, every value escaped or filtered) from the settings being edited, and the storefront's own
 * stylesheets style it, shown in place instead of over the page (`ServerDrawnPreview`: inert, the last drawing kept
 * while the next one is asked for).
 *
 * @param props       Component props.
 * @param props.popup The popup settings being edited.
 */
export function PopupPreview( { popup }: { popup: PopupSettings } ) {
	return (
		<ServerDrawnPreview
			query={ popupPreviewQuery( popup ) }
			draw={ fetchPopupPreview }
			failed={ __(
				'The preview could not be drawn.',
				'shop-social-icons'
			) }
			caption={ __( 'Preview', 'shop-social-icons' ) }
			captionBelow
			className="shop-social-icons-popup-preview"
			testId="popup-preview"
		/>
	);
}
