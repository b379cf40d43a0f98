<?php
/**
 * The contract every service of the plugin follows.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons;

defined( 'ABSPATH' ) || exit;

/**
 * A unit of behaviour that adds its WordPress hooks in register(), never in its constructor.
 */
interface Service {

	/**
	 * Adds the service's actions and filters.
	 */
	public function register(): void;
}
