/**
 * Internal dependencies
 */
import type { UiController } from '../frontend/types';
import { ConsentTheme } from './consent-theme';
import { visibleTexts } from './default-texts';
import { InfoBar } from './info-bar';
import { SettingsModal } from './settings-modal';
import type { BannerPosition, BannerSettings } from './types';
import { useControllerState } from './use-controller-state';

const POSITIONS: BannerPosition[] = [
	'bottom',
	'top',
	'bottom-left',
	'bottom-right',
];

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
 * @param props.settings   Texts, colours, position and privacy link, as the core parsed them.
 */
export function ConsentUi( { controller, settings }: ConsentUiProps ) {
	const state = useControllerState( controller );
	if ( state.view === 'none' ) {
		return null;
	}
	const texts = visibleTexts( settings.texts );

	return (
		// Any touch of the bar or the modal is an answer in progress: auto-accept must not decide for the visitor.
		<ConsentTheme
			colours={ settings.colours }
			onInteract={ controller.interact }
		>
			{ ( state.view === 'banner' || ! state.decided ) && (
				<InfoBar
					controller={ controller }
					texts={ texts }
					// The schema allows no other; a broken page still gets a placed bar.
					position={
						POSITIONS.includes( settings.position )
							? settings.position
							: 'bottom'
					}
					model={ state.model }
					focus={ state.focus }
					privacyUrl={ settings.privacyUrl }
				/>
			) }
			{ state.view === 'settings' && (
				<SettingsModal
					controller={ controller }
					texts={ texts }
					categories={ state.categories }
					privacyUrl={ settings.privacyUrl }
				/>
			) }
		</ConsentTheme>
	);
}
