<?php
/**
 * Another process kept an order's lock past the timeout.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Order;

defined( 'ABSPATH' ) || exit;

/**
 * The webhook answers 500 (Stripe retries); the shopper's paths say what WooCommerce knows and let the other
 * process finish.
 */
final class OrderLockTimeout extends \RuntimeException {}
