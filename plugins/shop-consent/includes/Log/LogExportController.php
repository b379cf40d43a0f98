<?php
/**
 * GET /shop-consent/v1/log/export: the consent log of a date range as a CSV download.
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
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Context: the export may hold a large table, and the REST server would JSON-encode a whole answer in memory.
 * Decision: the route (administrators only, REST nonce) answers with the CSV headers and a LogCsv as its data;
 * on rest_pre_serve_request, after WordPress has sent the headers, the rows are streamed to the output in
 * batches and the JSON step is skipped. Consequences: memory stays flat; a HEAD request gets the headers only.
 */
final class LogExportController implements Service {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'register_routes' ] );
		add_filter( 'rest_pre_serve_request', [ $this, 'serve' ], 10, 3 );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			RestNamespace::NAME,
			'/log/export',
			[
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => [ $this, 'export' ],
				'permission_callback' => [ AdminPermission::class, 'check' ],
				'args'                => DateRange::args(),
			]
		);
	}

	/**
	 * The download's headers; the body is written by serve().
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function export( WP_REST_Request $request ) {
		$range = DateRange::of( $request );
		if ( is_wp_error( $range ) ) {
			return $range;
		}
		$csv      = new LogCsv( ...$range );
		$response = new WP_REST_Response( $csv );
		$response->header( 'Content-Type', 'text/csv; charset=utf-8' );
		$response->header( 'Content-Disposition', 'attachment; filename="' . $csv->filename() . '"' );
		$response->header( 'Cache-Control', 'no-store' );
		$response->header( 'X-Content-Type-Options', 'nosniff' );
		return $response;
	}

	/**
	 * Streams the CSV of an export answer instead of its JSON.
	 *
	 * @param bool            $served  Whether the request was served already.
	 * @param mixed           $result  The answer.
	 * @param WP_REST_Request $request The request.
	 */
	public function serve( $served, $result, $request ): bool {
		if ( $served || ! $result instanceof WP_HTTP_Response || ! $result->get_data() instanceof LogCsv ) {
			return (bool) $served;
		}
		if ( 'HEAD' !== $request->get_method() ) {
			$out = fopen( 'php://output', 'wb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- streaming a download.
			if ( false !== $out ) {
				$result->get_data()->write( $out );
				fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions
			}
		}
		return true;
	}
}
