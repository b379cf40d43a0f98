<?php
/**
 * Who may deliver events to POST shop-stripe-gateway/v1/webhook.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Tests\Support\StripeFixtures;
use ShopStripeGateway\Tests\Support\WebhookTestCase;
use ShopStripeGateway\Webhooks\EventStore;

require_once __DIR__ . '/Support/WebhookTestCase.php';

/**
 * Only a body signed with the endpoint secret, within five minutes either way, is processed; everything else is a
 * 400 with a reason, and leaves the order and the event store untouched.
 */
final class WebhookSignatureTest extends WebhookTestCase {

	public function test_a_signed_event_is_processed_and_its_id_stored(): void {
		$order = $this->order( 'pi_signed' );

		$response = $this->deliver( 'payment_intent.succeeded', self::intent( 'pi_signed' ), 'evt_signed' );

		$this->assertSame( [ 'received' => true ], $response->get_data() );
		$this->assertTrue( self::reload( $order )->is_paid() );
		$this->assertTrue( ( new EventStore() )->has( 'evt_signed' ) );
	}

	/** @return array<string, array{\Closure(string, int): ?string, string}> header from the body and the time now, words of the message */
	public static function refused(): array {
		return [
			'missing header'              => [ static fn ( string $body, int $now ): ?string => null, 'Missing' ],
			'empty header'                => [ static fn ( string $body, int $now ): ?string => '', 'Missing' ],
			'no timestamp'                => [ static fn ( string $body, int $now ): ?string => 'v1=' . hash_hmac( 'sha256', $now . '.' . $body, self::SECRET ), 'Malformed' ],
			'no v1 signature'             => [ static fn ( string $body, int $now ): ?string => 't=' . $now . ',v0=' . hash_hmac( 'sha256', $now . '.' . $body, self::SECRET ), 'Malformed' ],
			'timestamp not a number'      => [ static fn ( string $body, int $now ): ?string => 't=soon,v1=' . hash_hmac( 'sha256', $now . '.' . $body, self::SECRET ), 'Malformed' ],
			'signed with another secret'  => [ static fn ( string $body, int $now ): ?string => self::header( $body, $now, 'whsec_other' ), 'No signature matches' ],
			'signature of another body'   => [ static fn ( string $body, int $now ): ?string => self::header( $body . ' ', $now ), 'No signature matches' ],
			'signed 301 seconds ago'      => [ static fn ( string $body, int $now ): ?string => self::header( $body, $now - 301 ), 'tolerance' ],
			'signed 301 seconds from now' => [ static fn ( string $body, int $now ): ?string => self::header( $body, $now + 301 ), 'tolerance' ],
		];
	}

	/**
	 * @dataProvider refused
	 * @param \Closure(string, int): ?string $header  Builds the header for the body, now (providers run long before the test).
	 * @param string                         $message Part of the expected message.
	 */
	public function test_an_unauthentic_delivery_is_a_400_and_changes_nothing( \Closure $header, string $message ): void {
		$order = $this->order( 'pi_forged' );
		$body  = (string) wp_json_encode( StripeFixtures::event( 'payment_intent.succeeded', self::intent( 'pi_forged' ), 'evt_forged' ) );

		$response = $this->post( $body, $header( $body, time() ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( $message, (string) $response->get_data()['message'] );
		$this->assertSame( 'pending', self::reload( $order )->get_status() );
		$this->assertFalse( ( new EventStore() )->has( 'evt_forged' ) );
		$this->assertFalse( get_option( 'shop_stripe_gateway_webhook_last_received' ) );
	}

	public function test_a_signature_just_inside_the_tolerance_either_way_is_accepted(): void {
		foreach ( [ -290, 290 ] as $offset ) {
			$body = (string) wp_json_encode( StripeFixtures::event( 'customer.created', [ 'id' => 'cus_1' ], 'evt_' . $offset ) );

			$this->assertSame( 200, $this->post( $body, self::header( $body, time() + $offset ) )->get_status() );
		}
	}

	public function test_without_a_secret_nothing_is_accepted(): void {
		update_option( CardGateway::SETTINGS_OPTION, [ 'testmode' => 'no' ] );
		$body = (string) wp_json_encode( StripeFixtures::event( 'payment_intent.succeeded', self::intent( 'pi_x' ) ) );

		$response = $this->post( $body, self::header( $body, time(), '' ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'No webhook signing secret', (string) $response->get_data()['message'] );
	}

	public function test_test_mode_uses_the_test_secret_and_the_filter_may_replace_it(): void {
		update_option( CardGateway::SETTINGS_OPTION, [ 'webhook_secret' => self::SECRET, 'test_webhook_secret' => 'whsec_test_mode', 'testmode' => 'yes' ] );
		$body = (string) wp_json_encode( StripeFixtures::event( 'customer.created', [ 'id' => 'cus_1' ] ) );

		$this->assertSame( 400, $this->post( $body, self::header( $body, time() ) )->get_status(), 'the live secret in test mode' );
		$this->assertSame( 200, $this->post( $body, self::header( $body, time(), 'whsec_test_mode' ) )->get_status() );

		$filter = static fn (): string => 'whsec_filtered';
		add_filter( 'shop_stripe_gateway_webhook_secret', $filter );
		try {
			$this->assertSame( 200, $this->post( $body, self::header( $body, time(), 'whsec_filtered' ) )->get_status() );
		} finally {
			remove_filter( 'shop_stripe_gateway_webhook_secret', $filter );
		}
	}

	public function test_a_signed_body_that_is_not_an_event_is_a_400(): void {
		$body = '{"hello":"world"}';

		$response = $this->post( $body, self::header( $body, time() ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'not a Stripe event', (string) $response->get_data()['message'] );
	}

	public function test_the_route_is_public_and_takes_post_only(): void {
		$routes = rest_get_server()->get_routes();

		$this->assertArrayHasKey( self::ROUTE, $routes );
		$this->assertSame( [ 'POST' => true ], $routes[ self::ROUTE ][0]['methods'] );
		$this->assertSame( '__return_true', $routes[ self::ROUTE ][0]['permission_callback'] );
	}
}
