<?php
/**
 * Where Shop Stripe Gateway's storefront script loads.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\Support\EnqueueCapture;
use ShopBundle\Tests\TestCase;
use ShopStripeGateway\Gateway\CardGateway;

/**
 * The storefront core loads on the classic checkout and the add-payment-method page while the card gateway is enabled.
 * (How it is registered: ShopBundle\Tests\PluginScriptsContractTest.)
 */
final class StorefrontScriptTest extends TestCase {

	use EnqueueCapture;

	/**
	 * @return array<string, array{string, string, bool, bool}> WooCommerce page ('' for the blog home), endpoint,
	 *                                                          gateway enabled, script expected
	 */
	public static function storefront_pages(): array {
		return [
			'checkout, gateway enabled'           => [ 'checkout', '', true, true ],
			'checkout, gateway disabled'          => [ 'checkout', '', false, false ],
			'add payment method, gateway enabled' => [ 'myaccount', 'add-payment-method', true, true ],
			'my account, gateway enabled'         => [ 'myaccount', '', true, false ],
			'blog home, gateway enabled'          => [ '', '', true, false ],
		];
	}

	/** @dataProvider storefront_pages */
	public function test_storefront_core_is_enqueued_on_payment_pages_while_the_gateway_is_enabled(
		string $page,
		string $endpoint,
		bool $enabled,
		bool $expected
	): void {
		$this->require_woocommerce();
		( new CardGateway() )->update_option( 'enabled', $enabled ? 'yes' : 'no' );
		$query = '' === $page ? [] : [ 'page_id' => (string) wc_get_page_id( $page ) ];
		if ( 'checkout' === $page ) {
			// WooCommerce settles is_checkout() once per request, after the `wp` action a test process never fires:
			// its filter tells it instead.
			add_filter( 'woocommerce_is_checkout', '__return_true' );
		}
		$query_vars = $GLOBALS['wp']->query_vars;
		if ( '' !== $endpoint ) {
			$GLOBALS['wp']->query_vars[ $endpoint ] = '';
		}

		$enqueued = $this->scripts_enqueued_on( $query );

		remove_filter( 'woocommerce_is_checkout', '__return_true' );
		$GLOBALS['wp']->query_vars = $query_vars;
		$this->assertSame( $expected, in_array( 'shop-stripe-gateway-frontend', $enqueued, true ) );
	}
}
