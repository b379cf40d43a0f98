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
 * The storefront core only marks the page as handled, so no page requests it, not even the classic checkout or the
 * add-payment-method page with the card gateway enabled.
 * (How it is registered: ShopBundle\Tests\PluginScriptsContractTest.)
 */
final class StorefrontScriptTest extends TestCase {

	use EnqueueCapture;

	/** @return array<string, array{string, string}> WooCommerce page ('' for the blog home), endpoint */
	public static function storefront_pages(): array {
		return [
			'checkout'           => [ 'checkout', '' ],
			'add payment method' => [ 'myaccount', 'add-payment-method' ],
			'my account'         => [ 'myaccount', '' ],
			'blog home'          => [ '', '' ],
		];
	}

	/** @dataProvider storefront_pages */
	public function test_no_page_requests_the_core_while_it_has_nothing_to_do( string $page, string $endpoint ): void {
		$this->require_woocommerce();
		( new CardGateway() )->update_option( 'enabled', 'yes' );
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
		$this->assertNotContains( 'shop-stripe-gateway-frontend', $enqueued );
	}
}
