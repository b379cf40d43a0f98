<?php
/**
 * Where the shopper goes when an intent needs them: Stripe's next action turned into a return link.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

use ShopStripeGateway\Order\OrderMeta;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * An intent in requires_action is answered by the kind of action Stripe asks for (spec 2's return hashes, read by
 * src/common/return-hash.ts):
 * - a voucher to display (Boleto, Multibanco, OXXO): the voucher hash; Stripe.js draws the voucher, the shopper pays
 *   it within days, so the order is placed (the cart emptied) and waits on hold until the webhook says succeeded;
 * - a wallet (WeChat Pay's QR code, Cash App Pay's redirect or QR code): the wallet hash, the order stays pending;
 * - a redirect to a bank or wallet page (iDEAL, Bancontact, Klarna…): Stripe's page itself, which comes back to the
 *   intent's return_url (the order-received page) while the webhook settles the order;
 * - BLIK: the shopper approves in their banking app, nothing to show here; on hold until the webhook;
 * - anything else (3-D Secure): the confirm hash, Stripe.js runs the action in the page.
 * Every address but Stripe's own redirect is the checkout (or pay-for-order) page, whose hash the browser reads.
 */
final class NextAction {

	/** Next action type => the voucher's payment type. */
	public const VOUCHERS = [
		'boleto_display_details'     => 'boleto',
		'multibanco_display_details' => 'multibanco',
		'oxxo_display_details'       => 'oxxo',
	];

	/** Next action type => the wallet's type. */
	public const WALLETS = [
		'wechat_pay_display_qr_code'                 => 'wechat_pay',
		'cashapp_handle_redirect_or_display_qr_code' => 'cashapp',
	];

	/**
	 * Constructor.
	 *
	 * @param IntentOutcome $outcome The outcome builder (the confirm link, the page the hash goes on).
	 */
	public function __construct( private IntentOutcome $outcome ) {}

	/**
	 * process_payment()'s answer for an intent in requires_action.
	 *
	 * @param WC_Order             $order  The order.
	 * @param array<string, mixed> $intent The PaymentIntent or SetupIntent.
	 * @param string               $kind   `pi` or `si`.
	 * @return array{result: string, redirect: string}
	 */
	public function answer( WC_Order $order, array $intent, string $kind = 'pi' ): array {
		$secret = (string) ( $intent['client_secret'] ?? '' );
		$action = is_array( $intent['next_action'] ?? null ) ? $intent['next_action'] : [];
		$type   = (string) ( $action['type'] ?? '' );
		$back   = rawurlencode( $order->get_checkout_order_received_url() );

		if ( 'pi' === $kind && isset( self::VOUCHERS[ $type ] ) ) {
			$order->update_meta_data( OrderMeta::AWAITING, 'yes' ); // The sweeper settles it without a webhook.
			/* translators: %s: the voucher's payment method, e.g. boleto. */
			$order->update_status( 'on-hold', sprintf( __( 'Stripe is waiting for the shopper to pay the %s voucher.', 'shop-stripe-gateway' ), self::VOUCHERS[ $type ] ) );
			$this->outcome->empty_cart();
			return $this->on_page( $order, 'shop-stripe-voucher:' . $order->get_id() . ':' . self::VOUCHERS[ $type ] . ':' . $secret . ':' . $back );
		}
		if ( isset( self::WALLETS[ $type ] ) ) {
			return $this->on_page( $order, 'shop-stripe-wallet:' . $order->get_id() . ':' . self::WALLETS[ $type ] . ':' . $kind . ':' . $secret . ':' . $back . ':' . wp_create_nonce( IntentOutcome::CONFIRM_NONCE . $order->get_id() ) );
		}
		$redirect = $action['redirect_to_url']['url'] ?? null;
		if ( 'redirect_to_url' === $type && is_string( $redirect ) && 'https' === wp_parse_url( $redirect, PHP_URL_SCHEME ) && '' !== (string) wp_parse_url( $redirect, PHP_URL_HOST ) ) {
			return [
				'result'   => 'success',
				'redirect' => $redirect,
			];
		}
		if ( 'blik_authorize' === $type ) {
			$order->update_meta_data( OrderMeta::AWAITING, 'yes' );
			$order->update_status( 'on-hold', __( 'Stripe is waiting for the shopper to approve the BLIK payment in their banking app.', 'shop-stripe-gateway' ) );
			return $this->outcome->to_order_received( $order );
		}
		return [
			'result'   => 'success',
			'redirect' => $this->outcome->confirm_link( $order, $secret, $kind ),
		];
	}

	/**
	 * The checkout (or pay-for-order) page with a hash.
	 *
	 * @param WC_Order $order The order.
	 * @param string   $hash  The hash, without '#'.
	 * @return array{result: string, redirect: string}
	 */
	private function on_page( WC_Order $order, string $hash ): array {
		return [
			'result'   => 'success',
			'redirect' => $this->outcome->page( $order ) . '#' . $hash,
		];
	}
}
