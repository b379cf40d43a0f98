<?php
/**
 * Every method of spec 3 paid through the real checkout handler, Stripe faked at the HTTP boundary.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Checkout\PaymentFields;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Gateway\MethodGateway;
use ShopStripeGateway\Gateway\Methods;
use ShopStripeGateway\Payments\ChosenMethod;
use ShopStripeGateway\Payments\MethodOptions;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use WC_Order;

require_once __DIR__ . '/Support/GatewayTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * For each of the 26 method ids, the method's own gateway's process_payment() on a real order posts the one type the
 * shopper chose and what that type needs (payment_method_options, mandate, shipping) to `POST /v1/payment_intents`,
 * and Stripe's answer (its example PaymentIntent with the status and next action that method gets) becomes the
 * order's state and the return address of spec 2: paid, on hold, pending, with the voucher, wallet or confirm hash,
 * or Stripe's own page. The single-element layout confirms whatever type the shopper picked in the card's element;
 * a type the gateway does not offer, that is not enabled, or not in the order's currency is refused before Stripe.
 */
final class MethodConfirmTest extends GatewayTestCase {

	private const PM     = 'pm_1PgafxB7WZ01zgkW';
	private const SECRET = 'pi_1PgafyB7WZ01zgkWSjxsAJo3_secret_Dm43xiq1k0ywrRRjDoi8y1gkM';
	private const BANK   = 'https://hooks.stripe.com/redirect/authenticate/src_1';

	/** Stripe's answers by what the method does next. */
	private const ANSWERS = [
		'paid'       => [ 'status' => 'succeeded', 'latest_charge' => 'ch_1' ],
		'processing' => [ 'status' => 'processing' ],
		'redirect'   => [ 'status' => 'requires_action', 'next_action' => [ 'type' => 'redirect_to_url', 'redirect_to_url' => [ 'url' => self::BANK, 'return_url' => 'https://example.org' ] ] ],
		'blik'       => [ 'status' => 'requires_action', 'next_action' => [ 'type' => 'blik_authorize' ] ],
		'browser'    => [ 'status' => 'requires_payment_method' ],
	];

	protected function tearDown(): void {
		unset( $_POST[ CardGateway::PAYMENT_METHOD_FIELD ], $_POST[ ChosenMethod::FIELD ], $_POST[ PaymentFields::BLIK_CODE_FIELD ] );
		parent::tearDown();
	}

