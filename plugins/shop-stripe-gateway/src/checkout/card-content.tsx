/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * What the checkout shows when the card method is selected. The payment form arrives with the payment feature.
 */
export function CardContent() {
	return (
		<p>
			{ __(
				'Card payments are not available yet.',
				'shop-stripe-gateway'
			) }
		</p>
	);
}
