/**
 * Payment method name: the gateway id, ShopStripeGateway\Gateway\CardGateway::ID in PHP.
 * WooCommerce hands the method's settings to the page as `getPaymentMethodData( name )`.
 */
export const PAYMENT_METHOD_NAME = 'stripe';
