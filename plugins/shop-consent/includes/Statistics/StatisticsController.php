<?php
/**
 * GET /shop-consent/v1/statistics: the visitor statistics of a date range, for the admin screen.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

use ShopConsent\Rest\AdminPermission;
use ShopConsent\Rest\DateRange;
use ShopConsent\Rest\RestNamespace;
use ShopConsent\Kit\Service;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * manage_options (nonce through api-fetch). `from` and `to` are UTC days, YYYY-MM-DD, at most MAX_DAYS apart; a bad
 * date or range is a 400 with a message. `path` (optional) narrows the pages list to one page. The answer also says which endpoint pages send beacons to; when the fast
 * collector has never been asked, it is asked here once.
 */
final class StatisticsController implements Service {

	/** Longest range of one report, in days. */
	public const MAX_DAYS = 366;

	/**
	 * Constructor.
	 *
	 * @param StatisticsReport  $report   Reads the tables.
	 * @param CollectorEndpoint $endpoint Where beacons go.
	 */
	public function __construct(
		private StatisticsReport $report,
		private CollectorEndpoint $endpoint
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
		$date = [
			'type'              => 'string',
			'required'          => true,
			'validate_callback' => [ DateRange::class, 'validate_date' ],
		];
		register_rest_route(
			RestNamespace::NAME,
			'/statistics',
			[
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => [ $this, 'get' ],
				'permission_callback' => [ AdminPermission::class, 'check' ],
				'args'                => [
					'from' => [ 'description' => __( 'First day (UTC), YYYY-MM-DD.', 'shop-consent' ) ] + $date,
					'to'   => [ 'description' => __( 'Last day (UTC), YYYY-MM-DD, included.', 'shop-consent' ) ] + $date,
					'path' => [
						'description' => __( 'Only this path in the pages list (the figures of one page).', 'shop-consent' ),
						'type'        => 'string',
						'pattern'     => '^(/.*)?$',
						'maxLength'   => 2048,
						'default'     => '',
					],
				],
			]
		);
	}

	/**
	 * The report.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get( WP_REST_Request $request ) {
		$range = DateRange::of( $request, self::MAX_DAYS );
		if ( $range instanceof WP_Error ) {
			return $range;
		}
		if ( ! is_multisite() && 0 === $this->endpoint->checked() ) {
			$this->endpoint->probe();
		}
		$data             = $this->report->build( $range[0], $range[1], (string) $request['path'] );
		$data['endpoint'] = $this->endpoint->fast() ? 'collector' : 'rest';
		$response         = new WP_REST_Response( $data );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
