<?php
/**
 * Lets WooCommerce's order attribution track only with consent.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\WooCommerce;

use Closure;
use ShopConsent\Consent\ConsentCookie;
use ShopConsent\Service;
use ShopConsent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce prints the filter's answer into every storefront page (`wc_order_attribution.params.allowTracking`).
 * A page a full-page cache may keep gets `false` for everyone, so its HTML is the same for every visitor; the core
 * then calls `wc_order_attribution.setOrderTracking( true )` in the browser once the category is allowed, which also
 * records the landing page's source. Pages never cached (cart, checkout, account: WooCommerce sets DONOTCACHEPAGE)
 * and requests that are not page renders answer from the `shop_consent` cookie: a valid decision of the current
 * version allowing the configured attribution category.
 */
final class OrderAttributionConsent implements Service {

	/** @var Closure(): bool */
	private Closure $renders_private_page;

	/**
	 * Constructor.
	 *
	 * @param Settings           $settings             The settings.
	 * @param null|Closure():bool $renders_private_page Whether this request's output is never cached (tests inject it).
	 */
	public function __construct( private Settings $settings, ?Closure $renders_private_page = null ) {
		$this->renders_private_page = $renders_private_page ?? Closure::fromCallable( [ self::class, 'renders_private_page' ] );
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'wc_order_attribution_allow_tracking', [ $this, 'allow' ], 20 );
	}

	/**
	 * Filter callback.
	 *
	 * @param mixed $allow Whether an earlier filter allows tracking.
	 */
	public function allow( $allow = true ): bool {
		if ( ! $allow || ! ( $this->renders_private_page )() ) {
			return false;
		}
		$settings = $this->settings->get();
		$record   = ConsentCookie::current( (int) $settings['consent_version'] );
		return null !== $record && 1 === $record[ $settings['attribution_category'] ];
	}

	/**
	 * Whether the current output is never served from a page cache.
	 */
	private static function renders_private_page(): bool {
		if ( ! did_action( 'wp' ) ) {
			return true; // REST, admin-ajax, cron: no page HTML is being rendered.
		}
		if ( defined( 'DONOTCACHEPAGE' ) && DONOTCACHEPAGE ) {
			return true;
		}
		return function_exists( 'is_checkout' ) && ( is_cart() || is_checkout() || is_account_page() );
	}
}
