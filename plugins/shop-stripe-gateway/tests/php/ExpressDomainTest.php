<?php
/**
 * The Apple Pay domain: Express\PaymentMethodDomain through its route, GET and POST /shop-stripe-gateway/v1/express/domain.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Express\DomainState;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Tests\Support\GatewayTestCase;
use ShopStripeGateway\Tests\Support\StripeFixtures;

require_once __DIR__ . '/Support/GatewayTestCase.php';

/**
 * Registered once (found by its host first, so a second click creates nothing), validated while Apple Pay is
 * inactive, stored in the option; a shop manager's only; Stripe's failures are 4xx/502 answers, never a fatal.
 */
final class ExpressDomainTest extends GatewayTestCase {

	private const ROUTE = '/shop-stripe-gateway/v1/express/domain';

	protected function setUp(): void {
		parent::setUp();
		delete_option( DomainState::OPTION );
		$this->act_as( 'shop_manager' );
	}

	/**
	 * Stripe's example payment_method_domain for the site's host.
	 *
	 * @param array<string, mixed> $overrides Fields to replace.
	 * @return array<string, mixed>
	 */
	private static function domain( array $overrides = [] ): array {
		return StripeFixtures::object( 'payment_method_domain', [ 'domain_name' => DomainState::site_host() ] + $overrides );
	}

	/**
	 * A list answer of Stripe.
	 *
	 * @param list<array<string, mixed>> $data The objects.
	 * @return array<string, mixed>
	 */
	private static function listing( array $data ): array {
		return [
			'object'   => 'list',
			'data'     => $data,
			'has_more' => false,
			'url'      => '/v1/payment_method_domains',
		];
	}

	/** Apple Pay inactive, with the reason Stripe gives. */
	private const INACTIVE = [
		'status'         => 'inactive',
		'status_details' => [ 'error_message' => 'The domain could not be verified: the association file was not found.' ],
	];

