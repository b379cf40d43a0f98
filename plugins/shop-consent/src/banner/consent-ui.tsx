/**
 * WordPress dependencies
 */
import type { CSSProperties } from 'react';

/**
 * Internal dependencies
 */
import type { UiController } from '../frontend/types';
import { InfoBar } from './info-bar';
import { SettingsModal } from './settings-modal';
import type { BannerSettings } from './types';
import { useControllerState } from './use-controller-state';

export interface ConsentUiProps {
	controller: UiController;
	settings: BannerSettings;
}

/**
 * The banner UI: follows the controller's view. Without a decision the bar stays under the open modal, so that
 * closing the modal gives focus back to the bar's Settings button.
 *
 * @param props            Component props.
 * @param props.controller The core's UI controller.
 * @param props.settings   Texts, colours and position.
 */
export function ConsentUi( { controller, settings }: ConsentUiProps ) {
	const state = useControllerState( controller );
	if ( state.view === 'none' ) {
		return null;
	}
	const { colours, texts } = settings;
	const style = {
		'--shop-consent-background': colours.background,
		'--shop-consent-text': colours.text,
		'--shop-consent-button': colours.button,
		'--shop-consent-button-text': colours.buttonText,
	} as CSSProperties;

	return (
		// Any touch of the bar or the modal is an answer in progress: auto-accept must not decide for the visitor.
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only listens; the controls are inside.
		<div
			className="shop-consent"
			style={ style }
			onPointerDown={ controller.interact }
			onKeyDown={ controller.interact }
			onFocus={ controller.interact }
		>
			{ ( state.view === 'banner' || ! state.decided ) && (
				<InfoBar
					controller={ controller }
					texts={ texts }
					position={ settings.position }
					model={ state.model }
					focus={ state.focus }
				/>
			) }
			{ state.view === 'settings' && (
				<SettingsModal
					controller={ controller }
					texts={ texts }
					categories={ state.categories }
				/>
			) }
		</div>
	);
}
