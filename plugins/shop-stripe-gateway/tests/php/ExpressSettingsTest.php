<?php
/**
 * The express buttons' settings: checked on save, read with the replaced gateway's names as fallbacks.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Tests\Support\SettingsScreenTestCase;

require_once __DIR__ . '/Support/SettingsScreenTestCase.php';

/**
 * Spec 5: the height from 40 to 55 px (48 by default), the radius from 0 to 30 (4 by default); the type, theme and
 * locations from their lists. A value out of bounds is refused on save with a message and the saved one stays.
 */
final class ExpressSettingsTest extends SettingsScreenTestCase {

	/** What the screen saved before each test. */
	private const SAVED = [
		'express_checkout_button_height' => '50',
		'express_checkout_button_radius' => '8',
		'express_checkout_button_type'   => 'buy',
		'express_checkout_button_theme'  => 'white',
	];

	protected function setUp(): void {
		parent::setUp();
		update_option( CardGateway::SETTINGS_OPTION, self::SAVED );
	}

	/** @return array<string, array{string, string, string}> field, posted value, the message's start */
	public static function refused(): array {
		return [
			'height under 40'     => [ 'express_checkout_button_height', '39', 'The express button height must be a whole number of pixels from 40 to 55.' ],
			'height over 55'      => [ 'express_checkout_button_height', '56', 'The express button height must be a whole number of pixels from 40 to 55.' ],
			'height not a number' => [ 'express_checkout_button_height', '48px', 'The express button height must be a whole number of pixels from 40 to 55.' ],
			'height empty'        => [ 'express_checkout_button_height', '', 'The express button height must be a whole number of pixels from 40 to 55.' ],
			'radius over 30'      => [ 'express_checkout_button_radius', '31', 'The express button corner radius must be a whole number of pixels from 0 to 30.' ],
			'radius negative'     => [ 'express_checkout_button_radius', '-1', 'The express button corner radius must be a whole number of pixels from 0 to 30.' ],
			'unknown type'        => [ 'express_checkout_button_type', 'shout', 'That express button type does not exist.' ],
			'unknown theme'       => [ 'express_checkout_button_theme', 'dark', 'That express button theme does not exist.' ],
		];
	}

	/**
	 * @dataProvider refused
	 * @param string $field   The field.
	 * @param string $posted  What the admin typed.
	 * @param string $message What the screen says.
	 */
	public function test_a_value_out_of_bounds_is_refused_with_a_message_and_the_saved_one_stays( string $field, string $posted, string $message ): void {
		$messages = $this->save( [ $field => $posted ] + self::SAVED );

		$this->assertStringContainsString( $message, $messages );
		$this->assertSame( self::SAVED[ $field ], get_option( CardGateway::SETTINGS_OPTION )[ $field ] );
	}

	public function test_values_within_bounds_are_saved_and_read(): void {
		$messages = $this->save(
			[
				'express_checkout'               => '1',
				'express_checkout_locations'     => [ 'cart', 'elsewhere', 'product' ],
				'express_checkout_button_height' => '55',
				'express_checkout_button_radius' => '0',
				'express_checkout_button_type'   => 'subscribe',
				'express_checkout_button_theme'  => 'white-outline',
			]
		);

		$this->assertStringNotContainsString( 'express button', $messages );
		$express = ( new GatewaySettings() )->express();
		$this->assertSame( [ 'product', 'cart' ], $express->locations() );
		$this->assertSame( 55, $express->button_height() );
		$this->assertSame( 0, $express->button_radius() );
		$this->assertSame( 'subscribe', $express->button_type() );
		$this->assertSame( 'white-outline', $express->button_theme() );
		$this->assertSame( [ 'applePay' => true, 'googlePay' => true, 'link' => false, 'amazonPay' => false ], $express->wallets() );
	}

	public function test_the_defaults_are_the_contracts(): void {
		update_option( CardGateway::SETTINGS_OPTION, [] );
		$express = ( new GatewaySettings() )->express();

		$this->assertFalse( $express->any_wallet() );
		$this->assertSame( [ 'product', 'cart', 'checkout' ], $express->locations() );
		$this->assertSame( 48, $express->button_height() );
		$this->assertSame( 4, $express->button_radius() );
		$this->assertSame( 'default', $express->button_type() );
		$this->assertSame( 'black', $express->button_theme() );
	}

	public function test_the_replaced_gateways_names_and_values_are_read_when_ours_were_never_saved(): void {
		update_option(
			CardGateway::SETTINGS_OPTION,
			[
				'express_checkout'                  => 'yes',
				'express_checkout_button_locations' => [ 'checkout' ],
				'express_checkout_button_theme'     => 'light-outline',
				'express_checkout_button_size'      => 'large',
			]
		);
		$express = ( new GatewaySettings() )->express();

		$this->assertSame( [ 'checkout' ], $express->locations() );
		$this->assertTrue( $express->at( 'checkout' ) );
		$this->assertFalse( $express->at( 'product' ) );
		$this->assertSame( 'white-outline', $express->button_theme() );
		$this->assertSame( 55, $express->button_height(), 'the replaced large size (56 px) within spec 5' );
	}

	public function test_an_emptied_number_field_is_the_default_and_its_field_says_so(): void {
		update_option( CardGateway::SETTINGS_OPTION, [ 'express_checkout_button_height' => '', 'express_checkout_button_radius' => '' ] );
		$express = ( new GatewaySettings() )->express();
		$fields  = \ShopStripeGateway\Express\ExpressFields::all();

		$this->assertSame( 48, $express->button_height() );
		$this->assertSame( 4, $express->button_radius() );
		// The settings preview (src/express-preview) draws an empty field at its placeholder.
		$this->assertSame( '48', $fields['express_checkout_button_height']['placeholder'] );
		$this->assertSame( '4', $fields['express_checkout_button_radius']['placeholder'] );
	}

	public function test_a_stored_height_out_of_bounds_reads_as_the_nearest_limit(): void {
		update_option( CardGateway::SETTINGS_OPTION, [ 'express_checkout_button_height' => '70', 'express_checkout_button_radius' => 'x' ] );
		$express = ( new GatewaySettings() )->express();

		$this->assertSame( 55, $express->button_height() );
		$this->assertSame( 4, $express->button_radius() );
	}

	public function test_link_and_amazon_pay_follow_the_enabled_methods(): void {
		update_option( CardGateway::SETTINGS_OPTION, [ 'enabled' => 'yes', 'upe_checkout_experience_accepted_payments' => [ 'card', 'link', 'amazon_pay' ] ] );
		$express = ( new GatewaySettings() )->express();

		$this->assertSame( [ 'applePay' => false, 'googlePay' => false, 'link' => true, 'amazonPay' => true ], $express->wallets() );
		$this->assertTrue( $express->at( 'cart' ) );
	}
}
