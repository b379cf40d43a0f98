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
import { barPreviewQuery, fetchBarPreview } from './bar-preview-api';
import type { ShopConsentSettings } from './types';
// The storefront's own styles of the bar, built into the admin's stylesheet too.
import '../frontend/consent-ui.scss';
import '../frontend/info-bar.scss';

export interface BarPreviewProps {
	settings: ShopConsentSettings;
}

/**
 * The info bar as the shopper gets it: the server draws it (includes/Banner/BarMarkup.php, the one markup, every
 * text escaped there) with the texts, colours and position being edited, and the storefront's own styles style it,
 * inside a box that stands for the page (`ServerDrawnPreview`: inert, the last drawing kept while the next one is
 * asked for, so typing does not blink).
 *
 * @param props          Component props.
 * @param props.settings The settings being edited.
 */
export function BarPreview( { settings }: BarPreviewProps ) {
	return (
		<ServerDrawnPreview
			query={ barPreviewQuery( settings ) }
			draw={ fetchBarPreview }
			failed={ __( 'The preview could not be drawn.', 'shop-consent' ) }
			caption={ __( 'Preview', 'shop-consent' ) }
			className="shop-consent-preview"
			testId="bar-preview"
		/>
	);
}
