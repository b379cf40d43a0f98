/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { effectiveTexts } from './default-texts';
import { HEX_COLOUR } from './hex-colour-control';
import type { SettingsColours, ShopConsentSettings } from './types';

/**
 * A colour for the preview: the chosen one when valid, else the fallback.
 *
 * @param value    The chosen colour.
 * @param fallback Used while the chosen one is not a hex colour.
 */
function colour( value: string, fallback: string ): string {
	return HEX_COLOUR.test( value ) ? value : fallback;
}

export interface BarPreviewProps {
	texts: ShopConsentSettings[ 'texts' ];
	colours: SettingsColours;
	position: ShopConsentSettings[ 'position' ];
}

/**
 * A small static picture of the info bar with the chosen texts, colours and position. Not interactive: its
 * buttons are drawn as spans so that they are not mistaken for controls of this screen.
 *
 * @param props          Component props.
 * @param props.texts    Texts from the settings.
 * @param props.colours  Colours from the settings.
 * @param props.position Position from the settings.
 */
export function BarPreview( { texts, colours, position }: BarPreviewProps ) {
	const shown = effectiveTexts( texts );
	const button = {
		background: colour( colours.button_background, '#1e1e1e' ),
		color: colour( colours.button_text, '#ffffff' ),
	};
	return (
		<figure className="shop-consent-preview">
			<figcaption>{ __( 'Preview', 'shop-consent' ) }</figcaption>
			<div
				className={ `shop-consent-preview-page is-${ position }` }
				data-testid="bar-preview"
			>
				<div
					className="shop-consent-preview-bar"
					style={ {
						background: colour( colours.background, '#ffffff' ),
						color: colour( colours.text, '#1e1e1e' ),
					} }
				>
					<p>{ shown.bar_message }</p>
					<span className="shop-consent-preview-buttons">
						<span style={ button }>{ shown.accept }</span>
						<span style={ button }>{ shown.reject }</span>
						<span
							style={ {
								color: colour( colours.link, '#1e1e1e' ),
							} }
						>
							{ shown.settings }
						</span>
					</span>
				</div>
			</div>
		</figure>
	);
}
