<?php
/**
 * Prints the theme's stylesheets where the table says.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Styles;

use ShopTheme\BuiltScript;
use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Puts each stylesheet of `StyleSheets` on the page its way: the first paint's inline in the head of every storefront
 * page; a block's or a pattern's inline in the head of the pages where such a block renders (WordPress's inliner
 * prints a registered file that has a path); the after-paint one linked at the end of the body. A block theme renders
 * the template before `wp_head`, so by `wp_enqueue_scripts` the blocks of the page are known; the theme's styles are
 * enqueued last there (priority 20), so they follow WordPress's and WooCommerce's in the cascade as theme.json's
 * custom CSS did. A block rendered later (in the footer) gets its stylesheet at once, printed with the late styles. A
 * stylesheet that has not been built is left out: a missing style, never a fatal.
 */
final class StyleLoader implements Service {

	/** Told the name of a stylesheet whose block rendered (a kept section tells it again: {@see \ShopTheme\Performance\KeptSections}). */
	public const DRAWN = 'shop_theme_stylesheet_drawn';

	/**
	 * Names of StyleSheets whose block rendered on this page.
	 *
	 * @var array<string, true>
	 */
	private array $drawn = [];

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', [ $this, 'register_styles' ] );
		add_action( 'after_setup_theme', [ $this, 'editor_styles' ] );
		add_filter( 'render_block', [ $this, 'note_block' ], 10, 2 );
		add_action( self::DRAWN, [ $this, 'drawn' ] );
		add_action( 'wp_enqueue_scripts', [ $this, 'enqueue' ], 20 );
		// Before the footer prints late styles (wp_print_footer_scripts, priority 20).
		add_action( 'wp_footer', [ $this, 'enqueue_after_paint' ] );
	}

	/**
	 * The handle of a stylesheet.
	 *
	 * @param string $name A name of StyleSheets.
	 */
	public static function handle( string $name ): string {
		return StyleSheets::PREFIX . $name;
	}

	/**
	 * Registers every built stylesheet; all but the after-paint one with their path, for WordPress's inliner. The
	 * version is the build's hash of the stylesheet (its asset file), the same on every web node: a file's time, the
	 * version before, differs between two copies of the theme, so the page and the kept markup of the quick view
	 * (HandleMarkupCache) changed with the node that drew them.
	 */
	public function register_styles(): void {
		// get_theme_file_path() and get_theme_file_uri() per sheet looked the theme's folders up some thirty times a
		// page; the folders are read once, with the same child-theme-first lookup and the same filters.
		$folders = [ [ get_stylesheet_directory(), get_stylesheet_directory_uri() ] ];
		if ( is_child_theme() ) {
			$folders[] = [ get_template_directory(), get_template_directory_uri() ];
		}
		foreach ( StyleSheets::names() as $name ) {
			$file = StyleSheets::file( $name );
			$path = '';
			$url  = '';
			foreach ( $folders as [ $dir, $dir_url ] ) {
				if ( file_exists( "$dir/$file" ) ) {
					[ $path, $url ] = [ "$dir/$file", "$dir_url/$file" ];
					break;
				}
			}
			/** These filters are documented in wp-includes/link-template.php */
			$path = (string) apply_filters( 'theme_file_path', $path, $file );
			$url  = (string) apply_filters( 'theme_file_uri', $url, $file );
			if ( '' === $path || ! is_readable( $path ) ) {
				continue;
			}
			wp_register_style( self::handle( $name ), $url, [], BuiltScript::version( StyleSheets::entry( $name ) ) ?? md5_file( $path ) );
			if ( StyleSheets::AFTER_PAINT !== $name ) {
				wp_style_add_data( self::handle( $name ), 'path', $path );
			}
		}
	}

	/**
	 * The editor shows what the storefront shows.
	 */
	public function editor_styles(): void {
		$names = array_diff( StyleSheets::names(), [ StyleSheets::AFTER_PAINT, StyleSheets::PRELOADER ] );
		add_editor_style( array_values( array_map( [ StyleSheets::class, 'file' ], $names ) ) );
	}

	/**
	 * Notes the stylesheets a rendered block needs (its name, or a class of the theme's patterns).
	 *
	 * @param string|mixed         $content The block's markup.
	 * @param array<string, mixed> $block   The parsed block.
	 * @return string|mixed
	 */
	public function note_block( $content, array $block ) {
		foreach ( StyleSheets::for_block( (string) ( $block['blockName'] ?? '' ), $block['attrs']['className'] ?? '' ) as $name ) {
			if ( ! isset( $this->drawn[ $name ] ) ) {
				$this->drawn( $name );
				do_action( self::DRAWN, $name );
			}
		}
		return $content;
	}

	/**
	 * Notes a stylesheet the page needs; enqueues it at once when the page's styles have been enqueued already.
	 *
	 * @param string $name A name of StyleSheets.
	 */
	public function drawn( string $name ): void {
		if ( isset( $this->drawn[ $name ] ) ) {
			return;
		}
		$this->drawn[ $name ] = true;
		if ( did_action( 'wp_enqueue_scripts' ) ) {
			wp_enqueue_style( self::handle( $name ) );
		}
	}

	/**
	 * The first paint's stylesheet and those of the blocks the template rendered. The first paint's is printed as an
	 * inline style whatever else the page inlines (WordPress's inliner links its largest files once its total is
	 * reached: this one must never be a request).
	 */
	public function enqueue(): void {
		$path = get_theme_file_path( StyleSheets::file( StyleSheets::FIRST_PAINT ) );
		$css  = is_readable( $path ) ? file_get_contents( $path ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the theme.
		if ( is_string( $css ) ) {
			$handle = self::handle( StyleSheets::FIRST_PAINT );
			wp_deregister_style( $handle );
			wp_register_style( $handle, false, [], null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- no file: printed inline.
			wp_add_inline_style( $handle, $css );
			wp_enqueue_style( $handle );
		}
		foreach ( array_keys( $this->drawn ) as $name ) {
			wp_enqueue_style( self::handle( $name ) );
		}
	}

	/**
	 * The after-paint stylesheet, printed with the late styles at the end of the body.
	 */
	public function enqueue_after_paint(): void {
		wp_enqueue_style( self::handle( StyleSheets::AFTER_PAINT ) );
	}
}
