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
use ShopStripeGateway\Tests\Support\Composition;

require_once __DIR__ . '/Support/Composition.php';

/**
 * payment_fields() prints the description as the card's instruction block, the test-mode notice in test mode, the
 * Payment Element's container and the PaymentMethod field process_payment() reads.
 */
final class PaymentFieldsTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
	}

	/**
	 * @param array<string, mixed> $settings The card gateway's settings.
	 * @param string               $method   Whose box: `card`, or another method's.
	 */
	private function fields( array $settings, string $method = 'card' ): string {
		update_option( CardGateway::SETTINGS_OPTION, $settings + [ 'enabled' => 'yes' ] );
		ob_start();
		( 'card' === $method ? Composition::card_gateway() : Composition::method_gateway( $method ) )->payment_fields();
		return (string) ob_get_clean();
	}

	public function test_the_box_holds_the_instructions_the_container_and_the_payment_method_field(): void {
		$html = $this->fields( [ 'testmode' => 'no', 'description' => 'Pay <em>securely</em> by card.' ] );

		$this->assertStringContainsString( '<div class="shop-stripe-instructions" data-method="card"><p>Pay <em>securely</em> by card.</p>', $html );
		$this->assertMatchesRegularExpression( '#<div id="shop-stripe-payment-element" class="shop-stripe-payment-element" data-gateway="stripe" data-methods="card" data-amount="\d+"#', $html );
		$this->assertStringContainsString( '<input type="hidden" name="shop_stripe_payment_method" value="" />', $html );
		$this->assertStringContainsString( '<input type="hidden" name="shop_stripe_payment_type" value="card" />', $html );
		$this->assertStringNotContainsString( 'Test mode', $html );
		$this->assertStringNotContainsString( 'wc-saved-payment-methods', $html, 'no saved cards while the gateway does not save them' );
	}

	public function test_test_mode_says_so(): void {
		$this->assertStringContainsString(
			'Test mode: use a Stripe test card such as 4242 4242 4242 4242 with any future date and any CVC. No real payment is taken.',
			$this->fields( [ 'testmode' => 'yes' ] )
		);
	}

	public function test_the_blik_code_field_is_in_blik_s_own_box_and_no_element_there(): void {
		$blik = $this->fields( [ 'upe_checkout_experience_accepted_payments' => [ 'card', 'blik' ] ], 'blik' );
		$card = $this->fields( [ 'upe_checkout_experience_accepted_payments' => [ 'card', 'blik' ] ] );

		$this->assertMatchesRegularExpression( '#<p class="form-row shop-stripe-blik-code"><label for="shop-stripe-blik-code">BLIK code#', $blik );
		$this->assertStringContainsString( 'name="shop_stripe_blik_code" inputmode="numeric"', $blik );
		$this->assertStringContainsString( '<input type="hidden" name="shop_stripe_payment_type" value="blik" />', $blik );
		$this->assertStringNotContainsString( 'shop-stripe-payment-element', $blik, 'Stripe\'s element cannot collect BLIK before an intent' );
		$this->assertStringNotContainsString( 'shop_stripe_blik_code', $card );
	}

	public function test_a_method_s_box_draws_an_element_of_that_method_only(): void {
		$html = $this->fields( [ 'upe_checkout_experience_accepted_payments' => [ 'card', 'ideal' ] ], 'ideal' );

		$this->assertMatchesRegularExpression( '#<div id="shop-stripe-payment-element-ideal" class="shop-stripe-payment-element" data-gateway="stripe_ideal" data-methods="ideal" data-amount="\d+"#', $html );
		$this->assertStringContainsString( '<input type="hidden" name="shop_stripe_payment_type" value="ideal" />', $html );
	}

	public function test_the_single_element_layout_draws_every_enabled_method_but_blik_and_pad_in_the_card_s_box(): void {
		$html = $this->fields( [ 'optimized_checkout_element' => 'yes', 'upe_checkout_experience_accepted_payments' => [ 'card', 'ideal', 'blik', 'acss_debit', 'klarna' ] ] );

		$this->assertStringContainsString( 'data-gateway="stripe" data-methods="card,ideal,klarna"', $html );
	}
}
