<?php
/**
 * Plugin composes one Stripe client and one settings object, and the client sends the key saved now.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Gateway\Gateways;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Kit\Service;
use ShopStripeGateway\Plugin;
use ShopStripeGateway\Tests\Support\StripeApiTestCase;

require_once __DIR__ . '/Support/StripeApiTestCase.php';

/**
 * Reads the services Plugin builds (as the site boots them, the REST routes and ajax endpoints included) and every
 * object they hold.
 */
final class PluginCompositionTest extends StripeApiTestCase {

	protected function tearDown(): void {
		$_POST = [];
		parent::tearDown();
	}

	public function test_every_service_that_calls_stripe_shares_one_client_and_one_settings_object(): void {
		$services = $this->services();
		$clients  = $this->held( $services, StripeClient::class );
		$settings = $this->held( $services, GatewaySettings::class );

		$this->assertCount( 1, array_unique( array_map( 'spl_object_id', $clients ) ), 'one client' );
		$this->assertCount( 1, array_unique( array_map( 'spl_object_id', $settings ) ), 'one settings object' );
		// The gateways, the five endpoints, the confirm endpoint, the redirect return, the sweeper, manual capture,
		// token deletion and the webhooks' payment completion.
		$this->assertGreaterThanOrEqual( 12, count( $clients ) );
		$card = $this->gateways( $services )->card();
		$this->assertSame( $clients[0], ( new \ReflectionProperty( $card, 'client' ) )->getValue( $card ) );
		$this->assertSame( $settings[0], $card->stripe_settings() );
	}

	public function test_woocommerce_is_given_gateway_instances_built_with_the_plugins_client(): void {
		$gateways = $this->gateways( $this->services() )->add_gateways( [] );

		$this->assertInstanceOf( CardGateway::class, $gateways[0] );
		$this->assertNotContains( CardGateway::class, $gateways, 'no class name for WooCommerce to build without the client' );
	}

	public function test_a_key_saved_after_the_client_was_composed_is_the_one_sent(): void {
		update_option( CardGateway::SETTINGS_OPTION, [ 'test_secret_key' => 'sk_test_before' ] );
		$services = $this->services();
		$client   = $this->held( $services, StripeClient::class )[0];
		$this->stripe->respond_object( 'customer' )->respond_object( 'customer' );

		$client->get( 'customers/cus_1' );
		// The settings screen saves a new key later in the same request, as WooCommerce saves it.
		require_once WC_ABSPATH . 'includes/admin/class-wc-admin-settings.php';
		$_POST = [
			'woocommerce_stripe_testmode'        => '1',
			'woocommerce_stripe_test_secret_key' => 'sk_test_after',
		];
		$this->gateways( $services )->card()->process_admin_options();
		$client->get( 'customers/cus_1' );

		$this->assertSame( 'Bearer sk_test_before', $this->stripe->request( 0 )['headers']['Authorization'] );
		$this->assertSame( 'Bearer sk_test_after', $this->stripe->request( 1 )['headers']['Authorization'] );
	}

	/**
	 * The services of a site with WooCommerce, built as Plugin::boot() builds them (not registered): those of every
	 * request, then, from the same plugin, the REST routes and the ajax endpoints it builds when they are asked for.
	 *
	 * @return list<Service>
	 */
	private function services(): array {
		$plugin   = new Plugin( '__return_true' );
		$services = [];
		foreach ( [ 'services', 'rest_services', 'wc_ajax_services' ] as $group ) {
			$services = [ ...$services, ...( new \ReflectionMethod( Plugin::class, $group ) )->invoke( $plugin ) ];
		}
		return $services;
	}

	/**
	 * The Gateways service.
	 *
	 * @param list<Service> $services The services.
	 */
	private function gateways( array $services ): Gateways {
		$found = array_values( array_filter( $services, static fn ( Service $service ): bool => $service instanceof Gateways ) );
		$this->assertCount( 1, $found );
		return $found[0];
	}

	/**
	 * Every object of a class held by the services or by the plugin's objects they hold, once per holder.
	 *
	 * @template T of object
	 * @param array<mixed>    $values The values to search.
	 * @param class-string<T> $class  The class.
	 * @param int             $depth  How many holders deep.
	 * @return list<T>
	 */
	private function held( array $values, string $class, int $depth = 5 ): array {
		$found = [];
		foreach ( $values as $value ) {
			if ( is_array( $value ) && $depth > 0 ) {
				array_push( $found, ...$this->held( $value, $class, $depth - 1 ) );
			}
			if ( ! is_object( $value ) || ! str_starts_with( $value::class, 'ShopStripeGateway\\' ) || $depth <= 0 ) {
				continue;
			}
			foreach ( ( new \ReflectionObject( $value ) )->getProperties() as $property ) {
				if ( ! $property->isStatic() && $property->isInitialized( $value ) ) {
					$held = $property->getValue( $value );
					if ( $held instanceof $class ) {
						$found[] = $held;
					} else {
						array_push( $found, ...$this->held( [ $held ], $class, $depth - 1 ) );
					}
				}
			}
		}
		return $found;
	}
}
