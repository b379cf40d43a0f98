<?php
/**
 * GET /shop-consent/v1/scripts: the markup of the optional categories asked for.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Rest;

use ShopConsent\Service;
use ShopConsent\Settings\Settings;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Public on purpose: the markup runs in every consenting visitor's browser anyway, and pages may be cached, so no
 * nonce or login can be asked. The answer depends only on the categories asked (and the settings, whose hash the
 * core puts in the URL), so it may be cached publicly. Strict markup is in the page itself (StrictMarkup).
 */
final class ScriptsController implements Service {

	public const NAMESPACE = RestNamespace::NAME;

	/**
	 * Constructor.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( private Settings $settings ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'register_routes' ] );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			'/scripts',
			[
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => [ $this, 'get' ],
				'permission_callback' => '__return_true',
				'args'                => [ 'categories' => Categories::arg() ],
			]
		);
	}

	/**
	 * The markup of each category asked for.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get( WP_REST_Request $request ): WP_REST_Response {
		$scripts = $this->settings->get()['scripts'];
		$answer  = [];
		foreach ( (array) $request->get_param( 'categories' ) as $category ) {
			$answer[ $category ] = [
				'head'   => (string) $scripts[ $category ]['head'],
				'body'   => (string) $scripts[ $category ]['body'],
				'footer' => (string) $scripts[ $category ]['footer'],
			];
		}
		$response = new WP_REST_Response( (object) $answer );
		$response->header( 'Cache-Control', 'public, max-age=300' );
		return $response;
	}
}
