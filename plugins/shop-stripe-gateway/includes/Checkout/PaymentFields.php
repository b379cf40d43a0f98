<?php
/**
 * The card gateway's fields in the payment box of the classic pages.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Checkout;

use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Gateway\Methods;
use ShopStripeGateway\Gateway\StripeGateway;
use ShopStripeGateway\Payments\ChosenMethod;

defined( 'ABSPATH' ) || exit;

/**
 * What a Stripe gateway's payment_fields() prints on the classic checkout, order-pay, add-payment-method and
 * change-payment pages: the description (one instruction block per method, shown one at a time by
 * src/frontend/instructions.ts), a test-mode notice, WooCommerce's saved cards and "Save to account" box where the
 * shopper may save (the card's box), the container the Payment Element mounts into, with the gateway it belongs to,
 * the methods it offers (ChosenMethod->offered_by(): the card, a method's own, or every enabled one in the
 * single-element layout) and the amount to draw it for (WooCommerce re-renders this box whenever the totals change),
 * and the hidden fields that carry the PaymentMethod id and the chosen type to process_payment(). BLIK's box holds
 * its code field instead of an element (Stripe's element cannot collect BLIK before an intent exists), pre-authorised
 * debit's box nothing (Stripe's bank dialog opens after the order is placed).
 */
final class PaymentFields {

	/** Id of the card's element container; another method's is this id, a dash and its type. */
	public const CONTAINER_ID = 'shop-stripe-payment-element';

	/** The BLIK code's field (src/frontend/blik-field.ts shows it while BLIK is chosen in the element). */
	public const BLIK_CODE_FIELD = 'shop_stripe_blik_code';

	/**
	 * Constructor.
	 *
	 * @param StripeGateway $gateway The gateway whose box this is.
	 */
	public function __construct( private StripeGateway $gateway ) {}

	/**
	 * Prints the fields.
	 */
	public function render(): void {
		$method      = $this->gateway->method();
		$description = (string) $this->gateway->get_description();
		if ( '' !== $description ) {
			printf(
				'<div class="shop-stripe-instructions" data-method="%1$s">%2$s</div>',
				esc_attr( $method->id ),
				wp_kses_post( wpautop( wptexturize( $description ) ) )
			);
		}
		if ( $this->gateway->stripe_settings()->keys()->test ) {
			printf(
				'<p class="shop-stripe-test-notice">%s</p>',
				esc_html__( 'Test mode: use a Stripe test card such as 4242 4242 4242 4242 with any future date and any CVC. No real payment is taken.', 'shop-stripe-gateway' )
			);
		}
		$saving = $this->offers_saving();
		if ( $saving ) {
			$this->gateway->tokenization_script();
			$this->gateway->saved_payment_methods();
		}
		$types = [];
		foreach ( $this->gateway->chosen_method()->offered_by( $method ) as $id ) {
			$offered = Methods::get( $id );
			if ( null !== $offered && $offered->deferred_intent ) {
				$types[ $offered->stripe_type() ] = true;
			}
		}
		$types = array_keys( $types );
		if ( [] !== $types ) {
			printf(
				'<fieldset class="wc-payment-form shop-stripe-payment-form"><div id="%1$s" class="shop-stripe-payment-element" data-gateway="%2$s" data-methods="%3$s" data-amount="%4$d" aria-live="polite"></div></fieldset>',
				esc_attr( 'card' === $method->id ? self::CONTAINER_ID : self::CONTAINER_ID . '-' . $method->id ),
				esc_attr( $this->gateway->id ),
				esc_attr( implode( ',', $types ) ),
				(int) ClientSettings::current_total_minor()
			);
		}
		if ( 'blik' === $method->id ) {
			$this->render_blik_code();
		}
		if ( $saving && ! is_add_payment_method_page() ) {
			$this->gateway->save_payment_method_checkbox();
		}
		printf( '<input type="hidden" name="%s" value="" />', esc_attr( CardGateway::PAYMENT_METHOD_FIELD ) );
		printf( '<input type="hidden" name="%1$s" value="%2$s" />', esc_attr( ChosenMethod::FIELD ), esc_attr( $method->stripe_type() ) );
	}

	/**
	 * BLIK's six-digit code from the shopper's banking app (spec 5), in BLIK's own box; its error line is filled by
	 * the browser.
	 */
	private function render_blik_code(): void {
		$id = str_replace( '_', '-', self::BLIK_CODE_FIELD );
		printf(
			'<p class="form-row shop-stripe-blik-code"><label for="%1$s">%2$s&nbsp;<abbr class="required" title="%3$s">*</abbr></label><input type="text" class="input-text" id="%1$s" name="%4$s" inputmode="numeric" autocomplete="one-time-code" maxlength="6" aria-describedby="%1$s-error" /><span id="%1$s-error" class="shop-stripe-blik-error" role="alert"></span></p>',
			esc_attr( $id ),
			esc_html__( 'BLIK code', 'shop-stripe-gateway' ),
			esc_attr__( 'required', 'shop-stripe-gateway' ),
			esc_attr( self::BLIK_CODE_FIELD )
		);
	}

	/**
	 * Saved cards and the save box: when the gateway saves cards (tokenization support and its `saved_cards` setting)
	 * and the shopper may keep one, being logged in or able to create an account here (spec 6). Whether the box shows
	 * for a guest follows the create-account box in the browser (WooCommerce's tokenization script).
	 */
	private function offers_saving(): bool {
		if ( ! $this->gateway->supports( 'tokenization' ) || 'yes' !== $this->gateway->get_option( 'saved_cards', 'no' ) ) {
			return false;
		}
		if ( is_user_logged_in() ) {
			return true;
		}
		$checkout = function_exists( 'WC' ) ? WC()->checkout() : null;
		return null !== $checkout && is_checkout() && $checkout->is_registration_enabled();
	}
}
