<?php
/**
 * The contract of the theme's services.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme;

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
