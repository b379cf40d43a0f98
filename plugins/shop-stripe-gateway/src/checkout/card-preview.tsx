/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The method in the editor's checkout block: the card form needs Stripe.js and a cart, which the editor has not, so
 * it says where the form goes instead of loading Stripe there.
 */
export function CardPreview() {
	return (
		<p>
			{ __(
				'Shoppers enter their card here, in a form served by Stripe.',
				'shop-stripe-gateway'
			) }
		</p>
	);
}
