<?php
/**
 * A page's small block stylesheets in one cached file.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Performance;

defined( 'ABSPATH' ) || exit;

/**
 * A page shows twenty-odd blocks of WordPress and WooCommerce, each with a stylesheet of a few hundred bytes to 5 kB.
 * Printed inline they were 5 kB gzipped of every page's HTML (the front page 9.9 kB over bare WooCommerce, budget 8);
 * linked one by one they cost a returning visitor ten requests more than bare (budget 5). So the head's small block
 * stylesheets go into one file in the uploads folder, named by what it holds (the files' URLs, versions and sizes: a
 * new WordPress or WooCommerce makes a new file), written once and then served and cached as a static file: the same
 * `<link>` for every visitor of a page, one request, none of the CSS in the HTML. Not by the files' paths or times:
 * web nodes sharing the uploads folder each have their own copy of WordPress and WooCommerce, in another folder and
 * written at another time, and must name the same file, so that a page is the same whichever node drew it.
 *
 * The file is linked where the first of them was (each one becomes an alias that depends on it), so it comes before
 * the theme's stylesheets as they did. Where the folder cannot be written, or uploads are served from another host
 * (media offloaded to a bucket, where the file written here would not be), the page keeps them inline, as before.
 */
final class BlockStylesFile {

	/** The combined stylesheet's handle. */
	public const HANDLE = 'shop-theme-blocks';

	/** Handles of the blocks' stylesheets: WordPress's and WooCommerce's. */
	private const PREFIXES = [ 'wp-block-', 'wc-blocks-style-', 'woocommerce-' ];

	/** The folder in uploads. */
	private const FOLDER = 'shop-theme';

	/**
	 * @param string|null $dir Folder of the files (default: uploads/shop-theme), with a trailing slash.
	 * @param string|null $url Its URL, with a trailing slash.
	 */
	public function __construct( private ?string $dir = null, private ?string $url = null ) {
	}

	/**
	 * Puts the queued block stylesheets of at most $max_bytes that WordPress would print inline into one file.
	 *
	 * @param \WP_Styles $styles    The styles.
	 * @param int        $max_bytes Larger files stay links of their own.
	 * @return bool Whether a file now holds them.
	 */
	public function combine( \WP_Styles $styles, int $max_bytes ): bool {
		/**
		 * Whether the head's small block stylesheets go into one file; false keeps them inline (for a site whose
		 * uploads folder is not served as static files, or to compare).
		 *
		 * @param bool $combine Default true.
		 */
		if ( ! apply_filters( 'shop_theme_block_styles_file', true ) ) {
			return false;
		}
		$parts = $this->parts( $styles, $max_bytes );
		if ( count( $parts ) < 2 || ! $this->locate() ) {
			return false;
		}
		$what = array_map( static fn ( array $part ): array => array_slice( $part, 0, 3 ), $parts ); // Not the node's path.
		$name = 'blocks-' . substr( md5( (string) wp_json_encode( $what ) ), 0, 16 ) . '.css';
		if ( ! is_file( $this->dir . $name ) && ! $this->write( $name, $parts ) ) {
			return false;
		}
		$deps = [];
		foreach ( array_keys( $parts ) as $handle ) {
			$deps = array_merge( $deps, $styles->registered[ $handle ]->deps );
		}
		$styles->remove( self::HANDLE );
		$styles->add( self::HANDLE, $this->url . $name, array_values( array_diff( array_unique( $deps ), array_keys( $parts ) ) ), null );
		foreach ( array_keys( $parts ) as $handle ) {
			$style       = $styles->registered[ $handle ];
			$style->src  = false;
			$style->deps = [ self::HANDLE ];
			$styles->add_data( $handle, 'path', false );
		}
		return true;
	}

	/**
	 * The queued block stylesheets to combine, in the queue's order: handle => [ URL, version, size, path ].
	 *
	 * @param \WP_Styles $styles    The styles.
	 * @param int        $max_bytes The largest file taken.
	 * @return array<string, array{0: string, 1: mixed, 2: int, 3: string}>
	 */
	private function parts( \WP_Styles $styles, int $max_bytes ): array {
		$parts = [];
		foreach ( $styles->queue as $handle ) {
			$style = $styles->registered[ $handle ] ?? null;
			$path  = $styles->get_data( $handle, 'path' );
			if ( ! $style || ! self::is_block_style( $handle ) || ! is_string( $style->src ) || '' === $style->src || ! is_string( $path ) || ! is_readable( $path ) ) {
				continue;
			}
			// A print-only or conditional stylesheet keeps its own tag.
			if ( ! in_array( $style->args ?? 'all', [ 'all', '', null ], true ) || $styles->get_data( $handle, 'conditional' ) || $styles->get_data( $handle, 'alt' ) ) {
				continue;
			}
			$size = wp_filesize( $path );
			if ( $size > 0 && $size <= $max_bytes ) {
				$parts[ $handle ] = [ $style->src, $style->ver, $size, $path ];
			}
		}
		return $parts;
	}

	/**
	 * Whether a handle is a block's stylesheet of WordPress or WooCommerce.
	 *
	 * @param string $handle The handle.
	 */
	public static function is_block_style( string $handle ): bool {
		foreach ( self::PREFIXES as $prefix ) {
			if ( str_starts_with( $handle, $prefix ) ) {
				return self::HANDLE !== $handle;
			}
		}
		return false;
	}

	/**
	 * Finds the folder of the files in uploads; false when there is none, or when uploads are served from another host.
	 */
	private function locate(): bool {
		if ( null === $this->dir || null === $this->url ) {
			$uploads = wp_upload_dir( null, false );
			if ( ! empty( $uploads['error'] ) ) {
				return false;
			}
			// Uploads served from another host (media offloaded to a bucket) would not have the file written here.
			if ( wp_parse_url( (string) $uploads['baseurl'], PHP_URL_HOST ) !== wp_parse_url( site_url(), PHP_URL_HOST ) ) {
				return false;
			}
			$this->dir = trailingslashit( $uploads['basedir'] ) . self::FOLDER . '/';
			$this->url = trailingslashit( $uploads['baseurl'] ) . self::FOLDER . '/';
		}
		return true;
	}

	/**
	 * Writes the file: to a temporary name, then renamed, so a request at the same time never reads half of it.
	 *
	 * @param string                                                $name  The file's name.
	 * @param array<string, array{0: string, 1: mixed, 2: int, 3: string}> $parts The stylesheets.
	 */
	private function write( string $name, array $parts ): bool {
		$css = '';
		foreach ( $parts as [ $src, , , $path ] ) {
			$file = file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local stylesheet.
			if ( ! is_string( $file ) ) {
				return false;
			}
			// As WordPress's inliner does: URLs relative to the file's folder made relative to the site.
			$css .= ( function_exists( '_wp_normalize_relative_css_links' ) ? _wp_normalize_relative_css_links( $file, $src ) : $file ) . "\n";
		}
		if ( ! wp_mkdir_p( $this->dir ) ) {
			return false;
		}
		$temporary = $this->dir . $name . '.' . wp_generate_password( 8, false ) . '.tmp';
		// phpcs:disable WordPress.WP.AlternativeFunctions -- a file in uploads, written directly as caches are.
		if ( false === file_put_contents( $temporary, $css ) ) {
			return false;
		}
		if ( ! rename( $temporary, $this->dir . $name ) ) {
			unlink( $temporary );
			return false;
		}
		// phpcs:enable
		return true;
	}
}
