<?php
/**
 * GET /shop-consent/v1/cookie-scanner: what the admin's browser needs to scan the site.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Cookies;

use ShopConsent\Rest\AdminPermission;
use ShopConsent\Rest\RestNamespace;
use ShopConsent\Kit\Service;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Answers the pages to load and the known-cookie database to match against (after its filter), for
 * administrators only: the scan runs in their browser, from the settings screen.
 */
final class CookieScannerController implements Service {

	/**
	 * Constructor.
	 *
	 * @param ScanPages    $pages The pages to scan.
	 * @param KnownCookies $known The known cookies.
	 */
	public function __construct(
		private ScanPages $pages,
		private KnownCookies $known
	) {}

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
			RestNamespace::NAME,
			'/cookie-scanner',
			[
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => [ $this, 'read' ],
				'permission_callback' => [ AdminPermission::class, 'check' ],
			]
		);
	}

	/**
	 * The pages and the database.
	 */
	public function read(): WP_REST_Response {
		$response = new WP_REST_Response(
			[
				'pages' => $this->pages->all(),
				'known' => $this->known->all(),
			]
		);
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
