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
		if ( ! ( $this->woocommerce_is_active )() ) {
			self::register_all( $this->without_woocommerce() );
			return;
		}
		self::register_all( $this->services() );
		$this->register_on_demand();
		if ( self::is_wc_ajax() ) {
			self::register_all( $this->wc_ajax_services() );
		}
	}

	/**
	 * Services that answer WooCommerce's ajax addresses (`?wc-ajax=<action>`, `wc_ajax_<action>`): built on those
	 * requests only.
	 *
	 * @return list<Service>
	 */
	protected function wc_ajax_services(): array {
		return [];
	}

	/**
	 * Whether this request is one of WooCommerce's ajax requests, by WooCommerce's own test (WC_AJAX::define_ajax()),
	 * made before any of them is answered (template_redirect).
	 */
	protected static function is_wc_ajax(): bool {
		return ! empty( $_GET['wc-ajax'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only decides which handlers to build; each checks its own nonce.
	}

	/**
	 * The services of a site without WooCommerce: the translations and the notice that asks for it.
	 *
	 * @return list<Service>
	 */
	abstract protected function without_woocommerce(): array;
}
