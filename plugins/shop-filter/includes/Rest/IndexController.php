<?php
/**
 * The index's state and its rebuild, for shop managers.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Rest;

use ShopFilter\Index\Rebuild;
use ShopFilter\Service;
use WP_Error;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * GET shop-filter/v1/index: the rebuild's progress. POST: starts a rebuild. Both need manage_woocommerce; with
 * cookie authentication WordPress checks the REST nonce before the permission callback, so a forged POST is a 401.
 */
final class IndexController implements Service {

	/**
	 * Constructor.
	 *
	 * @param Rebuild $rebuild The background rebuild.
	 */
	public function __construct( private Rebuild $rebuild ) {}

	/** Adds the route on rest_api_init. */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'register_routes' ] );
	}

	/** Registers the route. */
	public function register_routes(): void {
		register_rest_route(
			RestNamespace::NAME,
			'/index',
			[
				[
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => fn (): WP_REST_Response => new WP_REST_Response( $this->rebuild->progress() ),
					'permission_callback' => [ self::class, 'permission' ],
				],
				[
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => function (): WP_REST_Response {
						$this->rebuild->start();
						return new WP_REST_Response( $this->rebuild->progress(), 202 );
					},
					'permission_callback' => [ self::class, 'permission' ],
				],
			]
		);
	}

	/**
	 * Shop managers and administrators.
	 *
	 * @return true|WP_Error
	 */
	public static function permission() {
		if ( current_user_can( 'manage_woocommerce' ) ) {
			return true;
		}
		return new WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to manage the product filter.', 'shop-filter' ), [ 'status' => rest_authorization_required_code() ] );
	}
}
