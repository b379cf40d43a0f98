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
 * The settings screen. The account and payment method settings arrive with the payments feature issue.
 */
export function SettingsScreen() {
	return (
		<div className="shop-stripe-gateway-settings">
			<Panel header={ __( 'Settings', 'shop-stripe-gateway' ) }>
				<PanelBody>
					<PanelRow>
						<p>
							{ __(
								'No settings here yet: the Stripe account and payment method settings arrive with the payments feature.',
								'shop-stripe-gateway'
							) }
						</p>
					</PanelRow>
				</PanelBody>
			</Panel>
		</div>
	);
}
