/**
 * What WooCommerce's cart and checkout blocks hand an express payment method's content, after WooCommerce's type
 * definitions (client/blocks/assets/js/types/type-defs/payment-method-interface.ts). Only what this method reads.
 */
export interface ExpressProps {
	/** The sheet opened: WooCommerce shows the checkout as busy. */
	onClick: () => void;
	/** The sheet closed without paying: WooCommerce shows the checkout as it was. */
	onClose: () => void;
	/** Shows a failure above the express area. */
	setExpressPaymentError: ( message: string ) => void;
	billing: {
		/** The order total in the shop's minor units. */
		cartTotal: { label: string; value: number };
	};
}
