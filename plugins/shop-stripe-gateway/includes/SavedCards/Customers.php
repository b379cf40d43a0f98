<?php
/**
 * The Stripe customer of a WordPress user.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\SavedCards;

use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Api\StripeException;

defined( 'ABSPATH' ) || exit;

/**
 * Saved payment methods are attached to a Stripe customer; each user gets one, created on first need and reused
 * (user meta `_shop_stripe_customer_id`). A shop coming from the replaced plugin keeps its customers: its per-site
 * user option `_stripe_customer_id` is read when ours is empty.
 */
final class Customers {

	/** User meta holding the customer id (cus_…). */
	public const META = '_shop_stripe_customer_id';

	/**
	 * Constructor.
	 *
	 * @param StripeClient $client The API client.
	 */
	public function __construct( private StripeClient $client ) {}

	/**
	 * The user's customer id, or '' when none was made yet.
	 *
	 * @param int $user_id User id.
	 */
	public static function stored( int $user_id ): string {
		$id = get_user_meta( $user_id, self::META, true );
		if ( ! is_string( $id ) || '' === $id ) {
			$id = get_user_option( '_stripe_customer_id', $user_id );
		}
		return is_string( $id ) && preg_match( '/^cus_[A-Za-z0-9]+$/', $id ) ? $id : '';
	}

	/**
	 * The user's customer id, creating the customer at Stripe when there is none.
	 *
	 * @param int $user_id A logged-in user's id.
	 * @throws StripeException When Stripe refuses or cannot be reached.
	 * @throws \InvalidArgumentException For a user that does not exist.
	 */
	public function for_user( int $user_id ): string {
		$stored = self::stored( $user_id );
		if ( '' !== $stored ) {
			return $stored;
		}
		$user = get_userdata( $user_id );
		if ( ! $user instanceof \WP_User ) {
			throw new \InvalidArgumentException( 'No such user.' );
		}
		$name     = trim( $user->first_name . ' ' . $user->last_name );
		$customer = $this->client->post(
			'customers',
			[
				'email'       => $user->user_email,
				'name'        => '' !== $name ? $name : $user->display_name,
				'description' => 'WordPress user ' . $user_id,
				'metadata'    => [
					'user_id'  => (string) $user_id,
					'site_url' => home_url(),
				],
			]
		);
		$id = is_string( $customer['id'] ?? null ) ? $customer['id'] : '';
		update_user_meta( $user_id, self::META, $id );
		return $id;
	}
}
