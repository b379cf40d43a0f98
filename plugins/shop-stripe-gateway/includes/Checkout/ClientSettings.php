<?php
/**
 * The settings object the browser reads (spec checkout-and-payments.md, section 3, "Plugin settings read by the client").
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Checkout;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Appearance\SavedAppearance;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Gateway\ApiKeys;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Order\StripeAmount;

defined( 'ABSPATH' ) || exit;

/**
 * One builder for the classic pages (printed as JSON before the classic script) and the block checkout (merged into
 * the payment method's data), so both read the same names. Never holds a secret: only the publishable key of the
 * mode, public texts, the page's context and nonces.
 *
 * The per-order confirm nonce travels in the confirm hash (Payments\IntentOutcome); the nonces here are the ajax
 * endpoints' (spec 7), keyed by the endpoint's short name.
 */
final class ClientSettings {

	/** Nonce actions of the ajax endpoints the browser calls, by the name the browser reads them under. */
	public const NONCES = [
		'createSetupIntent'   => 'shop_stripe_create_setup_intent',
		'updatePaymentIntent' => 'shop_stripe_update_payment_intent',
		'updateFailedOrder'   => 'shop_stripe_update_failed_order',
		'saveAppearance'      => 'shop_stripe_save_appearance',
	];

	/**
	 * Above this total, in cents, the payment area warns that Cash App Pay may refuse the payment (spec 2; the spec
	 * keeps the value to itself). Stripe documents Cash App Pay's per-transaction limit as 2,000 USD for many
	 * accounts (it depends on the Cash App account and its history, hence a warning, not a refusal); Cash App Pay
	 * takes USD only, so the minor units are cents. It is also spec 9's "maximum amount constant 200000".
	 */
	public const CASH_APP_LIMIT_MINOR = 200000;

	/**
	 * The settings for the current request.
	 *
	 * @param array<string, mixed>                                     $settings The card gateway's settings.
	 * @param array<string, array{title: string, supportsDeferredIntent: bool, reusable: bool, type: string}> $methods  Enabled methods by Stripe id (`card`, …).
	 * @param bool                                                     $block    For the block checkout (the appearance saved for it), else a classic page.
	 * @return array<string, mixed>
	 */
	public static function build( array $settings, array $methods, bool $block = false ): array {
		$theme    = (string) get_option( 'stylesheet' );
		$keys     = ApiKeys::from_settings( $settings );
		$order_id = self::order_pay_id();
		$nonces   = [];
		foreach ( self::NONCES as $name => $action ) {
			$nonces[ $name ] = wp_create_nonce( $action );
		}

		return [
			'key'                       => $keys->publishable,
			'locale'                    => self::stripe_locale( get_locale() ),
			'apiVersion'                => StripeClient::API_VERSION,
			'ajax_url'                  => \WC_AJAX::get_endpoint( '%%endpoint%%' ),
			'cartTotal'                 => self::cart_total_minor( $order_id ),
			'currency'                  => strtolower( get_woocommerce_currency() ),
			'isCheckout'                => is_checkout() && ! is_wc_endpoint_url( 'order-pay' ),
			'isOrderPay'                => is_wc_endpoint_url( 'order-pay' ),
			'isChangingPayment'         => isset( $_GET['change_payment_method'] ), // phpcs:ignore WordPress.Security.NonceVerification.Recommended
			'isAddPaymentMethod'        => is_wc_endpoint_url( 'add-payment-method' ),
			'isOCEnabled'               => 'yes' === ( $settings['optimized_checkout_element'] ?? 'no' ),
			'OCTitle'                   => is_string( $settings['optimized_checkout_title'] ?? null ) ? $settings['optimized_checkout_title'] : '',
			'cartContainsSubscription'  => class_exists( '\WC_Subscriptions_Cart' ) && \WC_Subscriptions_Cart::cart_contains_subscription(),
			'isLoggedIn'                => is_user_logged_in(),
			'isSignupOnCheckoutAllowed' => function_exists( 'WC' ) && WC()->checkout() && WC()->checkout()->is_registration_enabled(),
			'orderId'                   => $order_id,
			'orderReceivedURL'          => wc_get_endpoint_url( 'order-received', '', wc_get_checkout_url() ),
			'genericErrorMessage'       => ErrorMessages::all()['payment_failed'] ?? '',
			'errorMessages'             => ErrorMessages::all(),
			'cashAppLimit'              => self::CASH_APP_LIMIT_MINOR,
			'invalid_wallet_type'       => __( 'Invalid wallet payment type.', 'shop-stripe-gateway' ),
			'theme_name'                => $theme,
			// The Payment Element's look measured on an earlier page view of this theme and checkout kind, so the
			// browser does not measure again (src/common/theme-appearance.ts); null until one was saved.
			'appearance'                => SavedAppearance::get( $theme, $block ),
			'paymentMethodsConfig'      => $methods,
			'nonces'                    => $nonces,
			'gatewayId'                 => CardGateway::ID,
		];
	}

	/**
	 * Stripe.js takes a two-letter language (or `auto`); WordPress's `pt_BR` becomes `pt-BR`, which Stripe accepts.
	 *
	 * @param string $locale WordPress locale.
	 */
	public static function stripe_locale( string $locale ): string {
		$stripe = [ 'pt_BR', 'fr_CA', 'zh_HK', 'zh_TW', 'es_419', 'en_GB' ];
		if ( in_array( $locale, $stripe, true ) ) {
			return str_replace( '_', '-', $locale );
		}
		$language = strtolower( substr( $locale, 0, 2 ) );
		return preg_match( '/^[a-z]{2}$/', $language ) ? $language : 'auto';
	}

	/**
	 * The amount of the current page in minor units (cartTotal's rule), for the payment box WooCommerce re-renders
	 * whenever the totals change (Checkout\PaymentFields).
	 */
	public static function current_total_minor(): int {
		return self::cart_total_minor( self::order_pay_id() );
	}

	/** The order id on the pay-for-order page, else 0. */
	private static function order_pay_id(): int {
		global $wp;
		if ( ! is_wc_endpoint_url( 'order-pay' ) || ! isset( $wp->query_vars['order-pay'] ) ) {
			return 0;
		}
		return absint( $wp->query_vars['order-pay'] );
	}

	/**
	 * The amount to draw the element for, in the currency's minor units: the order's total on the pay-for-order page,
	 * the cart's elsewhere (0 on pages without a cart, such as add-payment-method: setup mode).
	 *
	 * @param int $order_id Order being paid, or 0.
	 */
	private static function cart_total_minor( int $order_id ): int {
		$total = 0.0;
		if ( $order_id > 0 ) {
			$order = wc_get_order( $order_id );
			$total = $order instanceof \WC_Order ? (float) $order->get_total( 'edit' ) : 0.0;
		} elseif ( function_exists( 'WC' ) && WC()->cart && ! is_wc_endpoint_url( 'add-payment-method' ) ) {
			$total = (float) WC()->cart->get_total( 'edit' );
		}
		return StripeAmount::to_minor( $total, get_woocommerce_currency() );
	}
}
