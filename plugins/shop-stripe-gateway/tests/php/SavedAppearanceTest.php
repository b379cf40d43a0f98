<?php
/**
 * Where the measured Payment Element appearances are kept.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\TestCase;
use ShopStripeGateway\Appearance\SavedAppearance;

/**
 * Each checkout render reads the appearance of its theme and kind, so reading must cost no database query, whether
 * one was saved or not; an appearance is good for a day.
 */
final class SavedAppearanceTest extends TestCase {

	private const APPEARANCE = [ 'theme' => 'stripe', 'variables' => [ 'colorText' => 'rgb(1, 1, 1)' ] ];

	public function test_reading_asks_the_database_nothing_when_none_is_saved(): void {
		global $wpdb;
		SavedAppearance::forget();
		wp_cache_flush();
		wp_load_alloptions();

		$queries = $wpdb->num_queries;
		$this->assertNull( SavedAppearance::get( 'shop-theme', true ) );
		$this->assertNull( SavedAppearance::get( 'shop-theme', false ) );
		$this->assertSame( $queries, $wpdb->num_queries );
	}

	public function test_a_saved_appearance_is_read_with_the_loaded_options(): void {
		global $wpdb;
		SavedAppearance::save( 'shop-theme', true, self::APPEARANCE );
		wp_cache_flush();
		wp_load_alloptions();

		$queries = $wpdb->num_queries;
		$this->assertSame( self::APPEARANCE, SavedAppearance::get( 'shop-theme', true ) );
		$this->assertNull( SavedAppearance::get( 'shop-theme', false ), 'the other checkout kind has its own' );
		$this->assertSame( $queries, $wpdb->num_queries );
	}

	public function test_an_appearance_older_than_a_day_is_measured_again_and_dropped_on_the_next_save(): void {
		update_option(
			SavedAppearance::OPTION,
			[ SavedAppearance::key( 'old-theme', true ) => [ 'appearance' => self::APPEARANCE, 'expires' => time() - 1 ] ],
			true
		);
		$this->assertNull( SavedAppearance::get( 'old-theme', true ) );

		SavedAppearance::save( 'shop-theme', false, self::APPEARANCE );

		$this->assertSame( [ SavedAppearance::key( 'shop-theme', false ) ], array_keys( get_option( SavedAppearance::OPTION ) ) );
		$this->assertSame( self::APPEARANCE, SavedAppearance::get( 'shop-theme', false ) );
	}
}
