<?php
/**
 * Settles orders left pending when Stripe already knows the answer.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Gateway\Methods;
use ShopStripeGateway\Order\OrderLocator;
use ShopStripeGateway\Order\OrderMeta;
use ShopStripeGateway\Kit\Service;
use ShopStripeGateway\Webhooks\Handlers;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * A shop whose webhook is not configured (or whose deliveries fail), with a shopper who closed the tab before the
 * return, keeps a paid order "pending" for ever: the replaced gateway's most reported fault. Action Scheduler (it
 * ships with WooCommerce) runs this every INTERVAL seconds: up to BATCH orders of our gateways, pending (or on hold
 * waiting for Stripe: OrderMeta::AWAITING, a processing debit, a voucher, BLIK) and not changed for AFTER seconds
 * (spec 9 names no such constant: 10 minutes), oldest change first, are settled from their intent's state by the
 * webhook's own handlers (so under the same lock, with the same checks and notes): succeeded pays, a failure fails,
 * processing holds a pending order, an authorisation holds it for capture. An order whose intent still waits is
 * only touched (a meta row and its modified date), which moves it behind the others for the next runs.
 */
final class PendingSweeper implements Service {

	public const HOOK = 'shop_stripe_gateway_sweep_pending';

	public const GROUP = 'shop-stripe-gateway';

	/** Seconds an order stays pending before the sweeper asks Stripe. */
	public const AFTER = 600;

	/** Seconds between runs. */
	public const INTERVAL = 300;

	/** Orders per run: each costs one Stripe request. */
	public const BATCH = 10;

	/** Order meta: when the sweeper last asked Stripe about the order. */
	public const SWEPT_META = '_shop_stripe_swept';

	/** Intent status => the webhook event whose handler settles it. */
	private const EVENTS = [
		'succeeded' => 'payment_intent.succeeded',
		'canceled'  => 'payment_intent.payment_failed',
	];

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client The plugin's Stripe client.
	 */
	public function __construct( private StripeClient $client ) {}

	/** Adds the hooks. */
	public function register(): void {
		add_action( self::HOOK, [ $this, 'sweep' ] );
		add_action( 'admin_init', [ self::class, 'schedule' ] );
	}

	/**
	 * Schedules the recurring run once (on admin pages, and whenever an order gets a new intent: PaymentIntents).
	 */
	public static function schedule(): void {
		if ( function_exists( 'as_has_scheduled_action' ) && ! as_has_scheduled_action( self::HOOK, [], self::GROUP ) ) {
			as_schedule_recurring_action( time() + self::INTERVAL, self::INTERVAL, self::HOOK, [], self::GROUP );
		}
	}

	/**
	 * One run: the orders it looked at.
	 *
	 * @return int How many orders were looked up.
	 */
	public function sweep(): int {
		$query    = [
			'type'           => 'shop_order',
			'payment_method' => array_values( array_map( static fn ( $method ): string => $method->gateway_id(), Methods::all() ) ),
			'date_modified'  => '<' . ( time() - self::AFTER ),
			'orderby'        => 'modified',
			'order'          => 'ASC',
			'limit'          => self::BATCH,
		];
		$orders   = wc_get_orders( [ 'status' => [ 'pending' ] ] + $query );
		$orders   = array_slice( array_merge( $orders, wc_get_orders( [ 'status' => [ 'on-hold' ] ] + OrderLocator::meta_is( OrderMeta::AWAITING, 'yes' ) + $query ) ), 0, self::BATCH );
		$handlers = Handlers::all( new OrderLocator(), $this->client );
		foreach ( $orders as $order ) {
			if ( $order instanceof WC_Order ) {
				$this->settle( $order, $handlers );
			}
		}
		return count( $orders );
	}

	/**
	 * Settles one order from its current intent, then marks it looked at.
	 *
	 * @param WC_Order                                            $order    The pending order.
	 * @param array<string, \ShopStripeGateway\Webhooks\EventHandler> $handlers The webhook's handlers.
	 */
	private function settle( WC_Order $order, array $handlers ): void {
		$intent_id = (string) $order->get_meta( OrderMeta::INTENT_ID );
		if ( str_starts_with( $intent_id, 'pi_' ) ) {
			try {
				$intent = $this->client->get( 'payment_intents/' . $intent_id );
				$status = (string) ( $intent['status'] ?? '' );
				$event  = self::EVENTS[ $status ] ?? ( 'requires_payment_method' === $status && isset( $intent['last_payment_error'] ) ? 'payment_intent.payment_failed' : '' );
				if ( '' !== $event ) {
					$handlers[ $event ]->handle( $intent );
				} elseif ( 'processing' === $status && $order->has_status( 'pending' ) ) {
					$handlers['payment_intent.processing']->handle( $intent ); // Once: on hold, it is only looked at again.
				} elseif ( 'requires_capture' === $status && $order->has_status( 'pending' ) ) {
					( new IntentOutcome( $this->client ) )->apply( $order, $intent );
				}
			} catch ( \RuntimeException $error ) { // StripeException, OrderLockTimeout: the next run tries again.
				wc_get_logger()->warning( "Pending order {$order->get_id()} not settled: " . $error->getMessage(), [ 'source' => 'shop-stripe-gateway' ] );
			}
		}
		$fresh = wc_get_order( $order->get_id() );
		if ( $fresh instanceof WC_Order && $fresh->has_status( [ 'pending', 'on-hold' ] ) ) {
			$fresh->update_meta_data( self::SWEPT_META, (string) time() );
			$fresh->set_date_modified( time() ); // A meta change alone leaves the order's modified date as it was.
			$fresh->save();
		}
	}
}
