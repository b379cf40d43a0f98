<?php
/**
 * Pays an order from what the checkout posted: a new PaymentMethod or a saved card.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Api\StripeException;
use ShopStripeGateway\Express\ExpressPayment;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Gateway\Method;
use ShopStripeGateway\SavedCards\CardTokens;
use ShopStripeGateway\SavedCards\Customers;
use WC_Order;
use WC_Payment_Token_CC;

defined( 'ABSPATH' ) || exit;

/**
 * The checkout's fields, as WooCommerce names them for a gateway (`wc-<gateway id>-payment-token`,
 * `wc-<gateway id>-new-payment-method`) plus ours (`shop_stripe_payment_method`):
 * - a saved card (token id, not "new") pays only if it is the current user's own card token; it pays with its
 *   PaymentMethod and the user's customer, the shopper being present (no off_session);
 * - a new PaymentMethod pays as it is, or, when the shopper ticked "save" (and saved cards are on) or the order
 *   holds a subscription, for the user's customer with setup_future_usage=off_session, Stripe attaching it to the
 *   customer; once the payment went through the card becomes a token (CardTokens). An intent that first needs
 *   authentication remembers the wish on the order (SAVE_META) and ConfirmEndpoint saves the card after it;
 * - the intent is confirmed with the method the shopper chose (ChosenMethod, `shop_stripe_payment_type`) and what
 *   that method needs (MethodOptions: BLIK's code, a debit's mandate, a voucher's expiry, …);
 * - an order that pays nothing now (a free trial, a subscription's change of payment method) sets the method up
 *   instead (OrderSetup), for a logged-in shopper and a reusable method only;
 * - an express checkout's ConfirmationToken (`wc-stripe-confirmation-token`, the card gateway's only) confirms the
 *   intent with `confirmation_token` instead of a PaymentMethod (Express\ExpressPayment: its type read from Stripe,
 *   the wallet stored on the order); never for an order that pays nothing now.
 */
final class CheckoutPayment {

	/** Order meta: the card is to be saved once the intent succeeds. */
	public const SAVE_META = '_shop_stripe_save_card';

	/**
	 * Constructor.
	 *
	 * @param StripeClient    $client   The API client.
	 * @param GatewaySettings $settings The card gateway's settings (saved cards, the methods offered).
	 */
	public function __construct( private StripeClient $client, private GatewaySettings $settings ) {}

	/**
	 * Pays the order; WooCommerce's process_payment() answer.
	 *
	 * @param WC_Order             $order          The order.
	 * @param Method               $method         The method of the gateway paying it.
	 * @param array<string, mixed> $post           The checkout's fields, unslashed.
	 * @param bool                 $manual_capture Authorise only.
	 * @return array{result: string, redirect?: string}
	 */
	public function pay( WC_Order $order, Method $method, array $post, bool $manual_capture ): array {
		$setup = OrderSetup::applies( $order );
		try {
			[ $payment_method, $params, $save, $token, $chosen ] = $this->source( $order, $method, $post, $setup );
			if ( $setup ) {
				return ( new OrderSetup( $this->client ) )->start( $order, $chosen, $payment_method, (string) $params['customer'], $token );
			}
			$intent = ( new PaymentIntents( $this->client, $this->settings ) )->confirm( $order, $payment_method, $manual_capture, $params );
		} catch ( RefusedPayment $refused ) {
			wc_add_notice( $refused->getMessage(), 'error' );
			return [ 'result' => 'failure' ];
		} catch ( StripeException $error ) {
			if ( ! $setup ) {
				/* translators: %s: Stripe's technical message. */
				$order->update_status( 'failed', sprintf( __( 'Stripe refused the payment: %s', 'shop-stripe-gateway' ), $error->getMessage() ) );
			}
			wc_add_notice( $error->customer_message(), 'error' );
			return [ 'result' => 'failure' ];
		}
		if ( false === ( $params['confirm'] ?? true ) && 'requires_payment_method' === ( $intent['status'] ?? '' ) ) {
			// Made for the browser to confirm (MethodOptions: pre-authorised debit's bank dialog), through the confirm hash.
			return [
				'result'   => 'success',
				'redirect' => ( new IntentOutcome( $this->client ) )->confirm_link( $order, (string) ( $intent['client_secret'] ?? '' ) ),
			];
		}
		$outcome = ( new IntentOutcome( $this->client ) )->apply( $order, $intent );
		if ( $save ) {
			$this->save_card( $order, $intent );
		}
		return $outcome;
	}

