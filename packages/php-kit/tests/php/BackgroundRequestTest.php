<?php
/**
 * Which requests keep the housekeeping current.
 *
 * @package ShopKit\Tests
 */

declare( strict_types = 1 );

namespace ShopKit\Tests;

use ShopBundle\Tests\TestCase;
use ShopKit\BackgroundRequest;

/**
 * A storefront page is not one; an admin screen and a cron run are.
 */
final class BackgroundRequestTest extends TestCase {

	protected function tearDown(): void {
		remove_filter( 'wp_doing_cron', '__return_true' );
		set_current_screen( 'front' );
		parent::tearDown();
	}

	public function test_a_storefront_page_is_not_one(): void {
		$this->assertFalse( BackgroundRequest::is() );
	}

	public function test_an_admin_screen_is_one(): void {
		set_current_screen( 'dashboard' );
		$this->assertTrue( BackgroundRequest::is() );
	}

	public function test_a_cron_run_is_one(): void {
		add_filter( 'wp_doing_cron', '__return_true' );
		$this->assertTrue( BackgroundRequest::is() );
	}
}
