<?php
/**
 * The generic half of the composition root of a plugin that requires WooCommerce.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\WooCommerce;

use ShopKit\PluginBase;
use ShopKit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * With WooCommerce, registers the plugin's services; without it, only those without_woocommerce() lists (the
 * translations and Dependency's notice).
 */
abstract class WooCommercePlugin extends PluginBase {

	/**
	 * Tells whether WooCommerce is active.
	 *
	 * @var \Closure(): bool
	 */
	private \Closure $woocommerce_is_active;

	/**
	 * Constructor.
	 *
	 * @param (callable(): bool)|null $woocommerce_is_active Detects WooCommerce: Dependency::is_met() unless a test
	 *                                                      passes another, to run the branch without WooCommerce.
	 */
	public function __construct( ?callable $woocommerce_is_active = null ) {
		$this->woocommerce_is_active = \Closure::fromCallable( $woocommerce_is_active ?? [ Dependency::class, 'is_met' ] );
	}

	/**
	 * Registers every service, or only those of a site without WooCommerce.
	 */
	public function boot(): void {
		self::register_all( ( $this->woocommerce_is_active )() ? $this->services() : $this->without_woocommerce() );
	}

	/**
	 * The services of a site without WooCommerce: the translations and the notice that asks for it.
	 *
	 * @return list<Service>
	 */
	abstract protected function without_woocommerce(): array;
}
