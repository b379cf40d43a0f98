<?php
/**
 * The payment methods as WooCommerce gateways, and the setting that turns them on.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Gateway\EnabledMethods;
use ShopStripeGateway\Gateway\MethodGateway;
use ShopStripeGateway\Gateway\Methods;
use ShopStripeGateway\Gateway\StripeGateway;
use ShopStripeGateway\Tests\Support\Composition;
use ShopStripeGateway\Tests\Support\SettingsScreenTestCase;

require_once __DIR__ . '/Support/SettingsScreenTestCase.php';
require_once __DIR__ . '/Support/Composition.php';

/**
 * Spec 3's ids map to `stripe_<id>` (card: `stripe`); the enabled ones are registered, each offered only in the
 * currencies Stripe takes it in; the browser gets their titles and whether they support deferred intents.
 */
final class MethodGatewaysTest extends SettingsScreenTestCase {

	private const SPEC_IDS = [ 'blik', 'card', 'giropay', 'eps', 'ideal', 'p24', 'sepa_debit', 'sofort', 'boleto', 'oxxo', 'bancontact', 'alipay', 'multibanco', 'klarna', 'affirm', 'afterpay_clearpay', 'afterpay', 'clearpay', 'wechat_pay', 'cashapp', 'link', 'amazon_pay', 'us_bank_account', 'acss_debit', 'bacs_debit', 'au_becs_debit' ];

	protected function tearDown(): void {
		parent::tearDown();
		if ( function_exists( 'WC' ) ) {
			WC()->payment_gateways()->init(); // Registered again from the rolled-back settings, for the next tests.
		}
	}

	public function test_every_method_of_the_spec_has_a_gateway_id_with_the_stripe_prefix(): void {
		$ids = array_map( static fn ( $method ): string => $method->gateway_id(), Methods::all() );

		$this->assertSame( self::SPEC_IDS, array_keys( $ids ) );
		$this->assertSame( 'stripe', $ids['card'] );
		$this->assertSame( 'stripe_ideal', $ids['ideal'] );
		$this->assertSame( 'stripe_us_bank_account', $ids['us_bank_account'] );
		$this->assertSame( 'ideal', Methods::for_gateway( 'stripe_ideal' )?->id );
		$this->assertNull( Methods::for_gateway( 'cod' ) );
	}

	public function test_a_shop_that_never_chose_offers_the_card_only(): void {
		$this->settings( [] );

		$this->assertSame( [ 'card' => [ 'title' => 'Card', 'supportsDeferredIntent' => true, 'reusable' => true, 'type' => 'card' ] ], Composition::settings()->methods()->for_browser() );
		$this->assertSame( [ CardGateway::class ], array_map( 'get_class', Composition::gateways()->add_gateways( [] ) ) );
	}

	public function test_a_shop_that_chose_none_or_only_unknown_ids_offers_the_card(): void {
		// WooCommerce's REST API saves an emptied multiselect as ""; an old list may hold ids no longer offered.
		foreach ( [ [], '', [ 'no_such_method' ] ] as $chosen ) {
			update_option( CardGateway::SETTINGS_OPTION, [ 'enabled' => 'yes', 'test_publishable_key' => 'pk_test_1', 'test_secret_key' => 'sk_test_1', EnabledMethods::SETTING => $chosen ] );
			$this->assertSame( [ 'card' ], array_keys( Composition::settings()->methods()->for_browser() ), 'chosen: ' . wp_json_encode( $chosen ) );
		}
	}

	public function test_the_enabled_methods_are_saved_from_the_settings_screen_without_unknown_ids(): void {
		$this->save(
			[
				'enabled'                                   => '1',
				'upe_checkout_experience_accepted_payments' => [ 'card', 'ideal', 'blik', 'bitcoin' ],
			]
		);

		$this->assertSame( [ 'blik', 'card', 'ideal' ], get_option( CardGateway::SETTINGS_OPTION )['upe_checkout_experience_accepted_payments'] );
		$this->assertSame(
			[
				'blik'  => [ 'title' => 'BLIK', 'supportsDeferredIntent' => false, 'reusable' => false, 'type' => 'blik' ],
				'card'  => [ 'title' => 'Card', 'supportsDeferredIntent' => true, 'reusable' => true, 'type' => 'card' ],
				'ideal' => [ 'title' => 'iDEAL', 'supportsDeferredIntent' => true, 'reusable' => true, 'type' => 'ideal' ],
			],
			Composition::settings()->methods()->for_browser()
		);
	}

	public function test_enabled_methods_other_than_the_card_are_registered_with_woocommerce(): void {
		$this->settings( [ 'card', 'ideal', 'sepa_debit' ] );
		update_option( 'woocommerce_stripe_ideal_settings', [ 'title' => 'iDEAL bank transfer' ] );

		$gateways = Composition::gateways()->add_gateways( [ 'WC_Gateway_COD' ] );

		$this->assertSame( 'WC_Gateway_COD', $gateways[0] );
		$this->assertInstanceOf( CardGateway::class, $gateways[1] );
		$this->assertInstanceOf( MethodGateway::class, $gateways[2] );
		$this->assertSame( [ 'stripe_ideal', 'stripe_sepa_debit' ], [ $gateways[2]->id, $gateways[3]->id ] );
		$this->assertSame( 'iDEAL bank transfer', $gateways[2]->get_title() );
		$this->assertSame( 'iDEAL bank transfer', Composition::settings()->methods()->for_browser()['ideal']['title'] );
		$this->assertSame( 'yes', $gateways[2]->enabled );
		$this->assertCount( 4, $gateways );
	}

