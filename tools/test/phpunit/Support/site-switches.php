<?php
/**
 * The site switches a single site lacks, recorded (NetworkOfSites): required only by a test in a process of its own.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

use ShopBundle\Tests\Support\NetworkOfSites;

defined( 'ABSPATH' ) || exit;

if ( ! function_exists( 'switch_to_blog' ) ) {
	/**
	 * Records the switch.
	 *
	 * @param int $site_id The site.
	 */
	function switch_to_blog( int $site_id ): bool {
		NetworkOfSites::$calls[] = "switch {$site_id}";
		return true;
	}

	/**
	 * Records the way back.
	 */
	function restore_current_blog(): bool {
		NetworkOfSites::$calls[] = 'restore';
		return true;
	}
}
