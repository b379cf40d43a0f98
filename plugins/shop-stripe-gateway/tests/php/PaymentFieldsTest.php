<?php
/**
 * The card gateway's payment box on the classic pages.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\TestCase;
use ShopStripeGateway\Gateway\CardGateway;

/**
 * payment_fields() prints the description as the card's instruction block, the test-mode notice in test mode, the
 * Payment Element's container and the PaymentMethod field process_payment() reads.
 */
final class PaymentFieldsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
	}

	/** @param array<string, mixed> $settings */
	private function fields( array $settings ): string {
		update_option( CardGateway::SETTINGS_OPTION, $settings + [ 'enabled' => 'yes' ] );
		ob_start();
		( new CardGateway() )->payment_fields();
		return (string) ob_get_clean();
	}

	public function test_the_box_holds_the_instructions_the_container_and_the_payment_method_field(): void {
		$html = $this->fields( [ 'testmode' => 'no', 'description' => 'Pay <em>securely</em> by card.' ] );

		$this->assertStringContainsString( '<div class="shop-stripe-instructions" data-method="card"><p>Pay <em>securely</em> by card.</p>', $html );
		$this->assertMatchesRegularExpression( '#<div id="shop-stripe-payment-element" class="shop-stripe-payment-element" data-amount="\d+"#', $html );
		$this->assertStringContainsString( '<input type="hidden" name="shop_stripe_payment_method" value="" />', $html );
		$this->assertStringNotContainsString( 'Test mode', $html );
		$this->assertStringNotContainsString( 'wc-saved-payment-methods', $html, 'no saved cards while the gateway does not save them' );
	}

	public function test_test_mode_says_so(): void {
		$this->assertStringContainsString(
			'Test mode: use a Stripe test card such as 4242 4242 4242 4242 with any future date and any CVC. No real payment is taken.',
			$this->fields( [ 'testmode' => 'yes' ] )
		);
	}

	public function test_the_blik_code_field_is_there_only_while_blik_is_enabled(): void {
		$with    = $this->fields( [ 'upe_checkout_experience_accepted_payments' => [ 'card', 'blik' ] ] );
		$without = $this->fields( [ 'upe_checkout_experience_accepted_payments' => [ 'card' ] ] );

		$this->assertMatchesRegularExpression( '#<p class="form-row shop-stripe-blik-code" hidden><label for="shop-stripe-blik-code">BLIK code#', $with );
		$this->assertStringContainsString( 'name="shop_stripe_blik_code" inputmode="numeric"', $with );
		$this->assertStringNotContainsString( 'shop_stripe_blik_code', $without );
	}
}
