<?php
/**
 * Plugin Name: Shop filter bench helpers
 * Description: Copied into the filter bench's own stack by tools/bench/filter.mjs; never in a shop. The floor route
 * `GET /wp-json/shop-bench/v1/floor` (WordPress's REST cost with nothing to do) and, on requests carrying
 * `X-Shop-Bench-Memory: 1`, PHP's peak memory: as the `X-Shop-Bench-Memory` header of REST answers (taken after the
 * callback ran) and as a closing `<!-- shop-bench-memory: N -->` comment on pages (taken at shutdown).
 *
 * @package ShopBundle
 */

add_action(
	'rest_api_init',
	static function (): void {
		register_rest_route(
			'shop-bench/v1',
			'/floor',
			array(
				'methods'             => 'GET',
				'callback'            => static fn () => new WP_REST_Response( array() ),
				'permission_callback' => '__return_true',
			)
		);
	}
);

if ( '1' === ( $_SERVER['HTTP_X_SHOP_BENCH_MEMORY'] ?? '' ) ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
	add_filter(
		'rest_post_dispatch',
		static function ( $response ) {
			if ( $response instanceof WP_HTTP_Response ) {
				$response->header( 'X-Shop-Bench-Memory', (string) memory_get_peak_usage() );
			}
			return $response;
		},
		PHP_INT_MAX
	);
	add_action(
		'template_redirect',
		static function (): void {
			register_shutdown_function(
				static function (): void {
					echo "\n<!-- shop-bench-memory: " . (int) memory_get_peak_usage() . " -->\n"; // phpcs:ignore WordPress.Security.EscapeOutput
				}
			);
		}
	);
}
