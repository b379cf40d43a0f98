<?php
/**
 * Base of the tests that save the card gateway's settings screen.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests\Support;

use ShopBundle\Tests\TestCase;
use WC_Admin_Settings;

require_once __DIR__ . '/Composition.php';

/**
 * Saves through process_admin_options() with the fields posted as the screen posts them (`woocommerce_stripe_<field>`,
 * slashed as PHP hands them to WordPress), then the test reads what was stored and what the screen says.
 */
abstract class SettingsScreenTestCase extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
		require_once WC_ABSPATH . 'includes/admin/class-wc-admin-settings.php';
		// The screen's messages are kept for the request: start each test without earlier tests' ones.
		( new \ReflectionProperty( WC_Admin_Settings::class, 'errors' ) )->setValue( null, [] );
	}

	protected function tearDown(): void {
		$_POST = [];
		parent::tearDown();
	}

	/**
	 * Posts the fields and saves; returns the messages the screen then shows. Fields not posted are saved as the
	 * screen would save them empty (checkboxes off).
	 *
	 * @param array<string, mixed> $fields Field => value.
	 */
	protected function save( array $fields ): string {
		$gateway = Composition::card_gateway();
		$_POST   = [];
		foreach ( $fields as $field => $value ) {
			$_POST[ $gateway->get_field_key( $field ) ] = wp_slash( $value );
		}
		$gateway->process_admin_options();
		ob_start();
		WC_Admin_Settings::show_messages();
		return (string) ob_get_clean();
	}
}
