<?php
/**
 * The block templates and template parts Shop Theme ships.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;

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

	/** @return array<string, array{string}> part => [slug, which is also its area] */
	public static function template_part_areas(): array {
		return [
			'header' => [ 'header' ],
			'footer' => [ 'footer' ],
		];
	}

	/** @dataProvider template_part_areas */
	public function test_template_part_fills_its_area( string $slug ): void {
		$part = get_block_template( "shop-theme//$slug", 'wp_template_part' );

		$this->assertInstanceOf( \WP_Block_Template::class, $part );
		$this->assertSame( $slug, $part->area );
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
