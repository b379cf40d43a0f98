<?php
/**
 * REST route of the wishlist of a logged-in shopper.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

use ShopTheme\Options\ThemeOptions;
use ShopTheme\Kit\Service;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `shop-theme/v1/wishlist`: GET the list, PUT a new one (`{ items: [ product ids ] }`). Only for a logged-in shopper,
 * and PUT checks the `X-WP-Nonce` itself (a `wp_rest` nonce) so that the route refuses a write that did not come from
 * the shopper's own page even when another authentication (an application password) set the user. Guests keep their
 * list in the browser; nothing about them is stored here.
 */
final class WishlistRoute implements Service {

	public const NAMESPACE = 'shop-theme/v1';

	public const ROUTE = '/wishlist';

	/**
	 * @param WishlistStorage $storage Where the lists are kept.
	 */
	public function __construct( private WishlistStorage $storage ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'register_route' ] );
	}

	/**
	 * Registers the route, when the wishlist is on.
	 */
	public function register_route(): void {
		if ( ! ThemeOptions::on( 'wishlist' ) ) {
			return;
		}
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			[
				[
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => [ $this, 'read' ],
					'permission_callback' => [ $this, 'can_read' ],
				],
				[
					'methods'             => WP_REST_Server::EDITABLE,
					'callback'            => [ $this, 'write' ],
					'permission_callback' => [ $this, 'can_write' ],
					'args'                => [
						'items' => [
							'type'              => 'array',
							'required'          => true,
							'maxItems'          => WishlistStorage::MAX,
							'items'             => [
								'type'    => 'integer',
								'minimum' => 1,
							],
							'validate_callback' => [ $this, 'validate_items' ],
						],
					],
				],
			]
		);
	}

	/**
	 * Only a logged-in shopper has a stored list.
	 *
	 * @return true|WP_Error
	 */
	public function can_read() {
		return is_user_logged_in() ? true : new WP_Error(
			'shop_theme_wishlist_login',
			__( 'Log in to keep your wishlist in your account.', 'shop-theme' ),
			[ 'status' => 401 ]
		);
	}

	/**
	 * Logged in, and the page's nonce.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return true|WP_Error
	 */
	public function can_write( WP_REST_Request $request ) {
		$logged_in = $this->can_read();
		if ( true !== $logged_in ) {
			return $logged_in;
		}
		$nonce = (string) $request->get_header( 'X-WP-Nonce' );
		return wp_verify_nonce( $nonce, 'wp_rest' ) ? true : new WP_Error(
			'shop_theme_wishlist_nonce',
			__( 'Your session has expired. Reload the page and try again.', 'shop-theme' ),
			[ 'status' => 403 ]
		);
	}

	/**
	 * Every item is a published product (the schema has checked the types first).
	 *
	 * @param mixed           $value   The items.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Parameter name.
	 * @return true|WP_Error
	 */
	public function validate_items( $value, WP_REST_Request $request, string $param ) {
		$valid = rest_validate_request_arg( $value, $request, $param );
		if ( true !== $valid ) {
			return $valid;
		}
		foreach ( (array) $value as $id ) {
			if ( ! WishlistStorage::is_wishable( (int) $id ) ) {
				return new WP_Error(
					'shop_theme_wishlist_product',
					/* translators: %d: a product id. */
					sprintf( __( 'Product %d cannot be added to a wishlist.', 'shop-theme' ), (int) $id ),
					[ 'status' => 400 ]
				);
			}
		}
		return true;
	}

	/**
	 * The current shopper's list.
	 */
	public function read(): WP_REST_Response {
		return $this->answer();
	}

	/**
	 * Stores the shopper's new list.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function write( WP_REST_Request $request ): WP_REST_Response {
		$this->storage->set( get_current_user_id(), array_map( 'intval', (array) $request['items'] ) );
		return $this->answer();
	}

	/**
	 * `{ items }`, never cached: it belongs to one shopper.
	 */
	private function answer(): WP_REST_Response {
		$response = new WP_REST_Response( [ 'items' => $this->storage->get( get_current_user_id() ) ] );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
