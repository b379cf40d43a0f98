<?php
/**
 * GET and POST /shop-consent/v1/cookie-list: the cookie list the Cookie policy block prints.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Cookies;

use ShopConsent\Rest\AdminPermission;
use ShopConsent\Rest\RestNamespace;
use ShopConsent\Kit\Service;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Administrators only (AdminPermission: manage_options; with cookie authentication WordPress also checks the REST
 * nonce, which api-fetch sends). A POST replaces the whole list; a row off the schema, a host row without a host name or a row
 * listed twice is a 400 with a message, and nothing is written.
 */
final class CookieListController implements Service {

	/**
	 * Constructor.
	 *
	 * @param CookieList $list The stored list.
	 */
	public function __construct( private CookieList $list ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'register_routes' ] );
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		register_rest_route(
			RestNamespace::NAME,
			'/cookie-list',
			[
				[
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => [ $this, 'read' ],
					'permission_callback' => [ AdminPermission::class, 'check' ],
				],
				[
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => [ $this, 'save' ],
					'permission_callback' => [ AdminPermission::class, 'check' ],
					'args'                => [
						'items' => [
							'type'     => 'array',
							'required' => true,
							'maxItems' => CookieList::MAX_ITEMS,
							'items'    => CookieList::item_schema(),
						],
					],
				],
			]
		);
	}

	/**
	 * The stored list.
	 */
	public function read(): WP_REST_Response {
		return $this->response( $this->list->get() );
	}

	/**
	 * Replaces the list.
	 *
	 * @param WP_REST_Request $request Request; its items passed the schema.
	 * @return WP_REST_Response|WP_Error
	 */
	public function save( WP_REST_Request $request ) {
		$items   = (array) $request['items'];
		$problem = CookieList::problem( $items );
		if ( null !== $problem ) {
			return new WP_Error( 'shop_consent_invalid_cookie_list', $problem, [ 'status' => 400 ] );
		}
		return $this->response( $this->list->save( $items ) );
	}

	/**
	 * An uncached answer.
	 *
	 * @param array<string, mixed> $list The list.
	 */
	private function response( array $list ): WP_REST_Response {
		$response = new WP_REST_Response( $list );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
