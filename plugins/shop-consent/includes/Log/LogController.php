<?php
/**
 * POST /shop-consent/v1/log: one consent-log row per decision.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Log;

use ShopConsent\Guard\PublicWrite;
use ShopConsent\Rest\RestNamespace;
use ShopConsent\Kit\Service;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Public on purpose: the beacon comes from cached pages without a nonce. Strict validation (anything off is a 400
 * and no row), the origin check and the rate limits (per client and site-wide) keep it from being used to fill the
 * table. No IP is stored.
 */
final class LogController implements Service {

	/** What started a decision; `migrated`: the core converted the replaced plugin's cookie. */
	public const SOURCES = [ 'banner', 'settings', 'close', 'auto', 'link', 'api', 'migrated' ];

	/**
	 * Constructor.
	 *
	 * @param PublicWrite $guard Origin check and rate limits.
	 */
	public function __construct( private PublicWrite $guard ) {}

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
		$flag    = [
			'type'     => 'integer',
			'enum'     => [ 0, 1 ],
			'required' => true,
		];
		$version = [
			'type'     => 'integer',
			'minimum'  => 1,
			'required' => true,
		];
		register_rest_route(
			RestNamespace::NAME,
			'/log',
			[
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => [ $this, 'create' ],
				'permission_callback' => '__return_true',
				'args'                => [
					'id'          => [
						'type'     => 'string',
						'pattern'  => '^[0-9a-f]{32}$',
						'required' => true,
					],
					'strict'      => $flag,
					'thirdparty'  => $flag,
					'advanced'    => $flag,
					'version'     => $version,
					'textVersion' => $version,
					'region'      => [
						'type'    => 'string',
						'pattern' => '^[A-Z]{0,2}(-[A-Z0-9]{1,3})?$',
						'default' => '',
					],
					'source'      => [
						'type'     => 'string',
						'enum'     => self::SOURCES,
						'required' => true,
					],
				],
			]
		);
	}

	/**
	 * Stores the decision.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create( WP_REST_Request $request ) {
		$strict = (int) $request['strict'];
		if ( 0 === $strict && ( 1 === (int) $request['thirdparty'] || 1 === (int) $request['advanced'] ) ) {
			return new WP_Error(
				'shop_consent_invalid_decision',
				__( 'Optional categories cannot be allowed while strictly necessary cookies are refused.', 'shop-consent' ),
				[ 'status' => 400 ]
			);
		}
		$refusal = $this->guard->refusal( 'log' );
		if ( null !== $refusal ) {
			return $refusal;
		}
		$stored = ConsentLogTable::insert(
			[
				'consent_hash'    => ConsentIdHash::of( (string) $request['id'] ),
				'strict'          => $strict,
				'thirdparty'      => (int) $request['thirdparty'],
				'advanced'        => (int) $request['advanced'],
				'consent_version' => (int) $request['version'],
				'text_version'    => (int) $request['textVersion'],
				'region'          => (string) $request['region'],
				'source'          => (string) $request['source'],
			]
		);
		if ( ! $stored ) {
			return new WP_Error( 'shop_consent_log_failed', __( 'The consent record could not be stored.', 'shop-consent' ), [ 'status' => 500 ] );
		}
		$response = new WP_REST_Response( [ 'logged' => true ], 201 );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
