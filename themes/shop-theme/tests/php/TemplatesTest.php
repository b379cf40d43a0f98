<?php
/**
 * The block templates and template parts Shop Theme ships.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use ShopTheme\Tests\Support\PageVisit;

require_once __DIR__ . '/Support/PageVisit.php';

/**
 * Every file in templates/ and parts/ resolves to a template of the theme with that file's blocks, and WooCommerce's
 * pages use the theme's own templates rather than WooCommerce's fallbacks.
 */
final class TemplatesTest extends TestCase {

	/** @return array<string, array{string, string}> slug => [slug, template type] */
	public static function shipped_templates(): array {
		$theme     = dirname( __DIR__, 2 );
		$templates = [];
		foreach ( [ 'templates' => 'wp_template', 'parts' => 'wp_template_part' ] as $folder => $type ) {
			foreach ( glob( "$theme/$folder/*.html" ) ?: [] as $file ) {
				$slug                         = basename( $file, '.html' );
				$templates[ "$folder/$slug" ] = [ $slug, $type ];
			}
		}
		return $templates;
	}

	/** @dataProvider shipped_templates */
	public function test_shipped_file_resolves_to_a_template_of_the_theme( string $slug, string $type ): void {
		$folder   = 'wp_template' === $type ? 'templates' : 'parts';
		$template = get_block_template( "shop-theme//$slug", $type );

		$this->assertInstanceOf( \WP_Block_Template::class, $template );
		$this->assertSame( 'theme', $template->source );
		$this->assertSame( 'shop-theme', $template->theme );
		$this->assertSame(
			$this->block_names( (string) file_get_contents( get_theme_file_path( "$folder/$slug.html" ) ) ),
			$this->block_names( $template->content )
		);
	}

	/** @return array<string, array{string, string, string[]}> WooCommerce page => [template, type, hierarchy WordPress looks up] */
	public static function woocommerce_pages(): array {
		return [
			'product'          => [ 'single-product', 'single', [ 'single-product-shirt.php', 'single-product.php', 'single.php' ] ],
			'shop'             => [ 'archive-product', 'archive', [ 'archive-product.php', 'archive.php' ] ],
			'product category' => [
				'taxonomy-product_cat',
				'taxonomy',
				[ 'taxonomy-product_cat-shirts.php', 'taxonomy-product_cat.php', 'taxonomy.php', 'archive.php' ],
			],
		];
	}

	/**
	 * @dataProvider woocommerce_pages
	 * @param string[] $hierarchy Template files WordPress tries, most specific first.
	 */
	public function test_woocommerce_page_uses_the_theme_template( string $slug, string $type, array $hierarchy ): void {
		$this->require_woocommerce();

		$template = resolve_block_template( $type, $hierarchy, '' );

		$this->assertInstanceOf( \WP_Block_Template::class, $template );
		$this->assertSame( "shop-theme//$slug", $template->id );
		$this->assertSame( 'theme', $template->source );
	}

	/** @return array<string, array{string, string}> part => [slug, area] */
	public static function template_part_areas(): array {
		return [
			'header'         => [ 'header', 'header' ],
			'checkout-header' => [ 'checkout-header', 'header' ],
			'footer'         => [ 'footer', 'footer' ],
			'side-bar'       => [ 'side-bar', 'uncategorized' ],
			'sidebar-blog'   => [ 'sidebar-blog', 'uncategorized' ],
			'sidebar-shop'   => [ 'sidebar-shop', 'uncategorized' ],
			'filter-overlay' => [ 'filter-overlay', 'uncategorized' ],
		];
	}

	/** @dataProvider template_part_areas */
	public function test_template_part_fills_its_area( string $slug, string $area ): void {
		$part = get_block_template( "shop-theme//$slug", 'wp_template_part' );

		$this->assertInstanceOf( \WP_Block_Template::class, $part );
		$this->assertSame( $area, $part->area );
	}

	/** @return array<string, array{string}> every template the issue lists, and the front page */
	public static function required_templates(): array {
		$slugs = [
			'index', 'home', 'front-page', 'single', 'page', 'archive', 'search', '404',
			'single-product', 'archive-product', 'taxonomy-product_cat', 'taxonomy-product_tag',
			'taxonomy-product_attribute', 'product-search-results', 'page-cart', 'page-checkout',
			'order-confirmation', 'coming-soon',
		];
		return array_combine( $slugs, array_map( fn ( $slug ) => [ $slug ], $slugs ) );
	}