	/**
	 * Method id => currency, Stripe's answer (a key of ANSWERS or a next action type), the order's status, the return
	 * address's kind, the options Stripe must get.
	 *
	 * @return array<string, array{string, string, string, string, array<string, mixed>}>
	 */
	public static function methods(): array {
		$mandate = [ 'customer_acceptance' => [ 'type' => 'online' ] ];
		return [
			'blik'              => [ 'PLN', 'blik', 'on-hold', 'received', [ 'payment_method_options' => [ 'blik' => [ 'code' => '777123' ] ], 'payment_method_data' => [ 'type' => 'blik' ] ] ],
			'card'              => [ 'USD', 'paid', 'processing', 'received', [] ],
			'giropay'           => [ 'EUR', 'redirect', 'pending', 'bank', [] ],
			'eps'               => [ 'EUR', 'redirect', 'pending', 'bank', [] ],
			'ideal'             => [ 'EUR', 'redirect', 'pending', 'bank', [] ],
			'p24'               => [ 'PLN', 'redirect', 'pending', 'bank', [] ],
			'sepa_debit'        => [ 'EUR', 'processing', 'on-hold', 'received', [ 'mandate_data' => $mandate ] ],
			'sofort'            => [ 'EUR', 'redirect', 'pending', 'bank', [] ],
			'boleto'            => [ 'BRL', 'boleto_display_details', 'on-hold', 'voucher', [ 'payment_method_options' => [ 'boleto' => [ 'expires_after_days' => '3' ] ] ] ],
			'oxxo'              => [ 'MXN', 'oxxo_display_details', 'on-hold', 'voucher', [ 'payment_method_options' => [ 'oxxo' => [ 'expires_after_days' => '3' ] ] ] ],
			'bancontact'        => [ 'EUR', 'redirect', 'pending', 'bank', [] ],
			'alipay'            => [ 'USD', 'redirect', 'pending', 'bank', [] ],
			'multibanco'        => [ 'EUR', 'multibanco_display_details', 'on-hold', 'voucher', [] ],
			'klarna'            => [ 'EUR', 'redirect', 'pending', 'bank', [] ],
			'affirm'            => [ 'USD', 'redirect', 'pending', 'bank', [] ],
			'afterpay_clearpay' => [ 'USD', 'redirect', 'pending', 'bank', [ 'shipping' => [ 'address' => [ 'country' => 'US' ] ] ] ],
			'afterpay'          => [ 'AUD', 'redirect', 'pending', 'bank', [ 'shipping' => [ 'address' => [ 'country' => 'US' ] ] ] ],
			'clearpay'          => [ 'GBP', 'redirect', 'pending', 'bank', [ 'shipping' => [ 'address' => [ 'country' => 'US' ] ] ] ],
			'wechat_pay'        => [ 'CNY', 'wechat_pay_display_qr_code', 'pending', 'wallet', [ 'payment_method_options' => [ 'wechat_pay' => [ 'client' => 'web' ] ] ] ],
			'cashapp'           => [ 'USD', 'cashapp_handle_redirect_or_display_qr_code', 'pending', 'wallet', [] ],
			'link'              => [ 'USD', 'paid', 'processing', 'received', [] ],
			'amazon_pay'        => [ 'USD', 'redirect', 'pending', 'bank', [] ],
			'us_bank_account'   => [ 'USD', 'processing', 'on-hold', 'received', [ 'payment_method_options' => [ 'us_bank_account' => [ 'verification_method' => 'automatic', 'financial_connections' => [ 'permissions' => [ 'payment_method' ] ] ] ], 'mandate_data' => $mandate ] ],
			'acss_debit'        => [ 'CAD', 'browser', 'pending', 'confirm', [ 'payment_method_options' => [ 'acss_debit' => [ 'mandate_options' => [ 'payment_schedule' => 'sporadic', 'transaction_type' => 'personal' ], 'verification_method' => 'automatic' ] ], 'confirm' => 'false' ] ],
			'bacs_debit'        => [ 'GBP', 'processing', 'on-hold', 'received', [ 'mandate_data' => $mandate ] ],
			'au_becs_debit'     => [ 'AUD', 'processing', 'on-hold', 'received', [ 'mandate_data' => $mandate ] ],
		];
	}

	public function test_the_table_covers_every_method_of_spec_3(): void {
		$this->assertSame( array_keys( Methods::all() ), array_keys( self::methods() ) );
	}

	/**
	 * @dataProvider methods
	 * @param string               $currency The order's currency.
	 * @param string               $answer   Stripe's answer: a key of ANSWERS or a next action type.
	 * @param string               $status   The order's status after.
	 * @param string               $address  Where the shopper goes: received, bank, voucher, wallet, confirm.
	 * @param array<string, mixed> $options  Parameters Stripe must get (a subset of the request's).
	 */
	public function test_each_method_confirms_its_own_type_with_its_options_and_maps_the_answer( string $currency, string $answer, string $status, string $address, array $options ): void {
		$id = $this->dataName();
		$this->enable( $id );
		$order = $this->method_order( $id, $currency );
		$this->post_choice( $id );
		$this->stripe->respond_object( 'payment_intent', [ 'id' => 'pi_' . $id ] + ( self::ANSWERS[ $answer ] ?? [ 'status' => 'requires_action', 'next_action' => [ 'type' => $answer ] ] ) );

		$result = $this->gateway( $id )->process_payment( $order->get_id() );

		$sent = $this->sent( 0 );
		$this->assertStringEndsWith( '/v1/payment_intents', $this->stripe->request( 0 )['url'] );
		$this->assertSame( [ Methods::get( $id )->stripe_type() ], $sent['payment_method_types'], 'the type the shopper chose, and no other' );
		if ( Methods::get( $id )->deferred_intent ) {
			$this->assertSame( self::PM, $sent['payment_method'] );
		} else {
			$this->assertArrayNotHasKey( 'payment_method', $sent, 'Stripe makes or asks for it' );
		}
		$this->assertSame( $sent, array_replace_recursive( $sent, $options ), 'the method\'s options' );
		if ( [] === $options ) {
			$this->assertArrayNotHasKey( 'payment_method_options', $sent );
		}
		$order = wc_get_order( $order->get_id() );
		$this->assertSame( 'success', $result['result'] );
		$this->assertSame( $status, $order->get_status() );
		$this->assertSame( 'pi_' . $id, $order->get_meta( '_shop_stripe_intent_id' ) );
		$this->assertMatchesRegularExpression( $this->address( $address, $order, $id ), $result['redirect'] );
	}

