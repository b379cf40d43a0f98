<?php
/**
 * The block checkout integrations of the methods other than the card.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use Automattic\WooCommerce\Blocks\Package;
use Automattic\WooCommerce\Blocks\Payments\PaymentMethodRegistry;
use ShopBundle\Tests\TestCase;
use ShopStripeGateway\Blocks\MethodPaymentMethod;
use ShopStripeGateway\Gateway\CardGateway;

/**
 * One integration per method that works without an intent, named by its gateway id (`stripe_<id>`); active only
 * while the method is enabled and the single-element layout is off; its data are the method's title and the
 * currencies Stripe takes it in (src/checkout/registrations.ts reads them).
 */
final class MethodPaymentMethodTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
	}

	protected function tearDown(): void {
		parent::tearDown();
		$this->initialize(); // The settings were rolled back: read them again, as the next request would.
	}

	public function test_each_method_has_an_integration_under_its_gateway_id(): void {
		$this->assertInstanceOf( MethodPaymentMethod::class, $this->registry()->get_registered( 'stripe_ideal' ) );
		$this->assertInstanceOf( MethodPaymentMethod::class, $this->registry()->get_registered( 'stripe_sepa_debit' ) );
		$this->assertInstanceOf( MethodPaymentMethod::class, $this->registry()->get_registered( 'stripe_blik' ), 'BLIK has its own entry, without an element' );
		$this->assertInstanceOf( MethodPaymentMethod::class, $this->registry()->get_registered( 'stripe_acss_debit' ) );
	}

	public function test_only_the_enabled_methods_are_active(): void {
		$this->settings( [ 'upe_checkout_experience_accepted_payments' => [ 'card', 'ideal' ] ] );

		$active = $this->registry()->get_all_active_registered();

		$this->assertArrayHasKey( 'stripe_ideal', $active );
		$this->assertArrayNotHasKey( 'stripe_sepa_debit', $active );
		$this->assertArrayNotHasKey( 'stripe_p24', $active );
	}

	public function test_no_method_is_active_while_stripe_is_off(): void {
		$this->settings( [ 'enabled' => 'no', 'upe_checkout_experience_accepted_payments' => [ 'card', 'ideal' ] ] );

		$this->assertArrayNotHasKey( 'stripe_ideal', $this->registry()->get_all_active_registered() );
	}

	public function test_the_single_element_layout_leaves_every_method_to_the_card(): void {
		$this->settings( [ 'upe_checkout_experience_accepted_payments' => [ 'card', 'ideal' ], 'optimized_checkout_element' => 'yes' ] );

		$active = $this->registry()->get_all_active_registered();

		$this->assertArrayHasKey( 'stripe', $active );
		$this->assertArrayNotHasKey( 'stripe_ideal', $active );
	}

	public function test_blik_and_pre_authorised_debit_keep_their_own_entries_in_the_single_element_layout(): void {
		$this->settings( [ 'upe_checkout_experience_accepted_payments' => [ 'card', 'ideal', 'blik', 'acss_debit' ], 'optimized_checkout_element' => 'yes' ] );

		$active = $this->registry()->get_all_active_registered();

		$this->assertArrayNotHasKey( 'stripe_ideal', $active );
		$this->assertArrayHasKey( 'stripe_blik', $active );
		$this->assertArrayHasKey( 'stripe_acss_debit', $active );
	}

	public function test_the_data_are_the_title_and_the_currencies_stripe_takes_the_method_in(): void {
		$this->settings( [ 'upe_checkout_experience_accepted_payments' => [ 'card', 'ideal', 'p24', 'klarna' ] ] );
		update_option( 'woocommerce_stripe_ideal_settings', [ 'title' => 'Pay with iDEAL' ] );

		$data = $this->registry()->get_all_registered_script_data()['paymentMethodData'];

		$this->assertSame(
			[
				'title'        => 'Pay with iDEAL',
				'methodId'     => 'ideal',
				'currencies'   => [ 'EUR' ],
				'isConfigured' => true,
				'supports'     => [ 'products' ],
			],
			$data['stripe_ideal']
		);
		$this->assertSame( [ 'EUR', 'PLN' ], $data['stripe_p24']['currencies'] );
		$this->assertSame( 'Przelewy24', $data['stripe_p24']['title'] );
		$this->assertSame( [], $data['stripe_klarna']['currencies'], 'any currency' );
		$this->assertArrayNotHasKey( 'stripe_sepa_debit', $data );
		$this->assertStringNotContainsString( 'sk_test_secret', (string) wp_json_encode( $data['stripe_ideal'] ) );
	}

	/**
	 * Stores the card gateway's settings (Stripe on, test keys), then lets the integrations read them.
	 *
	 * @param array<string, mixed> $settings Settings over the defaults.
	 */
	private function settings( array $settings ): void {
		update_option(
			CardGateway::SETTINGS_OPTION,
			$settings + [
				'enabled'              => 'yes',
				'test_publishable_key' => 'pk_test_public',
				'test_secret_key'      => 'sk_test_secret',
			]
		);
		$this->initialize();
	}

	/** Lets every registered integration read the settings again. */
	private function initialize(): void {
		if ( class_exists( Package::class ) ) {
			foreach ( $this->registry()->get_all_registered() as $method ) {
				$method->initialize();
			}
		}
	}

	private function registry(): PaymentMethodRegistry {
		return Package::container()->get( PaymentMethodRegistry::class );
	}
}
