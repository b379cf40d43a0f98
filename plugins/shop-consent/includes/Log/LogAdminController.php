<?php
/**
 * Admin reads of the consent log: search by consent id and decisions per day.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Log;

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
 * GET log/entries (search, paginated, newest first) and GET log/rates (accept all / reject / custom per day), for
 * administrators only (AdminPermission).
 */
final class LogAdminController implements Service {

	/** Longest range of the rates, in days: a year and a chart that stays readable. */
	public const MAX_RATE_DAYS = 366;

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
			'/log/entries',
			[
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => [ $this, 'entries' ],
				'permission_callback' => [ AdminPermission::class, 'check' ],
				'args'                => [
					'search'   => [
						'description'       => __( 'A whole consent id.', 'shop-consent' ),
						'type'              => 'string',
						'default'           => '',
						'validate_callback' => [ $this, 'validate_search' ],
						'sanitize_callback' => static fn ( $value ): string => strtolower( trim( (string) $value ) ),
					],
					'page'     => [
						'type'    => 'integer',
						'minimum' => 1,
						'default' => 1,
					],
					'per_page' => [
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => 100,
						'default' => 20,
					],
				],
			]
		);
		register_rest_route(
			RestNamespace::NAME,
			'/log/rates',
			[
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => [ $this, 'rates' ],
				'permission_callback' => [ AdminPermission::class, 'check' ],
				'args'                => DateRange::args(),
			]
		);
	}

	/**
	 * A search is a whole id, 32 hex characters (upper case is accepted and lowered), or empty: the log keeps only the
	 * id's keyed hash, so a beginning finds nothing.
	 *
	 * @param mixed $value The value.
	 * @return true|WP_Error
	 */
	public function validate_search( $value ) {
		if ( is_string( $value ) && 1 === preg_match( '/^([0-9a-fA-F]{32})?$/', trim( $value ) ) ) {
			return true;
		}
		return new WP_Error(
			'rest_invalid_param',
			__( 'Enter the whole consent ID: 32 characters, digits 0-9 and letters a-f.', 'shop-consent' ),
			[ 'status' => 400 ]
		);
	}

	/**
	 * One page of rows, with X-WP-Total and X-WP-TotalPages.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function entries( WP_REST_Request $request ): WP_REST_Response {
		$per_page = (int) $request['per_page'];
		$found    = LogSearch::find( (string) $request['search'], (int) $request['page'], $per_page );

		$response = new WP_REST_Response( $found['rows'] );
		$response->header( 'X-WP-Total', (string) $found['total'] );
		$response->header( 'X-WP-TotalPages', (string) (int) ceil( $found['total'] / $per_page ) );
		return $response;
	}

	/**
	 * Every day of the range with its counts.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function rates( WP_REST_Request $request ) {
		$range = DateRange::of( $request, self::MAX_RATE_DAYS );
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		[ $from, $to ] = $range;
		return new WP_REST_Response(
			[
				'from' => $from,
				'to'   => $to,
				'days' => ConsentRates::per_day( $from, $to ),
			]
		);
	}
}
