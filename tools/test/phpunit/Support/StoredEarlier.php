<?php
/**
 * An option as an earlier version of a package stored it.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests\Support;

/**
 * Writes an option's row without its sanitizer (an earlier version stored it before a field existed, or with the
 * shape it had then), so a test reads what a site upgrading from it reads.
 */
trait StoredEarlier {

	/**
	 * @param string       $option The option.
	 * @param array<mixed> $value  Its stored value.
	 */
	protected function store_earlier( string $option, array $value ): void {
		global $wpdb;
		delete_option( $option );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- past the sanitizer on purpose.
		$wpdb->insert(
			$wpdb->options,
			[
				'option_name'  => $option,
				'option_value' => maybe_serialize( $value ),
				'autoload'     => 'on',
			]
		);
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		wp_cache_delete( $option, 'options' );
	}
}