	/** @dataProvider required_templates */
	public function test_required_template_is_shipped_by_the_theme( string $slug ): void {
		$template = get_block_template( "shop-theme//$slug", 'wp_template' );

		$this->assertInstanceOf( \WP_Block_Template::class, $template, "templates/$slug.html" );
		$this->assertSame( 'theme', $template->source );
	}

	/**
	 * The side-bar contract with the behaviours: the opener in the header controls the side bar every template
	 * renders, and the shop and blog put their sidebar in the column the sticky behaviour looks for. Every page has
	 * `id="main"`: the skip link's target.
	 *
	 * @return array<string, array{string, string, string[]}> page => [what to create, template, markup it must hold]
	 */
	public static function real_pages(): array {
		$shell   = [ 'id="main"', 'class="shop-theme-sidebar-opener" aria-controls="shop-theme-side-bar" aria-expanded="false"', 'id="shop-theme-side-bar"', 'wp-block-navigation' ];
		$blog    = [ ...$shell, 'shop-theme-sticky shop-theme-blog-sidebar' ];
		$shop    = [ ...$shell, 'wc-block-mini-cart', 'shop-theme-sticky shop-theme-shop-sidebar', 'shop-theme-filter-slot', 'wc-block-product-categories' ];
		return [
			'front page'     => [ 'front', 'front-page', [ ...$shell, 'shop-theme-hero', 'shop-theme-newsletter-slot' ] ],
			'blog'           => [ 'blog', 'home', $blog ],
			'post'           => [ 'post', 'single', [ ...$blog, 'wp-block-post-title' ] ],
			'page'           => [ 'page', 'page', $shell ],
			'post archive'   => [ 'category', 'archive', $blog ],
			'search'         => [ 'search', 'search', [ ...$shell, 'wp-block-query-title' ] ],
			'404'            => [ '404', '404', $shell ],
			'shop'           => [ 'shop', 'archive-product', $shop ],
			'product'        => [ 'product', 'single-product', [ ...$shell, 'wc-block-mini-cart', 'single_add_to_cart_button' ] ],
			'product cat'    => [ 'product_cat', 'taxonomy-product_cat', $shop ],
			'product tag'    => [ 'product_tag', 'taxonomy-product_tag', $shop ],
			'product search' => [ 'product_search', 'product-search-results', $shop ],
			'cart'           => [ 'cart', 'page-cart', [ ...$shell, 'wp-block-woocommerce-cart' ] ],
			// Its own header: the shop's name and the way back to the cart (e2e/shop-theme/checkout-header.spec.ts).
			'checkout'       => [ 'checkout', 'page-checkout', [ 'id="main"', 'shop-theme-checkout-header', 'class="shop-theme-cart-link__label"', 'wp-block-woocommerce-checkout' ] ],
		];
	}

	/**
	 * The distraction-free checkout: nothing in its header or around its content to leave it by but the shop's name
	 * and the way back to the cart.
	 */
	public function test_the_checkout_has_no_site_navigation(): void {
		$this->require_woocommerce();

		[ , $html ] = ( new PageVisit() )->render( ( new PageVisit() )->url_of( 'checkout' ) );

		foreach ( [ 'wp-block-navigation', 'shop-theme-sidebar-opener', 'id="shop-theme-side-bar"', 'wp-block-search', 'wp-block-woocommerce-customer-account', 'shop-theme-footer' ] as $left_out ) {
			$this->assertStringNotContainsString( $left_out, $html );
		}
	}

	/**
	 * @dataProvider real_pages
	 * @param string[] $markup What the rendered page must hold.
	 */
	public function test_real_page_renders_its_template_without_php_notices( string $what, string $slug, array $markup ): void {
		$visit = new PageVisit();
		if ( $visit->needs_woocommerce( $what ) ) {
			$this->require_woocommerce();
		}

		[ $template_id, $html, $errors ] = $visit->render( $visit->url_of( $what ) );

		$this->assertSame( [], $errors, 'PHP notices, warnings or deprecations while rendering' );
		$this->assertSame( "shop-theme//$slug", $template_id );
		foreach ( $markup as $needle ) {
			$this->assertStringContainsString( $needle, $html );
		}
	}

	/**
	 * Names of the top-level blocks, without the blank runs between them.
	 *
	 * @return string[]
	 */
	private function block_names( string $content ): array {
		return array_values( array_filter( array_column( parse_blocks( $content ), 'blockName' ) ) );
	}
}
