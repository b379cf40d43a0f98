<?php
/**
 * A part of the storefront core's settings.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Behaviours;

defined( 'ABSPATH' ) || exit;

/**
 * A service that has something to tell the storefront core. Core merges every part into the one
 * `#shop-theme-settings` element, so the core and the scripts beside it read one source and no service prints a global
 * of its own. Theme::services() hands the parts to Core.
 */
interface SettingsPart {

	/**
	 * This page's part under its own top-level key; empty where the page does not need it.
	 *
	 * @return array<string, mixed>
	 */
	public function settings(): array;
}
