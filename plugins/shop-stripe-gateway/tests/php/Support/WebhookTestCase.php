<?php
/**
 * Base of the tests that deliver signed Stripe events to the webhook route.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests\Support;

use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Webhooks\EventStore;
use ShopStripeGateway\Webhooks\Signature;
use WC_Order;
use WP_REST_Request;
use WP_REST_Response;

require_once __DIR__ . '/StripeTestCase.php';
require_once __DIR__ . '/CardOrders.php';

/**
 * Makes sure the events table exists (outside any transaction: the uninstall contract test may have dropped it, and
 * CREATE/DROP commit), saves a live endpoint secret, and posts events through the real REST server with a real
 * HMAC, as Stripe does.
 */
abstract class WebhookTestCase extends StripeTestCase {

	use CardOrders;

	protected const SECRET = 'whsec_test_live_secret';

	protected const ROUTE = '/shop-stripe-gateway/v1/webhook';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		if ( class_exists( 'WooCommerce' ) ) {
			EventStore::install();
		}
	}

	protected function setUp(): void {
		parent::setUp();
		update_option( CardGateway::SETTINGS_OPTION, [ 'webhook_secret' => self::SECRET, 'testmode' => 'no' ] );
	}

	/**
	 * Posts a raw body with a Stripe-Signature header (none when null).
	 *
	 * @param string      $body   Raw body.
	 * @param string|null $header Stripe-Signature header.
	 */
	protected function post( string $body, ?string $header ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', self::ROUTE );
		$request->set_header( 'Content-Type', 'application/json' );
		if ( null !== $header ) {
			$request->set_header( 'Stripe-Signature', $header );
		}
		$request->set_body( $body );
		return rest_do_request( $request );
	}

	/**
	 * The header Stripe would send for a body.
	 *
	 * @param string $body      Raw body.
	 * @param int    $timestamp Signing time.
	 * @param string $secret    Endpoint secret.
	 */
	protected static function header( string $body, int $timestamp, string $secret = self::SECRET ): string {
		return 't=' . $timestamp . ',v1=' . Signature::sign( $timestamp, $body, $secret ) . ',v0=' . str_repeat( '0', 64 );
	}

	/**
	 * Delivers an event, signed now with the live secret; asserts the 200.
	 *
	 * @param string               $type   Event type.
	 * @param array<string, mixed> $object The event's data.object.
	 * @param string               $id     Event id.
	 */
	protected function deliver( string $type, array $object, string $id = 'evt_test_1' ): WP_REST_Response {
		$body     = (string) wp_json_encode( StripeFixtures::event( $type, $object, $id ) );
		$response = $this->post( $body, self::header( $body, time() ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response;
	}

	/**
	 * A pending order for one product, paid with the card gateway, storing an intent id ('' for none).
	 *
	 * @param string $intent_id Intent id to store.
	 * @param string $price     Product price.
	 * @param string $currency  Order currency.
	 */
	protected function order( string $intent_id, string $price = '20', string $currency = 'USD' ): WC_Order {
		$order = $this->card_order( $price, $currency );
		if ( '' !== $intent_id ) {
			$order->update_meta_data( OrderMeta::INTENT_ID, $intent_id );
			$order->save();
		}
		$this->assertSame( 'pending', $order->get_status() );
		return $order;
	}

	/**
	 * Stripe's example payment intent with an id and fields replaced; it received the default order's total (20 USD)
	 * unless the fields say otherwise.
	 *
	 * @param string               $id     Intent id.
	 * @param array<string, mixed> $fields Fields to replace.
	 * @return array<string, mixed>
	 */
	protected static function intent( string $id, array $fields = [] ): array {
		return StripeFixtures::object( 'payment_intent', array_merge( [ 'id' => $id, 'metadata' => [], 'amount' => 2000, 'amount_received' => 2000, 'currency' => 'usd' ], $fields ) );
	}

	/**
	 * The metadata PaymentIntents puts on an order's intent.
	 *
	 * @param WC_Order $order The order.
	 * @return array<string, string>
	 */
	protected static function metadata( WC_Order $order ): array {
		return [
			'order_id'  => (string) $order->get_id(),
			'order_key' => $order->get_order_key(),
			'site_url'  => home_url(),
		];
	}

	/** The order as stored now. */
	protected static function reload( WC_Order $order ): WC_Order {
		$fresh = wc_get_order( $order->get_id() );
		\PHPUnit\Framework\Assert::assertInstanceOf( WC_Order::class, $fresh );
		return $fresh;
	}

	/**
	 * The order's note texts, newest first.
	 *
	 * @return list<string>
	 */
	protected static function notes( WC_Order $order ): array {
		return array_values( array_map( static fn ( $note ): string => (string) $note->content, wc_get_order_notes( [ 'order_id' => $order->get_id() ] ) ) );
	}

	/** How many notes contain a text. */
	protected static function notes_containing( WC_Order $order, string $text ): int {
		return count( array_filter( self::notes( $order ), static fn ( string $note ): bool => str_contains( $note, $text ) ) );
	}
}
