<?php
/**
 * What Stripe needs with an intent of one payment method: its type and that type's options.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Checkout\PaymentFields;
use ShopStripeGateway\Gateway\Method;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * A value object handed to PaymentIntents::confirm() as its extra parameters, built once per attempt from the chosen
 * method (ChosenMethod), the order and the checkout's fields:
 * - `payment_method_types`: the one type the shopper chose, so Stripe confirms that method and no other;
 * - `payment_method_options`: what the type needs at confirmation: BLIK's six-digit code (spec 5); Canadian
 *   pre-authorised debit's mandate (sporadic, personal) and its bank verification; how many days a Boleto or OXXO
 *   voucher can be paid in; WeChat Pay's client (a web page); ACH's instant verification through Financial
 *   Connections;
 * - `mandate_data`: the shopper accepted a debit mandate online, from this address and browser (required when the
 *   server confirms a debit, or a bank redirect saved as a SEPA Direct Debit);
 * - `shipping`: Afterpay / Clearpay assess the order by where it goes;
 * - `capture_method` automatic for a type Stripe cannot hold for a later capture, whatever the shop's capture setting;
 * - for the methods the Payment Element cannot collect before an intent exists (BLIK, pre-authorised debit: deferred
 *   intent unsupported by Stripe), the PaymentMethod comes from `payment_method_data` (BLIK: the code is all the
 *   shopper gives) or, for pre-authorised debit, later in the browser (Stripe's own bank dialog): the intent is made
 *   unconfirmed and the browser confirms it (`confirm` false).
 */
final class MethodOptions {

	/** Days a voucher can be paid in (Stripe's defaults; the order waits on hold meanwhile). */
	public const VOUCHER_DAYS = 3;

	/** Debits that need the shopper's mandate when the server confirms them. */
	private const DEBITS = [ 'sepa_debit', 'bacs_debit', 'au_becs_debit', 'us_bank_account', 'acss_debit' ];

	/**
	 * Types Stripe can authorise now and capture later (the "manual capture support" of its method pages); with the
	 * shop's capture off, the others are captured at once, as Stripe refuses a hold on them.
	 */
	private const MANUAL_CAPTURE = [ 'card', 'link', 'affirm', 'afterpay_clearpay', 'klarna', 'cashapp', 'amazon_pay' ];

	/** Bank redirects Stripe saves as a SEPA Direct Debit, with its mandate, when set up for future use. */
	private const SAVED_AS_SEPA = [ 'ideal', 'bancontact', 'sofort' ];

	/**
	 * Constructor.
	 *
	 * @param Method               $method The method confirmed.
	 * @param array<string, mixed> $params The intent's parameters for it.
	 */
	private function __construct( public readonly Method $method, private array $params ) {}

	/**
	 * The parameters for a method chosen at checkout.
	 *
	 * @param Method               $method The chosen method.
	 * @param WC_Order             $order  The order.
	 * @param array<string, mixed> $post   The checkout's fields.
	 * @param bool                 $save   The method is set up for future payments too.
	 * @throws RefusedPayment For a BLIK code that is not six digits, before any request.
	 */
	public static function for_checkout( Method $method, WC_Order $order, array $post, bool $save = false ): self {
		$id      = $method->stripe_type();
		$options = match ( $id ) {
			'blik'            => [ 'code' => self::blik_code( $post ) ],
			'acss_debit'      => [
				'mandate_options'     => [
					'payment_schedule' => 'sporadic',
					'transaction_type' => 'personal',
				],
				'verification_method' => 'automatic',
			],
			'boleto', 'oxxo'  => [ 'expires_after_days' => self::VOUCHER_DAYS ],
			'wechat_pay'      => [ 'client' => 'web' ],
			'us_bank_account' => [
				'verification_method'    => 'automatic',
				'financial_connections' => [ 'permissions' => [ 'payment_method' ] ],
			],
			default           => [],
		};
		$params = [ 'payment_method_types' => [ $id ] ];
		if ( [] !== $options ) {
			$params['payment_method_options'] = [ $id => $options ];
		}
		if ( in_array( $id, self::DEBITS, true ) || ( $save && in_array( $id, self::SAVED_AS_SEPA, true ) ) ) {
			$params['mandate_data'] = self::online_mandate();
		}
		if ( ! in_array( $id, self::MANUAL_CAPTURE, true ) ) {
			$params['capture_method'] = 'automatic';
		}
		if ( 'afterpay_clearpay' === $id ) {
			$params['shipping'] = self::shipping( $order );
		}
		if ( 'blik' === $id ) {
			$params['payment_method_data'] = [
				'type'            => 'blik',
				'billing_details' => [
					'name'  => trim( $order->get_formatted_billing_full_name() ),
					'email' => $order->get_billing_email(),
				],
			];
		}
		if ( 'acss_debit' === $id ) {
			$params['confirm'] = false;
			unset( $params['mandate_data'] ); // Stripe's bank dialog records the mandate when the browser confirms.
		}
		return new self( $method, $params );
	}

	/** Whether the browser brings no PaymentMethod for the method (the intent makes or asks for it). */
	public static function without_payment_method( Method $method ): bool {
		return ! $method->deferred_intent;
	}

	/**
	 * The parameters PaymentIntents::confirm() adds to the intent.
	 *
	 * @return array<string, mixed>
	 */
	public function params(): array {
		return $this->params;
	}

	/**
	 * BLIK's six-digit code from the shopper's banking app (spec 5), which Stripe takes with the confirmation.
	 *
	 * @param array<string, mixed> $post The checkout's fields.
	 * @throws RefusedPayment With 'BLIK Code is invalid' for anything but six digits.
	 */
	private static function blik_code( array $post ): string {
		$code = is_string( $post[ PaymentFields::BLIK_CODE_FIELD ] ?? null ) ? trim( $post[ PaymentFields::BLIK_CODE_FIELD ] ) : '';
		if ( ! preg_match( '/^\d{6}$/', $code ) ) {
			throw new RefusedPayment( ErrorMessages::all()['blik_invalid'] );
		}
		return $code;
	}

	/**
	 * The shopper's online acceptance of the mandate, from this request.
	 *
	 * @return array<string, mixed>
	 */
	private static function online_mandate(): array {
		return [
			'customer_acceptance' => [
				'type'   => 'online',
				'online' => [
					'ip_address' => \WC_Geolocation::get_ip_address(),
					'user_agent' => wc_get_user_agent(),
				],
			],
		];
	}

	/**
	 * Where the order goes: its shipping address, else its billing address.
	 *
	 * @param WC_Order $order The order.
	 * @return array<string, mixed>
	 */
	private static function shipping( WC_Order $order ): array {
		$kind = $order->has_shipping_address() ? 'shipping' : 'billing';
		$get  = static fn ( string $field ): string => (string) $order->{"get_{$kind}_{$field}"}();
		return [
			'name'    => trim( $get( 'first_name' ) . ' ' . $get( 'last_name' ) ),
			'address' => [
				'line1'       => $get( 'address_1' ),
				'line2'       => $get( 'address_2' ),
				'city'        => $get( 'city' ),
				'state'       => $get( 'state' ),
				'postal_code' => $get( 'postcode' ),
				'country'     => $get( 'country' ),
			],
		];
	}
}
