/**
 * External dependencies
 */
import type { CSSProperties, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { BannerColours } from './types';

export interface ConsentThemeProps {
	colours: BannerColours;
	children: ReactNode;
}

/**
 * The root of the bar and the modal: the settings' colours as the custom properties the styles read. Also what the
 * admin's preview draws the bar in, so both show the same colours.
 *
 * @param props          Component props.
 * @param props.colours  Colours from the settings (an empty one leaves the styles' own).
 * @param props.children The bar, the modal.
 */
export function ConsentTheme( { colours, children }: ConsentThemeProps ) {
	const style = {
		'--shop-consent-background': colours.background || undefined,
		'--shop-consent-text': colours.text || undefined,
		'--shop-consent-button': colours.button || undefined,
		'--shop-consent-button-text': colours.buttonText || undefined,
		'--shop-consent-link': colours.link || undefined,
	} as CSSProperties;
	return (
		<div className="shop-consent" style={ style }>
			{ children }
		</div>
	);
}
