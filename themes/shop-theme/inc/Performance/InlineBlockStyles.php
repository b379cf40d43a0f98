<?php
/**
 * Small block stylesheets printed inline, large ones linked.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Performance;

use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress inlines a block's stylesheet when it knows the file's path (`path` data) and the page's inlined total stays
 * under `styles_inline_size_limit`, smallest first. That trades HTML for requests by a total, not by file: with the
 * default total a page inlined the navigation block's 20.8 kB on some pages and linked it on others, and WooCommerce
 * registers its blocks' stylesheets without a path, so each small one cost a render-blocking request. The theme decides
 * by file instead: a block stylesheet up to MAX_FILE_BYTES is printed inline (WooCommerce's small ones are given their
 * path), a larger one stays a link, cached across pages (its path is taken away), and the total is raised so every
 * small one fits. The page's HTML carries only small styles (issue 27: HTML within 8 kB gzipped of bare WooCommerce);
 * the large ones cost a request on a first visit, as on bare WooCommerce, and none after. In the head, the small
 * block stylesheets of WordPress and WooCommerce then go into one cached file (BlockStylesFile); the theme's own and
 * the plugins' small ones stay inline.
 */
final class InlineBlockStyles implements Service {

	/** A page's inlined total, in bytes: enough for every small stylesheet. */
	public const TOTAL_LIMIT = 60000;

	/** A block stylesheet larger than this stays a file. */
	public const MAX_FILE_BYTES = 5000;

	/** Handles of WooCommerce's block stylesheets. */
	private const WOOCOMMERCE_PREFIX = 'wc-blocks-style-';

	/**
	 * @param BlockStylesFile|null $file Where the head's small block stylesheets go, one file; null: inline.
	 */
	public function __construct( private ?BlockStylesFile $file = null ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'styles_inline_size_limit', [ $this, 'limit' ] );
		// WordPress inlines at priority 1 of both: styles enqueued while the blocks rendered, then late ones.
		add_action( 'wp_head', [ $this, 'head' ], 0 );
		add_action( 'wp_footer', [ $this, 'sort_by_size' ], 0 );
	}

	/**
	 * The head's stylesheets: sorted by size, then the small block ones put in one file.
	 */
	public function head(): void {
		$this->sort_by_size();
		$this->file?->combine( wp_styles(), self::MAX_FILE_BYTES );
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
	 * Gives each queued small WooCommerce block stylesheet the path of its file, and takes the path of every queued
	 * stylesheet larger than MAX_FILE_BYTES away.
	 */
	public function sort_by_size(): void {
		$styles = wp_styles();
		$woo    = defined( 'WC_PLUGIN_FILE' ) ? [ plugins_url( '/', WC_PLUGIN_FILE ), plugin_dir_path( WC_PLUGIN_FILE ) ] : null;
		foreach ( $styles->queue as $handle ) {
			$style = $styles->registered[ $handle ] ?? null;
			if ( ! $style || ! is_string( $style->src ) || '' === $style->src ) {
				continue;
			}
			$path = $styles->get_data( $handle, 'path' );
			if ( is_string( $path ) && '' !== $path ) {
				if ( wp_filesize( $path ) > self::MAX_FILE_BYTES ) {
					$styles->add_data( $handle, 'path', false );
				}
				continue;
			}
			$path = $woo && str_starts_with( $handle, self::WOOCOMMERCE_PREFIX ) ? self::path_of( $style->src, $woo[0], $woo[1] ) : null;
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