	/** @return array<string, array{string, string}> types the card's one element offers in the single-element layout, and a currency Stripe takes each in */
	public static function element_types(): array {
		return [
			'the card'   => [ 'card', 'EUR' ],
			'iDEAL'      => [ 'ideal', 'EUR' ],
			'Klarna'     => [ 'klarna', 'EUR' ],
			'Afterpay'   => [ 'afterpay_clearpay', 'USD' ],
			'SEPA Debit' => [ 'sepa_debit', 'EUR' ],
		];
	}

	/**
	 * @dataProvider element_types
	 * @param string $type     Stripe's type the shopper picked in the element.
	 * @param string $currency The order's currency.
	 */
	public function test_the_single_element_confirms_the_type_picked_in_it( string $type, string $currency ): void {
		$this->settings( [ 'optimized_checkout_element' => 'yes', 'upe_checkout_experience_accepted_payments' => [ 'card', 'ideal', 'klarna', 'afterpay_clearpay', 'sepa_debit' ] ] );
		$order = $this->method_order( 'card', $currency );
		$this->post_choice( $type );
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'processing' ] );

		Composition::card_gateway()->process_payment( $order->get_id() );

		$this->assertSame( [ $type ], $this->sent( 0 )['payment_method_types'] );
	}

	/** @return array<string, array{string, string, string, array<string, mixed>}> a choice refused before Stripe */
	public static function refused_choices(): array {
		return [
			'a type the card\'s box does not offer outside the single element' => [ 'card', 'ideal', 'EUR', [] ],
			'another type in a method\'s own box'                              => [ 'ideal', 'card', 'EUR', [] ],
			'a type that is not enabled'                                        => [ 'card', 'klarna', 'EUR', [ 'optimized_checkout_element' => 'yes' ] ],
			'a type Stripe does not take in the order\'s currency'             => [ 'card', 'ideal', 'USD', [ 'optimized_checkout_element' => 'yes' ] ],
			'no such type'                                                      => [ 'card', 'bitcoin', 'USD', [ 'optimized_checkout_element' => 'yes' ] ],
		];
	}

	/**
	 * @dataProvider refused_choices
	 * @param string               $gateway  The gateway's method.
	 * @param string               $type     The posted type.
	 * @param string               $currency The order's currency.
	 * @param array<string, mixed> $settings Changed settings.
	 */
	public function test_a_choice_the_shop_does_not_offer_is_refused_before_stripe( string $gateway, string $type, string $currency, array $settings ): void {
		$this->settings( $settings );
		$order = $this->method_order( $gateway, $currency );
		$this->post_choice( $type );

		$this->assertSame( [ 'result' => 'failure' ], $this->gateway( $gateway )->process_payment( $order->get_id() ) );
		$this->assertSame( [], $this->stripe->requests() );
		$this->assertSame( 'pending', wc_get_order( $order->get_id() )->get_status() );
		$this->assertContains( 'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.', array_column( wc_get_notices( 'error' ), 'notice' ) );
	}

	public function test_with_capture_off_only_a_type_stripe_can_hold_is_authorised_for_later(): void {
		$this->settings( [ 'capture' => 'no' ] );
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'requires_capture' ] );
		$this->stripe->respond_object( 'payment_intent', [ 'status' => 'processing' ] );
		$this->post_choice( 'card' );
		$this->gateway( 'card' )->process_payment( $this->method_order( 'card', 'EUR' )->get_id() );
		$this->post_choice( 'ideal' );
		$this->gateway( 'ideal' )->process_payment( $this->method_order( 'ideal', 'EUR' )->get_id() );

		$this->assertSame( 'manual', $this->sent( 0 )['capture_method'] );
		$this->assertSame( 'automatic', $this->sent( 1 )['capture_method'], 'Stripe holds no iDEAL payment' );
	}

	public function test_a_voucher_expires_after_the_days_stripe_gives_by_default(): void {
		$this->assertSame( 3, MethodOptions::VOUCHER_DAYS );
	}

	/**
	 * What the browser posts for a method: its PaymentMethod (none for BLIK and pre-authorised debit), Stripe's type,
	 * BLIK's code.
	 *
	 * @param string $type Stripe's type or the method's id.
	 */
	private function post_choice( string $type ): void {
		$_POST[ CardGateway::PAYMENT_METHOD_FIELD ] = in_array( $type, [ 'blik', 'acss_debit' ], true ) ? '' : self::PM;
		$_POST[ ChosenMethod::FIELD ]               = Methods::get( $type )?->stripe_type() ?? $type;
		$_POST[ PaymentFields::BLIK_CODE_FIELD ]    = '777123';
	}

	/**
	 * The return address expected.
	 *
	 * @param string   $kind  received, bank, voucher, wallet or confirm.
	 * @param WC_Order $order The order.
	 * @param string   $id    The method.
	 */
	private function address( string $kind, WC_Order $order, string $id ): string {
		$back = preg_quote( rawurlencode( $order->get_checkout_order_received_url() ), '#' );
		$page = preg_quote( wc_get_checkout_url(), '#' );
		return match ( $kind ) {
			'received' => '#^' . preg_quote( $order->get_checkout_order_received_url(), '#' ) . '$#',
			'bank'     => '#^' . preg_quote( self::BANK, '#' ) . '$#',
			'voucher'  => '#^' . $page . '\#shop-stripe-voucher:' . $order->get_id() . ':' . $id . ':' . self::SECRET . ':' . $back . '$#',
			'wallet'   => '#^' . $page . '\#shop-stripe-wallet:' . $order->get_id() . ':' . $id . ':pi:' . self::SECRET . ':' . $back . ':[0-9a-f]{10}$#',
			'confirm'  => '#^' . $page . '\#shop-stripe-confirm-pi:' . $order->get_id() . ':' . self::SECRET . ':[0-9a-f]{10}$#',
		};
	}

	/**
	 * The gateway of a method, as WooCommerce would call it.
	 *
	 * @param string $id The method.
	 */
	private function gateway( string $id ): CardGateway|MethodGateway {
		return 'card' === $id ? Composition::card_gateway() : Composition::method_gateway( $id );
	}

	/**
	 * A pending order with a method's gateway, shipped to the US.
	 *
	 * @param string $id       The method.
	 * @param string $currency The order's currency.
	 */
	private function method_order( string $id, string $currency ): WC_Order {
		$order = $this->card_order( '20', $currency );
		$order->set_payment_method( Methods::get( $id )->gateway_id() );
		$order->set_billing_first_name( 'Robin' );
		$order->set_billing_last_name( 'Shopper' );
		$order->set_billing_email( 'robin@example.com' );
		$order->set_billing_country( 'US' );
		$order->save();
		return $order;
	}

	/**
	 * Changes the card gateway's settings.
	 *
	 * @param array<string, mixed> $changes Changed settings.
	 */
	private function settings( array $changes ): void {
		update_option( CardGateway::SETTINGS_OPTION, $changes + get_option( CardGateway::SETTINGS_OPTION ) );
	}

	/**
	 * Adds a method to the enabled ones.
	 *
	 * @param string $id The method.
	 */
	private function enable( string $id ): void {
		$enabled = get_option( CardGateway::SETTINGS_OPTION )['upe_checkout_experience_accepted_payments'];
		$this->settings( [ 'upe_checkout_experience_accepted_payments' => array_values( array_unique( [ ...$enabled, $id ] ) ) ] );
	}
}
