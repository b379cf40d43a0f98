<?php
/**
 * The express buttons' configuration, as the browser reads it.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express;

use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Assets\Scripts;
use ShopStripeGateway\Checkout\ClientSettings;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Order\StripeAmount;
use WC_Order;
use WC_Product;

defined( 'ABSPATH' ) || exit;

/**
 * `data-config` of the classic pages' container and the block checkout's `stripe_express` data
 * (src/express/types.ts, `ExpressConfig`). Pages are cached, so nothing here depends on the visitor, the session or
 * the cart: the nonce and whether the visitor is logged in come from `wc_stripe_express_context`, amounts of a cart
 * from the Store API. Never a secret: the publishable key of the mode only.
 */
final class ExpressConfig {

	/**
	 * Constructor.
	 *
	 * @param GatewaySettings $settings The card gateway's settings.
	 * @param ExpressSettings $express  The express settings.
	 */
	public function __construct( private GatewaySettings $settings, private ExpressSettings $express ) {}

	/**
	 * The configuration of a location.
	 *
	 * @param string          $location `product`, `cart` or `checkout`.
	 * @param WC_Product|null $product  The product page's product.
	 * @param string          $here     The page's address, where the login sends the shopper back.
	 * @param WC_Order|null   $order    The order of the pay-for-order page (paid in its own currency).
	 * @return array<string, mixed>
	 */
	public function for_location( string $location, ?WC_Product $product, string $here, ?WC_Order $order = null ): array {
		$currency = get_woocommerce_currency();
		$checkout = WC()->checkout();
		$config   = [
			'location'       => $location,
			'publishableKey' => $this->settings->keys()->publishable,
			'locale'         => ClientSettings::stripe_locale( get_locale() ),
			'country'        => WC()->countries->get_base_country(),
			'currency'       => strtolower( $currency ),
			'decimals'       => StripeAmount::decimals( $currency ),
			'apiVersion'     => StripeClient::API_VERSION,
			'buttonHeight'   => $this->express->button_height(),
			'buttonRadius'   => $this->express->button_radius(),
			'buttonTheme'    => $this->express->button_theme(),
			'buttonType'     => $this->express->button_type(),
			'wallets'        => $this->express->wallets(),
			'storeApiUrl'    => rest_url( 'wc/store/v1/' ),
			'ajaxUrl'        => \WC_AJAX::get_endpoint( '%%endpoint%%' ),
			// Spec 6: a guest who cannot check out as a guest nor sign up at checkout is asked to log in first.
			'loginRequired'  => $checkout->is_registration_required() && ! $checkout->is_registration_enabled(),
			'loginUrl'       => add_query_arg( LoginRedirect::PARAM, rawurlencode( $here ), wc_get_page_permalink( 'myaccount' ) ),
			'scriptUrl'      => self::script_url(),
			'messages'       => self::messages(),
		];
		if ( null !== $product ) {
			$config['product'] = self::product( $product );
		}
		if ( null !== $order ) {
			$config['currency'] = strtolower( $order->get_currency() );
			$config['decimals'] = StripeAmount::decimals( $order->get_currency() );
			$config['order']    = self::order( $order );
		}
		return $config;
	}

	/**
	 * The order of a pay-for-order page, as the Store API's pay-for-order route takes it (spec 7:
	 * `checkout/{id}?key=…&billing_email=…`): the page is the order's own (its key is in the address), never cached.
	 *
	 * @param WC_Order $order The order.
	 * @return array{id: int, key: string, billingEmail: string, amount: int}
	 */
	private static function order( WC_Order $order ): array {
		return [
			'id'           => $order->get_id(),
			'key'          => $order->get_order_key(),
			'billingEmail' => $order->get_billing_email(),
			'amount'       => StripeAmount::to_minor( (float) $order->get_total(), $order->get_currency() ),
		];
	}

	/**
	 * The texts the buttons show, translated (the express script is loaded without WordPress's i18n script; its
	 * `messages.ts` holds the same texts in English for a configuration without them).
	 *
	 * @return array<string, string>
	 */
	private static function messages(): array {
		return [
			/* translators: %s: the wallet, e.g. Apple Pay. */
			'loginConfirm'    => __( 'To complete your purchase with %s you need to log in or create an account.', 'shop-stripe-gateway' ),
			'chooseOptions'   => __( 'Please select some product options before adding this product to your cart.', 'shop-stripe-gateway' ),
			'outOfStock'      => __( 'Sorry, this product is unavailable. Please choose a different combination.', 'shop-stripe-gateway' ),
			'failed'          => __( 'Payment failed. Please try again.', 'shop-stripe-gateway' ),
			'subtotal'        => __( 'Subtotal', 'shop-stripe-gateway' ),
			'tax'             => __( 'Tax', 'shop-stripe-gateway' ),
			'shippingPending' => __( 'Shipping', 'shop-stripe-gateway' ),
		];
	}

	/**
	 * The express script's address with its version, as WordPress would print it; '' when it was not built.
	 */
	public static function script_url(): string {
		$script = wp_scripts()->registered[ Scripts::EXPRESS ] ?? null;
		if ( ! $script instanceof \_WP_Dependency || ! is_string( $script->src ) || '' === $script->src ) {
			return '';
		}
		return is_string( $script->ver ) && '' !== $script->ver ? add_query_arg( 'ver', $script->ver, $script->src ) : $script->src;
	}

	/**
	 * The product of a product page: a simple one's price as shown (one item, minor units); a variable one's follows
	 * the chosen variation (wc_stripe_get_selected_product_data).
	 *
	 * @param WC_Product $product The product.
	 * @return array{id: int, type: string, needsShipping: bool, amount?: int}
	 */
	private static function product( WC_Product $product ): array {
		$data = [
			'id'            => $product->get_id(),
			'type'          => $product->is_type( 'variable' ) ? 'variable' : 'simple',
			'needsShipping' => $product->needs_shipping(),
		];
		if ( 'simple' === $data['type'] ) {
			$data['amount'] = StripeAmount::to_minor( (float) wc_get_price_to_display( $product ), get_woocommerce_currency() );
		}
		return $data;
	}
}
