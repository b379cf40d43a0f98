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
 * The settings screen. The icon settings arrive with the social icons feature issue.
 */
export function SettingsScreen() {
	return (
		<div className="shop-social-icons-settings">
			<Panel header={ __( 'Settings', 'shop-social-icons' ) }>
				<PanelBody>
					<PanelRow>
						<p>
							{ __(
								'No settings yet: the icons and their settings arrive with the social icons feature.',
								'shop-social-icons'
							) }
						</p>
					</PanelRow>
				</PanelBody>
			</Panel>
		</div>
	);
}