	public function test_woocommerce_saves_each_gateways_own_settings_screen(): void {
		$this->settings( [ 'card', 'ideal' ] );
		WC()->payment_gateways()->init();
		$_POST = [
			'woocommerce_stripe_ideal_title'       => 'Pay with iDEAL',
			'woocommerce_stripe_ideal_description' => 'Your Dutch bank.',
		];

		do_action( 'woocommerce_update_options_payment_gateways_stripe_ideal' );

		$this->assertSame( [ 'title' => 'Pay with iDEAL', 'description' => 'Your Dutch bank.' ], get_option( 'woocommerce_stripe_ideal_settings' ) );
		$this->assertSame( 'Pay with iDEAL', Composition::settings()->methods()->for_browser()['ideal']['title'] );

		$_POST = [ 'woocommerce_stripe_enabled' => '1', 'woocommerce_stripe_title' => 'Credit card' ];
		do_action( 'woocommerce_update_options_payment_gateways_stripe' );

		$this->assertSame( 'Credit card', get_option( CardGateway::SETTINGS_OPTION )['title'] );
	}

	public function test_no_method_is_registered_or_offered_while_stripe_is_switched_off(): void {
		$this->settings( [ 'card', 'ideal' ], 'no' );

		$this->assertSame( [], Composition::settings()->methods()->for_browser() );
		$this->assertSame( [ CardGateway::class ], array_map( 'get_class', Composition::gateways()->add_gateways( [] ) ) );
	}

	/** @return array<string, array{string, string, bool}> method, shop currency, offered */
	public static function currencies(): array {
		return [
			'iDEAL in euros'          => [ 'ideal', 'EUR', true ],
			'iDEAL in dollars'        => [ 'ideal', 'USD', false ],
			'BLIK in złoty'           => [ 'blik', 'PLN', true ],
			'BLIK in euros'           => [ 'blik', 'EUR', false ],
			'Boleto in reais'         => [ 'boleto', 'BRL', true ],
			'Boleto in dollars'       => [ 'boleto', 'USD', false ],
			'OXXO in pesos'           => [ 'oxxo', 'MXN', true ],
			'OXXO in euros'           => [ 'oxxo', 'EUR', false ],
			'Multibanco in euros'     => [ 'multibanco', 'EUR', true ],
			'Multibanco in pounds'    => [ 'multibanco', 'GBP', false ],
			'Klarna in any currency'  => [ 'klarna', 'SEK', true ],
			'card in any currency'    => [ 'card', 'JPY', true ],
		];
	}

	/**
	 * @dataProvider currencies
	 * @param string $id       Method.
	 * @param string $currency Shop currency.
	 * @param bool   $offered  Whether checkout offers it.
	 */
	public function test_a_method_is_offered_only_in_the_currencies_stripe_takes_it_in( string $id, string $currency, bool $offered ): void {
		$this->settings( [ $id ] );
		update_option( 'woocommerce_currency', $currency );

		$this->assertSame( $offered, $this->gateway( $id )->is_available() );
	}

	public function test_a_method_that_is_not_enabled_is_not_offered_even_in_its_currency(): void {
		$this->settings( [ 'ideal' ] );
		update_option( 'woocommerce_currency', 'EUR' );

		$this->assertFalse( Composition::card_gateway()->is_available(), 'the card is not among the enabled methods' );
		$this->assertTrue( $this->gateway( 'ideal' )->is_available() );
	}

	public function test_methods_stripe_cannot_refund_do_not_offer_refunds(): void {
		$this->assertFalse( Composition::method_gateway( 'boleto' )->supports( 'refunds' ) );
		$this->assertTrue( Composition::method_gateway( 'ideal' )->supports( 'refunds' ) );
	}

	public function test_saved_cards_are_offered_unless_switched_off(): void {
		$this->settings( [ 'card' ] );
		$this->assertTrue( Composition::card_gateway()->supports( 'tokenization' ) );
		$this->assertTrue( Composition::card_gateway()->supports( 'add_payment_method' ) );

		update_option( CardGateway::SETTINGS_OPTION, [ 'saved_cards' => 'no' ] + get_option( CardGateway::SETTINGS_OPTION ) );

		$this->assertFalse( Composition::card_gateway()->supports( 'tokenization' ) );
		$this->assertFalse( Composition::card_gateway()->supports( 'add_payment_method' ) );
	}

	/** The gateway of a method. */
	private function gateway( string $id ): StripeGateway {
		return 'card' === $id ? Composition::card_gateway() : Composition::method_gateway( $id );
	}

	/**
	 * Saves the card gateway's settings: on, test keys, the given methods ([] for never chosen).
	 *
	 * @param list<string> $methods Enabled methods.
	 * @param string       $enabled Stripe on.
	 */
	private function settings( array $methods, string $enabled = 'yes' ): void {
		$settings = [ 'enabled' => $enabled, 'test_publishable_key' => 'pk_test_1', 'test_secret_key' => 'sk_test_1' ];
		if ( [] !== $methods ) {
			$settings['upe_checkout_experience_accepted_payments'] = $methods;
		}
		update_option( CardGateway::SETTINGS_OPTION, $settings );
	}
}
