<?php
/**
 * GET /shop-consent/v1/scripts: the markup of the optional categories asked for.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Rest;

use ShopConsent\Kit\Service;
use ShopConsent\Settings\Settings;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Public on purpose: the markup runs in every consenting visitor's browser anyway, and pages may be cached, so no
 * nonce or login can be asked. The answer depends only on the categories and the language asked, and the URL the
 * page holds carries the version of that markup (CategoryScripts), so an answer to the current version is cached for
 * a year (immutable: new markup means a new URL); any other answer for five minutes. Strict markup is in the page
 * itself (StrictMarkup).
 */
final class ScriptsController implements Service {

	public const NAMESPACE = RestNamespace::NAME;

	/** A locale such as `de_DE`, `pt_BR_formal` or a language code such as `de`. */
	private const LANG_PATTERN = '^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8}){0,3}$';

	private CategoryScripts $scripts;

	/**
	 * Constructor.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( Settings $settings ) {
		$this->scripts = new CategoryScripts( $settings );
	}

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
				'args'                => [
					'categories' => Categories::arg(),
					'lang'       => [
						'description' => __( 'The page\'s locale; the default one when absent.', 'shop-consent' ),
						'type'        => 'string',
						'pattern'     => self::LANG_PATTERN,
					],
					'v'          => [
						'description' => __( 'Version of the markup the page expects.', 'shop-consent' ),
						'type'        => 'string',
					],
				],
			]
		);
	}

	/**
	 * The markup of each category asked for, in the language asked.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get( WP_REST_Request $request ): WP_REST_Response {
		$lang     = (string) ( $request->get_param( 'lang' ) ?? determine_locale() );
		$switched = switch_to_locale( $lang );
		try {
			$markup = $this->scripts->markup( $lang );
		} finally {
			if ( $switched ) {
				restore_previous_locale();
			}
		}
		$answer = [];
		foreach ( (array) $request->get_param( 'categories' ) as $category ) {
			$answer[ $category ] = $markup[ $category ];
		}
		$response = new WP_REST_Response( (object) $answer );
		$response->header(
			'Cache-Control',
			CategoryScripts::version( $markup ) === $request->get_param( 'v' ) ? 'public, max-age=31536000, immutable' : 'public, max-age=300'
		);
		return $response;
	}
}
