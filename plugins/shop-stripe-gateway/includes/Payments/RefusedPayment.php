<?php
/**
 * A checkout refused before any request to Stripe.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Payments;

defined( 'ABSPATH' ) || exit;

/**
 * Its message is safe to show the shopper.
 */
final class RefusedPayment extends \RuntimeException {}
