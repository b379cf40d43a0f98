/**
 * Internal dependencies
 */
import type { ClientSettings } from '../common/client-settings';

/**
 * Public settings of the card method, from ShopStripeGateway\Blocks\CardPaymentMethod::get_payment_method_data():
 * the client settings every checkout reads (ShopStripeGateway\Checkout\ClientSettings) and the block method's own.
 * Every field is optional: the object is empty when the PHP side did not provide it.
 */
export interface CardMethodSettings extends Partial< ClientSettings > {
	/** Name shoppers see at checkout. */
	title?: string;
	/** Whether both API keys are set. */
	isConfigured?: boolean;
	/** Features the gateway supports, such as `products`. */
	supports?: string[];
	/** The error texts (ShopStripeGateway\Api\ErrorMessages::all()), read by src/common/error-message.ts. */
	errorMessages?: Record< string, string >;
	/** Decimals Stripe counts the shop's currency in (0 for JPY, 3 for KWD, else 2). */
	stripeDecimals?: number;
	/** The step Stripe's amounts of that currency are a multiple of (100 for ISK and UGX, 10 for KWD, else 1). */
	stripeStep?: number;
	/** The accepted card networks drawn after the title (ShopStripeGateway\Gateway\CardBrands::for_client()). */
	cardBrands?: CardBrand[];
}

/** One card network: its id, its name (the icon's accessible name) and its icon's address. */
export interface CardBrand {
	id: string;
	name: string;
	src: string;
}

/** The settings as the content component gets them: the title and the catalogue always there (index.tsx). */
export type ContentSettings = CardMethodSettings & {
	title: string;
	errorMessages: Record< string, string >;
};

/**
 * A method's own data (ShopStripeGateway\Blocks\MethodPaymentMethod::get_payment_method_data()), read with
 * getPaymentMethodData( 'stripe_<id>' ); the keys and texts are the card's.
 */
export interface MethodData {
	title?: string;
	/** Stripe's id (`ideal`). */
	methodId?: string;
	/** Currencies Stripe takes the method in, upper case; none: any. */
	currencies?: string[];
	isConfigured?: boolean;
	supports?: string[];
}
