<?php
/**
 * Lets WooCommerce's order attribution track only with consent.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\WooCommerce;

use ShopConsent\Consent\ConsentCookie;
use ShopConsent\Service;
use ShopConsent\Settings\Settings;

/**
 * `wc_order_attribution_allow_tracking` is true only when the `shop_consent` cookie holds a valid decision of the
 * current version allowing the configured attribution category. In the browser the core calls
 * `wc_order_attribution.setOrderTracking()` on every change, so a page served from a cache is corrected there.
 */
final class OrderAttributionConsent implements Service {

	/**
	 * Constructor.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( private Settings $settings ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'wc_order_attribution_allow_tracking', [ $this, 'allow' ], 20 );
	}

	/**
	 * Whether tracking is allowed.
	 *
	 * @param mixed $allow What earlier filters decided.
	 */
	public function allow( $allow = true ): bool {
		$settings = $this->settings->get();
		$record   = ConsentCookie::current( (int) $settings['consent_version'] );
		return (bool) $allow && null !== $record && 1 === $record[ $settings['attribution_category'] ];
	}
}
