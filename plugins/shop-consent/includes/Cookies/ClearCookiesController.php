<?php
/**
 * POST /shop-consent/v1/clear-cookies: expires the cookies of refused categories that JavaScript cannot remove.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Cookies;

use ShopConsent\Guard\PublicWrite;
use ShopConsent\Rest\Categories;
use ShopConsent\Rest\RestNamespace;
use ShopConsent\Kit\Service;
use ShopConsent\Settings\Settings;
use ShopConsent\WooCommerce\AttributionCookies;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Public on purpose (cached pages carry no nonce): it only expires the caller's own cookies, named by the
 * category patterns, so it can do nothing a visitor could not do to their own browser.
 */
final class ClearCookiesController implements Service {

	/**
	 * Constructor.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( private Settings $settings, private PublicWrite $guard ) {}

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
			'/clear-cookies',
			[
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => [ $this, 'clear' ],
				'permission_callback' => '__return_true',
				'args'                => [ 'categories' => Categories::arg() ],
			]
		);
	}

	/**
	 * Expires the matching cookies and answers their names.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function clear( WP_REST_Request $request ) {
		$refusal = $this->guard->refusal( 'clear-cookies' );
		if ( null !== $refusal ) {
			return $refusal;
		}
		$names = $this->matching( (array) $request->get_param( 'categories' ), array_keys( $_COOKIE ) );
		if ( ! headers_sent() ) {
			foreach ( $names as $name ) {
				$this->expire( $name );
			}
		}
		$response = new WP_REST_Response( [ 'cleared' => $names ] );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * The cookie names that match a pattern of the categories.
	 *
	 * @param string[]   $categories Refused categories.
	 * @param array<int|string> $names      Cookie names present.
	 * @return string[]
	 */
	public function matching( array $categories, array $names ): array {
		$patterns = [];
		$lists    = AttributionCookies::patterns( $this->settings->get() );
		foreach ( $categories as $category ) {
			$patterns = array_merge( $patterns, $lists[ $category ] ?? [] );
		}
		$matched = [];
		foreach ( $names as $name ) {
			foreach ( $patterns as $pattern ) {
				$regex = '/^' . str_replace( '\*', '.*', preg_quote( (string) $pattern, '/' ) ) . '$/';
				if ( preg_match( $regex, (string) $name ) ) {
					$matched[] = (string) $name;
					break;
				}
			}
		}
		return $matched;
	}

	/**
	 * Expires a cookie on path / for the host and the cookie domain.
	 *
	 * @param string $name Cookie name.
	 */
	private function expire( string $name ): void {
		$past = time() - YEAR_IN_SECONDS;
		setcookie( $name, '', $past, '/' );
		if ( defined( 'COOKIE_DOMAIN' ) && COOKIE_DOMAIN ) {
			setcookie( $name, '', $past, '/', (string) COOKIE_DOMAIN );
		}
	}
}
