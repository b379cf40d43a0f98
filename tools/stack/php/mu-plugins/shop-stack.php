<?php
/**
 * Plugin Name: Shop stack (local)
 * Description: Keeps update checks off and captures outgoing mail (shop-offline-wordpress-org.php answers
 *              WordPress.org's calls). Copied in by tools/stack; edit it there.
 */

/*
 * Update checks call api.wordpress.org on admin pages and from cron. WP_HTTP_BLOCK_EXTERNAL turns each call into
 * a warning in the debug log, so the checks are unhooked instead.
 */
$shop_update_hooks = array(
	'init'                 => array( 'wp_schedule_update_checks' ),
	'admin_init'           => array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ),
	'wp_version_check'     => array( 'wp_version_check' ),
	'wp_update_plugins'    => array( 'wp_update_plugins' ),
	'wp_update_themes'     => array( 'wp_update_themes' ),
	'wp_maybe_auto_update' => array( 'wp_maybe_auto_update' ),
	'load-plugins.php'     => array( 'wp_update_plugins' ),
	'load-themes.php'      => array( 'wp_update_themes' ),
	'load-update.php'      => array( 'wp_update_plugins', 'wp_update_themes' ),
	'load-update-core.php' => array( 'wp_update_plugins', 'wp_update_themes' ),
);
foreach ( $shop_update_hooks as $shop_hook => $shop_callbacks ) {
	foreach ( $shop_callbacks as $shop_callback ) {
		remove_action( $shop_hook, $shop_callback );
	}
}
unset( $shop_update_hooks, $shop_hook, $shop_callbacks, $shop_callback );

/*
 * There is no sendmail here. Every message is stored as SHOP_STACK_DIR/mail/<time>-<n>.json, where tests read it,
 * and reported as sent.
 */
add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $mail ) {
		if ( null !== $short_circuit || ! defined( 'SHOP_STACK_DIR' ) ) {
			return $short_circuit;
		}
		$folder = SHOP_STACK_DIR . '/mail';
		wp_mkdir_p( $folder );
		$message = array(
			'to'          => $mail['to'],
			'subject'     => $mail['subject'],
			'message'     => $mail['message'],
			'headers'     => $mail['headers'],
			'attachments' => $mail['attachments'],
		);
		$time = gmdate( 'Ymd-His' ) . sprintf( '.%03d', (int) ( microtime( true ) * 1000 ) % 1000 );
		// Several php-fpm workers may send at once: 'x' mode only creates a file that does not exist yet.
		for ( $n = 1; $n < 1000; $n++ ) {
			$handle = @fopen( "{$folder}/{$time}-{$n}.json", 'x' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a taken name is expected.
			if ( $handle ) {
				fwrite( $handle, wp_json_encode( $message, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) );
				fclose( $handle );
				return true;
			}
		}
		return false;
	},
	10,
	2
);

/*
 * Each package declares its classes from its class bundle (Kit/classes.php, packages/php-kit/class-bundle.mjs),
 * which `npm start`, `npm test` and the build write. Here the sources are edited in place: a package whose bundle is
 * older than a file it holds is autoloaded from its files until the next write, so an edit shows at once. The check
 * reads each file's time (about 1 ms a request), which a shop never pays: a package installed from its zip is used
 * as shipped, and so are the packages `npm run bench` measures (`X-Shop-Bench-Built`: it wrote them just before).
 */