	/**
	 * Saves the card of a paid (or authorised, or processing) intent, or remembers to once it is authenticated.
	 *
	 * @param WC_Order             $order  The order.
	 * @param array<string, mixed> $intent The PaymentIntent, its PaymentMethod expanded.
	 */
	private function save_card( WC_Order $order, array $intent ): void {
		$status = (string) ( $intent['status'] ?? '' );
		if ( 'requires_action' === $status ) {
			$order->update_meta_data( self::SAVE_META, 'yes' );
			$order->save();
		} elseif ( in_array( $status, [ 'succeeded', 'requires_capture', 'processing' ], true ) && is_array( $intent['payment_method'] ?? null ) ) {
			CardTokens::save( $order->get_customer_id(), $intent['payment_method'] );
		}
	}

	/**
	 * What pays: the PaymentMethod id, the intent's extra parameters, whether to save the card, the saved card used,
	 * the method confirmed (the shopper's choice, ChosenMethod; its type and options from MethodOptions).
	 * An order that pays nothing now (OrderSetup) always needs the shopper's customer.
	 *
	 * @param WC_Order             $order  The order.
	 * @param Method               $method The method.
	 * @param array<string, mixed> $post   The checkout's fields.
	 * @param bool                 $setup  The order pays nothing now.
	 * @return array{string, array<string, mixed>, bool, WC_Payment_Token_CC|null, Method}
	 * @throws RefusedPayment For a missing PaymentMethod or another shopper's token.
	 * @throws StripeException When the customer cannot be created.
	 */
	private function source( WC_Order $order, Method $method, array $post, bool $setup ): array {
		$user_id      = get_current_user_id();
		$gateway      = $method->gateway_id();
		$token_id     = is_scalar( $post[ 'wc-' . $gateway . '-payment-token' ] ?? null ) ? (string) $post[ 'wc-' . $gateway . '-payment-token' ] : '';
		$subscription = function_exists( 'wcs_order_contains_subscription' ) && wcs_order_contains_subscription( $order );
		$params       = [ 'payment_method_types' => [ $method->id ] ];

		if ( '' !== $token_id && 'new' !== $token_id ) {
			$token = ctype_digit( $token_id ) ? CardTokens::owned( (int) $token_id, $user_id ) : null;
			if ( null === $token ) {
				throw new RefusedPayment( __( 'This saved payment method cannot be used. Please choose another one or enter new payment details.', 'shop-stripe-gateway' ) );
			}
			$params['customer'] = ( new Customers( $this->client ) )->for_user( $user_id );
			if ( $subscription ) {
				$params['setup_future_usage'] = 'off_session';
			}
			return [ $token->get_token(), $params, false, $token, $method ];
		}

		$confirmation = ExpressPayment::token( $post );
		if ( '' !== $confirmation ) {
			if ( $setup || 'card' !== $method->id ) {
				throw new RefusedPayment( ErrorMessages::all()['invalid_payment_details'] );
			}
			$express = new ExpressPayment( $this->client, $this->settings->express() );
			return [ '', $express->prepare( $order, $confirmation ), false, null, $method ];
		}

		$chosen         = ( new ChosenMethod( $this->settings ) )->from_post( $method, $post, $order->get_currency() );
		$payment_method = is_string( $post[ CardGateway::PAYMENT_METHOD_FIELD ] ?? null ) ? $post[ CardGateway::PAYMENT_METHOD_FIELD ] : '';
		if ( MethodOptions::without_payment_method( $chosen ) ) {
			$payment_method = ''; // BLIK and pre-authorised debit: the intent makes or asks for it (MethodOptions).
		} elseif ( ! preg_match( '/^pm_[A-Za-z0-9]+$/', $payment_method ) ) {
			throw new RefusedPayment( ErrorMessages::all()['invalid_payment_details'] );
		}
		$ticked = is_scalar( $post[ 'wc-' . $gateway . '-new-payment-method' ] ?? null ) && wc_string_to_bool( (string) $post[ 'wc-' . $gateway . '-new-payment-method' ] )
			&& $this->settings->is_on( 'saved_cards', true );
		if ( $setup && ( ! $chosen->reusable || $user_id <= 0 || '' === $payment_method ) ) {
			throw new RefusedPayment( ErrorMessages::all()['invalid_payment_details'] );
		}
		$save   = ! $setup && $chosen->reusable && $user_id > 0 && ( $ticked || $subscription );
		$params = MethodOptions::for_checkout( $chosen, $order, $post, $save )->params();
		if ( $setup || $save ) {
			$params['customer'] = ( new Customers( $this->client ) )->for_user( $user_id );
		}
		if ( $save ) {
			$params['setup_future_usage'] = 'off_session';
			$params['expand']             = [ 'payment_method' ];
		}
		return [ $payment_method, $params, $save, null, $chosen ];
	}
}
