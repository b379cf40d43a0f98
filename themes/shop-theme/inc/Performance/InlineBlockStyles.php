<?php
/**
 * Small block stylesheets printed inline instead of linked.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Performance;

use ShopTheme\Service;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress inlines a block's stylesheet when it knows the file's path (`path` data) and the page's inlined total stays
 * under `styles_inline_size_limit` (20,000 bytes by default): one render-blocking request fewer per block. WooCommerce
 * registers its blocks' stylesheets without a path, and the navigation block's own stylesheet (20.8 kB) alone
 * outgrows the default, so a page of this theme linked five or six small stylesheets that each cost a round trip
 * before the first paint. This gives WooCommerce's small block stylesheets their path and raises the total, so
 * WordPress's own inliner takes them; the large ones (the mini-cart's contents, the packages bundle) stay linked and
 * cached across pages.
 */
final class InlineBlockStyles implements Service {

	/** Inlined CSS per page, in bytes, before minification savings: about 10 kB gzipped. */
	public const TOTAL_LIMIT = 60000;

	/** A WooCommerce block stylesheet larger than this stays a file. */
	public const MAX_FILE_BYTES = 15000;

	/** Handles of WooCommerce's block stylesheets. */
	private const WOOCOMMERCE_PREFIX = 'wc-blocks-style-';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'styles_inline_size_limit', [ $this, 'limit' ] );
		// WordPress inlines at priority 1 of both: styles enqueued while the blocks rendered, then late ones.
		add_action( 'wp_head', [ $this, 'add_paths' ], 0 );
		add_action( 'wp_footer', [ $this, 'add_paths' ], 0 );
	}

	/**
	 * The total WordPress may inline.
	 *
	 * @param int|mixed $limit WordPress's limit.
	 */
	public function limit( $limit ): int {
		return max( (int) $limit, self::TOTAL_LIMIT );
	}

	/**
	 * Gives each queued small WooCommerce block stylesheet the path of its file.
	 */
	public function add_paths(): void {
		if ( ! defined( 'WC_PLUGIN_FILE' ) ) {
			return;
		}
		$base_url  = plugins_url( '/', WC_PLUGIN_FILE );
		$base_path = plugin_dir_path( WC_PLUGIN_FILE );
		$styles    = wp_styles();
		foreach ( $styles->queue as $handle ) {
			$style = $styles->registered[ $handle ] ?? null;
			if ( ! $style || ! str_starts_with( $handle, self::WOOCOMMERCE_PREFIX ) || $styles->get_data( $handle, 'path' ) || ! is_string( $style->src ) ) {
				continue;
			}
			$path = self::path_of( $style->src, $base_url, $base_path );
			if ( null !== $path ) {
				$styles->add_data( $handle, 'path', $path );
			}
		}
	}

	/**
	 * The readable, small file behind a URL under WooCommerce's folder.
	 *
	 * @param string $src       The stylesheet's URL.
	 * @param string $base_url  WooCommerce's URL, with a trailing slash.
	 * @param string $base_path WooCommerce's folder, with a trailing slash.
	 */
	public static function path_of( string $src, string $base_url, string $base_path ): ?string {
		$url = strtok( $src, '?' );
		if ( ! is_string( $url ) || ! str_starts_with( $url, $base_url ) || ! str_ends_with( $url, '.css' ) ) {
			return null;
		}
		$relative = substr( $url, strlen( $base_url ) );
		if ( str_contains( $relative, '..' ) ) {
			return null;
		}
		$path = $base_path . $relative;
		$size = is_readable( $path ) ? filesize( $path ) : false;
		return false !== $size && $size <= self::MAX_FILE_BYTES ? $path : null;
	}
}
