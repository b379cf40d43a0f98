<?php
/**
 * The REST route that hands anti-spam keys to the comment and review forms.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\AntiSpam;

use ShopTheme\Kit\Service;
use WP_Error;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * POST /shop-theme/v1/antispam-keys. Deliberately public: the forms sit on cached pages that carry no nonce, and a
 * key proves only that a browser ran the page's script, so there is nothing to authorise; KeyRateLimit bounds how
 * many one address gets. The answer is the spec's list of name/value pairs plus the key's lifetime, never cached
 * (`Cache-Control: no-store`): a cached key would be shared by every visitor and soon expired.
 */
final class KeyEndpoint implements Service {

	public const NAMESPACE = 'shop-theme/v1';

	public const ROUTE = '/antispam-keys';

	/**
	 * Constructor.
	 *
	 * @param KeyRateLimit $limit The per-address limit.
	 */
	public function __construct( private readonly KeyRateLimit $limit = new KeyRateLimit() ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'register_route' ] );
	}

	/**
	 * The route's URL, for the form's data attribute.
	 */
	public static function url(): string {
		return rest_url( self::NAMESPACE . self::ROUTE );
	}

	/**
	 * Registers the route.
	 */
	public function register_route(): void {
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			[
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => [ $this, 'answer' ],
				'permission_callback' => '__return_true',
				'args'                => [],
			]
		);
	}

	/**
	 * A new key, or a 429 with a message.
	 *
	 * @return WP_REST_Response|WP_Error
	 */
	public function answer() {
		$now = time();
		if ( ! $this->limit->allow( $now ) ) {
			return new WP_Error(
				'shop_theme_antispam_rate_limited',
				__( 'Too many anti-spam keys were requested from your address. Please wait a few minutes and try again.', 'shop-theme' ),
				[ 'status' => 429 ]
			);
		}
		$key      = Keys::issue( $now );
		$response = new WP_REST_Response(
			[
				'data'       => [
					[
						'name'  => Keys::FIELD,
						'value' => $key['value'],
					],
				],
				'expires'    => $key['expires'],
				'expires_in' => $key['expires'] - $now,
			]
		);
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
