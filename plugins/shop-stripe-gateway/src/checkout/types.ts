/**
 * Public settings of the card method, from ShopStripeGateway\Blocks\CardPaymentMethod::get_payment_method_data().
 * Every field is optional: the object is empty when the PHP side did not provide it.
 */
export interface CardMethodSettings {
	/** Name shoppers see at checkout. */
	title?: string;
	/** Whether both API keys are set. */
	isConfigured?: boolean;
	/** Features the gateway supports, such as `products`. */
	supports?: string[];
	/** The error texts (ShopStripeGateway\Api\ErrorMessages::all()), read by src/common/error-message.ts. */
	errorMessages?: Record< string, string >;
}
