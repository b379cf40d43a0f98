<?php
/**
 * REST route that saves the admin notice's state for the current user.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Admin;

use ShopSocialIcons\Kit\Service;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * POST /shop-social-icons/v1/notice `{status: open|closed|dismissed}`. Cookie authentication needs the REST nonce
 * (X-WP-Nonce, which api-fetch sends), so a forged request runs as nobody and gets 401; the user must be able to
 * manage options (the notice is shown to them only); any other status is a 400 naming the allowed values.
 */
final class NoticeRoute implements Service {

	public const NAMESPACE = 'shop-social-icons/v1';

	public const ROUTE = '/notice';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'register_route' ] );
	}

	/**
	 * Registers the route.
	 */
	public function register_route(): void {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			[
				'methods'             => 'POST',
				'callback'            => [ $this, 'save' ],
				'permission_callback' => static fn (): bool => current_user_can( AdminNotice::CAPABILITY ),
				'args'                => [
					'status' => [
						'type'     => 'string',
						'enum'     => NoticeState::STATES,
						'required' => true,
					],
				],
			]
		);
	}

	/**
	 * Saves the state.
	 *
	 * @param WP_REST_Request $request The request (validated against args).
	 */
	public function save( WP_REST_Request $request ): WP_REST_Response {
		$status = (string) $request->get_param( 'status' );
		NoticeState::set( get_current_user_id(), $status );
		return new WP_REST_Response( [ 'status' => NoticeState::get( get_current_user_id() ) ] );
	}
}