	public function test_get_answers_not_registered_without_asking_stripe(): void {
		$response = $this->rest( 'GET', self::ROUTE );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			[ 'domain' => DomainState::site_host(), 'id' => '', 'applePay' => 'inactive', 'error' => '', 'checkedAt' => 0 ],
			$response->get_data()
		);
		$this->assertSame( [], $this->stripe->requests() );
	}

	public function test_post_registers_the_sites_host_and_stores_stripes_answer(): void {
		$this->stripe->respond( 200, self::listing( [] ) )->respond( 200, self::domain() );

		$response = $this->rest( 'POST', self::ROUTE );

		$this->assertSame( 200, $response->get_status() );
		$host = DomainState::site_host();
		$this->assertSame( 'GET', $this->stripe->request( 0 )['method'] );
		$this->assertSame( 'https://api.stripe.com/v1/payment_method_domains?domain_name=' . rawurlencode( $host ) . '&limit=1', $this->stripe->request( 0 )['url'] );
		$this->assertSame( 'POST', $this->stripe->request( 1 )['method'] );
		$this->assertSame( 'https://api.stripe.com/v1/payment_method_domains', $this->stripe->request( 1 )['url'] );
		$this->assertSame( [ 'domain_name' => $host, 'enabled' => 'true' ], $this->sent( 1 ) );
		$this->assertSame( 'Bearer ' . self::SECRET_KEY, $this->stripe->request( 1 )['headers']['Authorization'] );
		$this->assertCount( 2, $this->stripe->requests(), 'active at once: nothing to validate' );

		$stored = get_option( DomainState::OPTION );
		$this->assertSame( $stored, $response->get_data() );
		$this->assertSame( [ $host, 'pmd_1Pgc79B7WZ01zgkWHKCqwAQo', 'active', '' ], [ $stored['domain'], $stored['id'], $stored['applePay'], $stored['error'] ] );
		$this->assertEqualsWithDelta( time(), $stored['checkedAt'], 5 );
		$this->assertSame( $stored, $this->rest( 'GET', self::ROUTE )->get_data(), 'GET answers what was stored' );
		$this->assertCount( 2, $this->stripe->requests(), 'GET asks Stripe nothing' );
	}

	public function test_a_second_click_finds_the_registered_domain_and_creates_none(): void {
		$this->stripe->respond( 200, self::listing( [ self::domain() ] ) );

		$response = $this->rest( 'POST', self::ROUTE );

		$this->assertSame( 200, $response->get_status() );
		$this->assertCount( 1, $this->stripe->requests() );
		$this->assertSame( 'active', $response->get_data()['applePay'] );
	}

	public function test_an_inactive_domain_is_validated_and_stripes_reason_stored(): void {
		$this->stripe
			->respond( 200, self::listing( [ self::domain( [ 'apple_pay' => [ 'status' => 'inactive' ] ] ) ] ) )
			->respond( 200, self::domain( [ 'apple_pay' => self::INACTIVE ] ) );

		$response = $this->rest( 'POST', self::ROUTE );

		$this->assertSame( 'POST', $this->stripe->request( 1 )['method'] );
		$this->assertSame( 'https://api.stripe.com/v1/payment_method_domains/pmd_1Pgc79B7WZ01zgkWHKCqwAQo/validate', $this->stripe->request( 1 )['url'] );
		$this->assertSame( 'inactive', $response->get_data()['applePay'] );
		$this->assertSame( self::INACTIVE['status_details']['error_message'], get_option( DomainState::OPTION )['error'] );
	}

	public function test_a_domain_validated_into_active_is_stored_active(): void {
		$this->stripe
			->respond( 200, self::listing( [] ) )
			->respond( 200, self::domain( [ 'apple_pay' => self::INACTIVE ] ) )
			->respond( 200, self::domain() );

		$response = $this->rest( 'POST', self::ROUTE );

		$this->assertCount( 3, $this->stripe->requests() );
		$this->assertSame( [ 'active', '' ], [ $response->get_data()['applePay'], $response->get_data()['error'] ] );
	}

	public function test_stripes_refusal_is_a_400_with_the_catalogues_text_and_the_stored_state_stays(): void {
		( new DomainState( DomainState::site_host(), 'pmd_old', 'inactive', 'Not verified.', 100 ) )->save();
		$this->stripe
			->respond( 200, self::listing( [] ) )
			->respond_error( 400, [ 'type' => 'invalid_request_error', 'message' => 'Domain name must be a public domain.', 'param' => 'domain_name' ] );

		$response = $this->rest( 'POST', self::ROUTE );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( self::GENERIC_MESSAGE, $response->get_data()['message'] );
		$this->assertStringStartsWith( 'Domain name must be a public domain.', $response->get_data()['data']['stripe'] );
		$this->assertSame( 'pmd_old', get_option( DomainState::OPTION )['id'] );
	}

	public function test_stripe_down_is_a_502(): void {
		$this->stripe->respond_error( 500, [ 'type' => 'api_error', 'message' => 'Something went wrong on our end.' ], [ 'Stripe-Should-Retry' => 'false' ] );

		$response = $this->rest( 'POST', self::ROUTE );

		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( self::GENERIC_MESSAGE, $response->get_data()['message'] );
		$this->assertFalse( get_option( DomainState::OPTION ) );
	}

	public function test_without_a_secret_key_post_is_a_400_that_says_so_and_asks_stripe_nothing(): void {
		update_option( CardGateway::SETTINGS_OPTION, [ 'enabled' => 'yes' ] );

		$response = $this->rest( 'POST', self::ROUTE );

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringStartsWith( 'Save the secret key of the mode in use first', $response->get_data()['message'] );
		$this->assertSame( [], $this->stripe->requests() );
	}

	public function test_a_state_of_another_host_reads_as_not_registered(): void {
		( new DomainState( 'old-shop.example.com', 'pmd_old', 'active', '', 100 ) )->save();

		$data = $this->rest( 'GET', self::ROUTE )->get_data();

		$this->assertSame( [ DomainState::site_host(), '' ], [ $data['domain'], $data['id'] ] );
	}

	/** @return array<string, array{string, int}> who, and the status each method gets */
	public static function refused(): array {
		return [
			'a customer' => [ 'customer', 403 ],
			'a visitor'  => [ '', 401 ],
		];
	}

	/**
	 * @dataProvider refused
	 */
	public function test_only_a_shop_manager_may_read_or_register( string $role, int $status ): void {
		'' === $role ? wp_set_current_user( 0 ) : $this->act_as( $role );

		$this->assertSame( $status, $this->rest( 'GET', self::ROUTE )->get_status() );
		$this->assertSame( $status, $this->rest( 'POST', self::ROUTE )->get_status() );
		$this->assertSame( [], $this->stripe->requests() );
	}
}
