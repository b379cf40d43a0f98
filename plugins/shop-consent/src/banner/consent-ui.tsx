/**
 * Internal dependencies
 */
import type { UiController } from '../frontend/types';
import { ConsentTheme } from './consent-theme';
import { SettingsModal } from './settings-modal';
import type { BannerSettings } from './types';
import { useControllerState } from './use-controller-state';

export interface ConsentUiProps {
	controller: UiController;
	settings: BannerSettings;
}

/**
 * The settings modal, while the controller's view is `settings`. The bar is server HTML driven by the core
 * (src/frontend/info-bar.ts): without a decision it stays under the modal, so that closing the modal gives focus
 * back to the bar's Settings button.
 *
 * @param props            Component props.
 * @param props.controller The core's UI controller.
 * @param props.settings   Texts, colours and privacy link, as the core parsed them.
 */
export function ConsentUi( { controller, settings }: ConsentUiProps ) {
	const state = useControllerState( controller );
	if ( state.view !== 'settings' ) {
		return null;
	}
	return (
		// Any touch of the modal is an answer in progress: auto-accept must not decide for the visitor.
		<ConsentTheme
			colours={ settings.colours }
			onInteract={ controller.interact }
		>
			<SettingsModal
				controller={ controller }
				texts={ settings.texts }
				categories={ state.categories }
				privacyUrl={ settings.privacyUrl }
			/>
		</ConsentTheme>
	);
}
