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
	/** Called on any press, key or focus inside (auto-accept stops); none in the admin's preview. */
	onInteract?: () => void;
}

/**
 * The root of the bar and the modal: the settings' colours as the custom properties the styles read. Also what the
 * admin's preview draws the bar in, so both show the same colours.
 *
 * @param props            Component props.
 * @param props.colours    Colours from the settings (an empty one leaves the styles' own).
 * @param props.children   The bar, the modal.
 * @param props.onInteract Told of any touch inside.
 */
export function ConsentTheme( {
	colours,
	children,
	onInteract,
}: ConsentThemeProps ) {
	const style = {
		'--shop-consent-background': colours.background || undefined,
		'--shop-consent-text': colours.text || undefined,
		'--shop-consent-button': colours.button || undefined,
		'--shop-consent-button-text': colours.buttonText || undefined,
		'--shop-consent-link': colours.link || undefined,
	} as CSSProperties;
	return (
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only listens; the controls are inside.
		<div
			className="shop-consent"
			style={ style }
			onPointerDown={ onInteract }
			onKeyDown={ onInteract }
			onFocus={ onInteract }
		>
			{ children }
		</div>
	);
}
