<?php
/**
 * What WooCommerce > Stripe Gateway shows beyond the settings app every plugin's page has.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\Support\AdminGlobals;
use ShopBundle\Tests\TestCase;

/**
 * The page links to the card gateway's settings. (Menu, access, mount point and scripts of the page:
 * ShopBundle\Tests\PluginAdminPageContractTest.)
 */
final class AdminPageTest extends TestCase {

	use AdminGlobals;

	protected function setUp(): void {
		parent::setUp();
		$this->save_admin_globals();
		$this->require_woocommerce();
	}

	protected function tearDown(): void {
		$this->restore_admin_globals();
		parent::tearDown();
	}

	public function test_page_links_to_the_card_gateway_settings(): void {
		$this->act_as( 'administrator' );
		$this->build_admin_menu();

		$html = $this->render_admin_page( 'shop-stripe-gateway', 'woocommerce' );

		$settings_url = admin_url( 'admin.php?page=wc-settings&tab=checkout&section=stripe' );
		$this->assertStringContainsString( 'href="' . esc_url( $settings_url ) . '"', $html );
	}
}