add_filter(
	'shop_kit_class_bundle',
	static function ( bool $use, string $namespace_name, string $bundle ): bool {
		$sources = dirname( $bundle ) . '/classes-sources.php';
		if ( ! $use || ! is_readable( $sources ) ) {
			return false;
		}
		$classes = dirname( $bundle, 2 ) . '/';
		// A package installed from its zip (or the scale stack's shipped copies) has no package.json: it is used as a
		// shop uses it.
		if ( isset( $_SERVER['HTTP_X_SHOP_BENCH_BUILT'] ) || ! file_exists( dirname( $classes ) . '/package.json' ) ) {
			return true;
		}
		$built = filemtime( $bundle );
		foreach ( require $sources as $file ) {
			// The kit's copies are written with the bundle, by the same run. A file of the same second as the bundle
			// may have been saved after it (times are whole seconds): it counts as newer.
			if ( str_starts_with( $file, 'Kit/' ) ) {
				continue;
			}
			$time = @filemtime( $classes . $file ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a removed file is stale.
			if ( false === $time || $time >= $built ) {
				return false;
			}
		}
		return true;
	},
	10,
	3
);

/*
 * Every browser of the local stack and its test suites comes from 127.0.0.1 with the same user agent, so to the
 * consent log's per-client limit they are one visitor making hundreds of decisions. The limit itself is covered by
 * the plugin's PHP tests, which run on the test database and keep the real limit. The site-wide ceiling per minute
 * is raised too: the statistics bench sends thousands of beacons a minute.
 */
if ( '1' !== getenv( 'SHOP_TEST_DB' ) ) {
	add_filter( 'shop_consent_rate_limit', static fn ( int $limit ): int => max( $limit, 10000 ) );
	add_filter( 'shop_consent_site_rate_limit', static fn ( int $limit ): int => max( $limit, 1000000 ) );
}

/*
 * `npm run bench` compares a page with and without parts of the bundle, request by request. Switching a plugin or
 * the theme through the API instead fires activation hooks that empty WooCommerce's and Jetpack's caches, and the
 * requests that rebuild them were counted as the plugin's cost. So a request from this machine may name plugins to
 * leave out (`X-Shop-Bench-Without: a/a.php, b/b.php`), a theme to render with (`X-Shop-Bench-Theme: slug`) and blocks
 * to render as nothing (`X-Shop-Bench-Skip-Blocks: woocommerce/product-collection`, to tell the theme's own cost from
 * content another theme's page does not have); nothing else changes. Only the local stack has this file.
 */
if ( isset( $_SERVER['REMOTE_ADDR'] ) && in_array( $_SERVER['REMOTE_ADDR'], array( '127.0.0.1', '::1' ), true ) ) {
	if ( isset( $_SERVER['HTTP_X_SHOP_BENCH_WITHOUT'] ) ) {
		$shop_bench_without = array_map( 'trim', explode( ',', sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_SHOP_BENCH_WITHOUT'] ) ) ) );
		add_filter(
			'option_active_plugins',
			static function ( $plugins ) use ( $shop_bench_without ) {
				return array_values( array_diff( (array) $plugins, $shop_bench_without ) );
			}
		);
		unset( $shop_bench_without );
	}
	if ( isset( $_SERVER['HTTP_X_SHOP_BENCH_THEME'] ) ) {
		$shop_bench_theme = sanitize_key( wp_unslash( $_SERVER['HTTP_X_SHOP_BENCH_THEME'] ) );
		if ( is_dir( get_theme_root() . '/' . $shop_bench_theme ) ) {
			add_filter( 'pre_option_stylesheet', static fn () => $shop_bench_theme );
			add_filter( 'pre_option_template', static fn () => $shop_bench_theme );
			/*
			 * WordPress keeps the active theme's per-block styles in one transient, `wp_styles_for_blocks`, rebuilt and
			 * written whenever the theme's data hash differs. Requests alternating two themes rebuilt and rewrote it on
			 * every switch, on both sides, which a site with one theme never does; so the other theme keeps its own copy.
			 */
			$shop_bench_styles = 'shop_bench_styles_for_blocks_' . $shop_bench_theme;
			add_filter(
				'pre_transient_wp_styles_for_blocks',
				static fn () => get_transient( $shop_bench_styles ) ?: array(
					'hash'   => '',
					'blocks' => array(),
				)
			);
			add_filter(
				'pre_update_option__transient_wp_styles_for_blocks',
				static function ( $value, $old_value ) use ( $shop_bench_styles ) {
					set_transient( $shop_bench_styles, $value );
					return $old_value;
				},
				10,
				2
			);
			unset( $shop_bench_styles );
		}
		unset( $shop_bench_theme );
	}
	if ( isset( $_SERVER['HTTP_X_SHOP_BENCH_SKIP_BLOCKS'] ) ) {
		$shop_bench_skip = array_map( 'trim', explode( ',', sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_SHOP_BENCH_SKIP_BLOCKS'] ) ) ) );
		add_filter(
			'pre_render_block',
			static fn ( $pre, array $block ) => in_array( $block['blockName'] ?? '', $shop_bench_skip, true ) ? '' : $pre,
			10,
			2
		);
		unset( $shop_bench_skip );
	}
	/*
	 * `X-Shop-Bench-Count-Http: 1` counts the calls the request asks of WordPress's HTTP API (pre_http_request, first
	 * of all filters, so a call another filter answers or WP_HTTP_BLOCK_EXTERNAL refuses still counts), and those to
	 * Stripe's hosts among them. Headers are sent before a page renders, so a page ends with the count as a comment:
	 * `<!-- shop-bench-http: total=N stripe=N -->` (tools/bench/stripe.mjs).
	 */
	if ( '1' === ( $_SERVER['HTTP_X_SHOP_BENCH_COUNT_HTTP'] ?? '' ) ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		$shop_bench_http = array(
			'total'  => 0,
			'stripe' => 0,
		);
		add_filter(
			'pre_http_request',
			static function ( $pre, $args, $url ) use ( &$shop_bench_http ) {
				++$shop_bench_http['total'];
				if ( preg_match( '/(^|\.)stripe\.(com|network)$/', (string) wp_parse_url( $url, PHP_URL_HOST ) ) ) {
					++$shop_bench_http['stripe'];
				}
				return $pre;
			},
			PHP_INT_MIN,
			3
		);
		add_action(
			'template_redirect',
			static function () use ( &$shop_bench_http ): void {
				register_shutdown_function(
					static function () use ( &$shop_bench_http ): void {
						printf( "\n<!-- shop-bench-http: total=%d stripe=%d -->\n", (int) $shop_bench_http['total'], (int) $shop_bench_http['stripe'] );
					}
				);
			}
		);
	}
}
