/**
 * WordPress dependencies
 */
import { Button, Notice, Panel, PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ExpressPanel } from './express-panel';
import type { GatewayStatus } from './types';
import './status-screen.scss';

export interface StatusScreenProps {
	status: GatewayStatus;
}

/**
 * The gateway at a glance: on or off, test or live, keys and webhook, and the way to its settings (which live on
 * WooCommerce > Settings > Payments, as every WooCommerce gateway's do). A description list, so a screen reader
 * reads each fact with its name.
 *
 * @param props        Component props.
 * @param props.status The state PHP printed.
 */
export function StatusScreen( { status }: StatusScreenProps ) {
	const rows: [ string, string ][] = [
		[
			__( 'Card payments', 'shop-stripe-gateway' ),
			status.enabled
				? __( 'On', 'shop-stripe-gateway' )
				: __( 'Off', 'shop-stripe-gateway' ),
		],
		[
			__( 'Mode', 'shop-stripe-gateway' ),
			status.testMode
				? __( 'Test: no real payment is taken', 'shop-stripe-gateway' )
				: __( 'Live', 'shop-stripe-gateway' ),
		],
		[
			__( 'API keys', 'shop-stripe-gateway' ),
			status.keysSet
				? __( 'Saved', 'shop-stripe-gateway' )
				: __(
						'Missing: the card is not offered until both keys of the mode are saved',
						'shop-stripe-gateway'
					),
		],
		[
			__( 'Webhook signing secret', 'shop-stripe-gateway' ),
			status.webhookSecretSet
				? __( 'Saved', 'shop-stripe-gateway' )
				: __( 'Missing', 'shop-stripe-gateway' ),
		],
		[
			__( 'Last webhook from Stripe', 'shop-stripe-gateway' ),
			status.lastWebhook || __( 'None yet', 'shop-stripe-gateway' ),
		],
		[ __( 'Webhook endpoint', 'shop-stripe-gateway' ), status.webhookUrl ],
		[
			__( 'Payment methods', 'shop-stripe-gateway' ),
			status.methods.join( ', ' ) || __( 'Card', 'shop-stripe-gateway' ),
		],
	];
	const ready = status.enabled && status.keysSet;
	return (
		<div className="shop-stripe-gateway-status">
			<Notice
				status={ ready ? 'success' : 'warning' }
				isDismissible={ false }
			>
				{ ready
					? __(
							'Shoppers can pay by card at checkout.',
							'shop-stripe-gateway'
						)
					: __(
							'Shoppers cannot pay by card yet: turn the gateway on and save the API keys of its mode.',
							'shop-stripe-gateway'
						) }
			</Notice>
			<Panel header={ __( 'Status', 'shop-stripe-gateway' ) }>
				<PanelBody>
					<dl className="shop-stripe-gateway-status__list">
						{ rows.map( ( [ term, value ] ) => (
							<div key={ term }>
								<dt>{ term }</dt>
								<dd>{ value }</dd>
							</div>
						) ) }
					</dl>
					<Button variant="primary" href={ status.settingsUrl }>
						{ __(
							'Open the gateway settings',
							'shop-stripe-gateway'
						) }
					</Button>
				</PanelBody>
			</Panel>
			<ExpressPanel />
		</div>
	);
}
