/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ConsentTheme } from '../banner/consent-theme';
import { visibleTexts } from '../banner/default-texts';
import { InfoBar } from '../banner/info-bar';
import type { BannerSettings } from '../banner/types';
import type { UiController } from '../frontend/types';
import { HEX_COLOUR } from './hex-colour-control';
import type { ShopConsentSettings } from './types';
import '../banner/consent-ui.scss';
import '../banner/info-bar.scss';

const nothing = () => {};

/** The preview's bar does nothing: its buttons only show what the shopper gets. */
const PREVIEW_CONTROLLER: UiController = {
	getState: () => ( {
		view: 'banner',
		categories: { strict: true, thirdparty: false, advanced: false },
		decided: false,
		model: 'optin',
	} ),
	subscribe: () => nothing,
	acceptAll: nothing,
	rejectAll: nothing,
	save: nothing,
	close: nothing,
	openSettings: nothing,
	closeSettings: nothing,
	interact: nothing,
};

/** Stands in for the shop's privacy page, which this screen does not know; the link is not followed. */
const PREVIEW_PRIVACY_URL = '#privacy-policy';

/**
 * The banner part of the public settings for the settings being edited, as includes/Frontend/PublicSettings.php
 * builds it: a colour only while it is a valid hex value (the server refuses the others).
 *
 * @param settings The settings being edited.
 */
export function previewBannerSettings(
	settings: ShopConsentSettings
): BannerSettings {
	const { texts: t, colours: c } = settings;
	const colour = ( value: string ) =>
		HEX_COLOUR.test( value ) ? value : '';
	const tab = ( category: 'strict' | 'thirdparty' | 'advanced' ) => ( {
		title: t[ `${ category }_title` ],
		text: t[ `${ category }_text` ],
	} );
	return {
		texts: {
			message: t.bar_message,
			acceptAll: t.accept,
			rejectAll: t.reject,
			settings: t.settings,
			save: t.save,
			modalTitle: t.modal_title,
			tabs: {
				strict: tab( 'strict' ),
				thirdparty: tab( 'thirdparty' ),
				advanced: tab( 'advanced' ),
			},
		},
		colours: {
			background: colour( c.background ),
			text: colour( c.text ),
			button: colour( c.button_background ),
			buttonText: colour( c.button_text ),
			link: colour( c.link ),
		},
		position: settings.position,
		privacyUrl: PREVIEW_PRIVACY_URL,
	};
}

export interface BarPreviewProps {
	settings: ShopConsentSettings;
}

/**
 * The info bar as the shopper gets it, drawn by the banner's own components and styles with the settings being
 * edited, inside a box that stands for the page. Inert: its buttons and link are not controls of this screen.
 *
 * @param props          Component props.
 * @param props.settings The settings being edited.
 */
export function BarPreview( { settings }: BarPreviewProps ) {
	const banner = previewBannerSettings( settings );
	return (
		<figure className="shop-consent-preview">
			<figcaption>{ __( 'Preview', 'shop-consent' ) }</figcaption>
			<div
				className="shop-consent-preview-page"
				data-testid="bar-preview"
				ref={ ( element ) => element?.setAttribute( 'inert', '' ) }
			>
				<ConsentTheme colours={ banner.colours }>
					<InfoBar
						controller={ PREVIEW_CONTROLLER }
						texts={ visibleTexts( banner.texts ) }
						position={ banner.position }
						model="optin"
						privacyUrl={ banner.privacyUrl }
					/>
				</ConsentTheme>
			</div>
		</figure>
	);
}
