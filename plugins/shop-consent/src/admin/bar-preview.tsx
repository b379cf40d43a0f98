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
import { barPreviewQuery, fetchBarPreview } from './bar-preview-api';
import type { ShopConsentSettings } from './types';
// The storefront's own styles of the bar, built into the admin's stylesheet too.
import '../frontend/consent-ui.scss';
import '../frontend/info-bar.scss';

export interface BarPreviewProps {
	settings: ShopConsentSettings;
}

/**
 * The info bar as the shopper gets it: the server draws it (includes/Banner/BarMarkup.php, the one markup) with the
 * texts, colours and position being edited, and the storefront's own styles style it, inside a box that stands
 * for the page. Inert: its buttons and link are not controls of this screen. The last drawing stays while the next
 * one is asked for, so typing does not blink.
 *
 * @param props          Component props.
 * @param props.settings The settings being edited.
 */
export function BarPreview( { settings }: BarPreviewProps ) {
	const { markup, busy, error } = useServerDrawing(
		barPreviewQuery( settings ),
		fetchBarPreview,
		__( 'The preview could not be drawn.', 'shop-consent' )
	);

	return (
		<figure className="shop-consent-preview">
			<figcaption>{ __( 'Preview', 'shop-consent' ) }</figcaption>
			<div
				className="shop-consent-preview-page"
				data-testid="bar-preview"
				aria-busy={ busy }
				ref={ ( element ) => element?.setAttribute( 'inert', '' ) }
				// Markup of includes/Banner/BarMarkup.php, every text escaped there.
				dangerouslySetInnerHTML={ { __html: markup } }
			/>
			{ error && <p className="shop-consent-preview-error">{ error }</p> }
		</figure>
	);
}
