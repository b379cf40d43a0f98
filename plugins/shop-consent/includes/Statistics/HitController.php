<?php
/**
 * POST /shop-consent/v1/hit: the statistics beacon through the REST API.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

use ShopConsent\Guard\ClientRequest;
use ShopConsent\Guard\PublicWrite;
use ShopConsent\Rest\RestNamespace;
use ShopConsent\Kit\Service;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The fallback of the fast collector (collect.php), used by pages while that one has not answered the probe.
 * Public on purpose, like the consent log: beacons come from cached pages without a nonce. Same rules through the
 * same Collector: validated fields (400 with a message, nothing written), bots and no-consent hits not counted,
 * another site's Origin refused (403), per-client and site-wide rate limits (429).
 */
final class HitController implements Service {

	/**
	 * Constructor.
	 *
	 * @param CollectorConfigSync $config The collector's configuration.
	 */
	public function __construct( private CollectorConfigSync $config ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'register_routes' ] );
	}

	/**
	 * Registers the route. Fields are validated by Hit::parse(), the one set of rules for both endpoints.
	 */
	public function register_routes(): void {
		$text = [ 'type' => 'string' ];
		register_rest_route(
			RestNamespace::NAME,
			'/hit',
			[
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => [ $this, 'create' ],
				'permission_callback' => '__return_true',
				'args'                => [
					'page'    => [ 'description' => __( 'Post id of the page, 0 for none.', 'shop-consent' ) ] + $text,
					'type'    => [ 'description' => __( 'Post type or kind of the page.', 'shop-consent' ) ] + $text,
					'path'    => [
						'description' => __( 'Path of the page, starting with a slash.', 'shop-consent' ),
						'required'    => true,
					] + $text,
					'ref'     => [ 'description' => __( 'Referring domain.', 'shop-consent' ) ] + $text,
					'consent' => [ 'description' => __( '1 when the visitor allowed statistics.', 'shop-consent' ) ] + $text,
					'counted' => [ 'description' => __( '1 when an anonymous beacon already counted this view.', 'shop-consent' ) ] + $text,
				],
			]
		);
	}

	/**
	 * Counts the view.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create( WP_REST_Request $request ) {
		$config = $this->config->config();
		$result = ( new Collector( $config, new HitStore() ) )->collect(
			$request->get_params(),
			ClientRequest::from_server( $_SERVER, $config->guard->client() ), // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- validated, hashed or compared only, as in collect.php.
			time()
		);
		if ( 400 === $result->status ) {
			return new WP_Error(
				'shop_consent_invalid_hit',
				/* translators: %s: name of the field. */
				sprintf( __( 'The statistics field "%s" is missing or invalid.', 'shop-consent' ), $result->field ),
				[
					'status' => 400,
					'field'  => $result->field,
				]
			);
		}
		$refusal = PublicWrite::error( $result->code );
		if ( null !== $refusal ) {
			return $refusal;
		}
		if ( 500 === $result->status ) {
			return new WP_Error( 'shop_consent_statistics_failed', __( 'The page view could not be stored.', 'shop-consent' ), [ 'status' => 500 ] );
		}
		$response = new WP_REST_Response( $result->body(), $result->status );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
