<?php
/**
 * The privacy page's address as the bar links it: core's answer, without a query per page view.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Banner\PrivacyPolicyUrl;

/**
 * Every answer is compared with WordPress's own get_privacy_policy_url().
 */
final class PrivacyPolicyUrlTest extends TestCase {

	/** The privacy page. */
	private int $page;

	/**
	 * A published privacy page, chosen in Settings > Privacy.
	 */
	protected function setUp(): void {
		parent::setUp();
		( new PrivacyPolicyUrl() )->register();
		$this->page = self::page(
			[
				'post_type'   => 'page',
				'post_title'  => 'Privacy Policy',
				'post_name'   => 'privacy-policy',
				'post_status' => 'publish',
			]
		);
		update_option( 'wp_page_for_privacy_policy', $this->page );
	}

	/**
	 * A page.
	 *
	 * @param array<string, mixed> $fields Its fields.
	 */
	private static function page( array $fields ): int {
		return (int) wp_insert_post( $fields + [ 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Page' ], true );
	}

	/**
	 * Queries the database made while a callback ran.
	 *
	 * @param callable $read Reads.
	 */
	private function queries( callable $read ): int {
		global $wpdb;
		$before = $wpdb->num_queries;
		$read();
		return $wpdb->num_queries - $before;
	}

	public function test_the_published_page_is_linked_and_read_again_without_a_query(): void {
		$this->assertSame( get_permalink( $this->page ), PrivacyPolicyUrl::get() );
		// A new page view: WordPress's request cache of the post is gone, the kept address is not.
		wp_cache_delete( $this->page, 'posts' );
		$this->assertSame( 0, $this->queries( static fn () => PrivacyPolicyUrl::get() ) );
		$this->assertSame( get_privacy_policy_url(), PrivacyPolicyUrl::get() );
	}

	public function test_a_new_slug_is_linked_at_once(): void {
		PrivacyPolicyUrl::get();
		wp_update_post( [ 'ID' => $this->page, 'post_name' => 'your-data' ] );
		$this->assertStringContainsString( 'your-data', PrivacyPolicyUrl::get() );
		$this->assertSame( get_privacy_policy_url(), PrivacyPolicyUrl::get() );
	}

	public function test_a_parent_page_moving_moves_the_link(): void {
		$parent = self::page( [ 'post_type' => 'page', 'post_name' => 'legal', 'post_status' => 'publish' ] );
		wp_update_post( [ 'ID' => $this->page, 'post_parent' => $parent ] );
		PrivacyPolicyUrl::get();
		wp_update_post( [ 'ID' => $parent, 'post_name' => 'terms' ] );
		$this->assertSame( get_privacy_policy_url(), PrivacyPolicyUrl::get() );
		$this->assertStringContainsString( 'terms', PrivacyPolicyUrl::get() );
	}

	public function test_a_page_taken_down_is_no_longer_linked(): void {
		PrivacyPolicyUrl::get();
		wp_update_post( [ 'ID' => $this->page, 'post_status' => 'draft' ] );
		$this->assertSame( '', PrivacyPolicyUrl::get() );
		wp_update_post( [ 'ID' => $this->page, 'post_status' => 'publish' ] );
		$this->assertSame( get_permalink( $this->page ), PrivacyPolicyUrl::get() );
		wp_trash_post( $this->page );
		$this->assertSame( '', PrivacyPolicyUrl::get() );
	}

	public function test_another_page_chosen_or_none(): void {
		PrivacyPolicyUrl::get();
		$other = self::page( [ 'post_type' => 'page', 'post_name' => 'data-notice', 'post_status' => 'publish' ] );
		update_option( 'wp_page_for_privacy_policy', $other );
		$this->assertSame( get_permalink( $other ), PrivacyPolicyUrl::get() );
		update_option( 'wp_page_for_privacy_policy', 0 );
		$this->assertSame( '', PrivacyPolicyUrl::get() );
	}

	public function test_the_permalink_structure_changes_the_link(): void {
		global $wp_rewrite;
		$structure = (string) get_option( 'permalink_structure' );
		PrivacyPolicyUrl::get();
		$wp_rewrite->set_permalink_structure( '' );
		try {
			$this->assertStringContainsString( 'page_id=' . $this->page, PrivacyPolicyUrl::get() );
			$this->assertSame( get_privacy_policy_url(), PrivacyPolicyUrl::get() );
		} finally {
			$wp_rewrite->set_permalink_structure( $structure );
		}
	}

	public function test_the_core_filter_still_has_the_last_word(): void {
		$filter = static fn ( string $url, int $page ): string => $url . '#page-' . $page;
		add_filter( 'privacy_policy_url', $filter, 10, 2 );
		try {
			$this->assertSame( get_permalink( $this->page ) . '#page-' . $this->page, PrivacyPolicyUrl::get() );
		} finally {
			remove_filter( 'privacy_policy_url', $filter, 10 );
		}
	}
}
