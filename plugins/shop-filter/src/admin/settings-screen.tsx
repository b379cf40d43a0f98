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
 * The settings screen. The filter settings arrive with the product filter feature issue.
 */
export function SettingsScreen() {
	return (
		<div className="shop-filter-settings">
			<Panel header={ __( 'Settings', 'shop-filter' ) }>
				<PanelBody>
					<PanelRow>
						<p>
							{ __(
								'No settings yet: the filter and its settings arrive with the product filter feature.',
								'shop-filter'
							) }
						</p>
					</PanelRow>
				</PanelBody>
			</Panel>
		</div>
	);
}
