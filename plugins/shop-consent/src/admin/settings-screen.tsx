/**
 * WordPress dependencies
 */
import { Panel, PanelBody, PanelRow } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './settings-screen.scss';

/**
 * The settings screen. The consent banner settings arrive with the consent feature issue.
 */
export function SettingsScreen() {
	return (
		<div className="shop-consent-settings">
			<Panel header={ __( 'Settings', 'shop-consent' ) }>
				<PanelBody>
					<PanelRow>
						<p>
							{ __(
								'No settings yet: the consent banner and its settings arrive with the consent feature.',
								'shop-consent'
							) }
						</p>
					</PanelRow>
				</PanelBody>
			</Panel>
		</div>
	);
}
