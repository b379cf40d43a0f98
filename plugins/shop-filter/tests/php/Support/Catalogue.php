<?php
/**
 * A seeded catalogue for the filter's tests, made with WooCommerce's CRUD.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests\Support;

use WC_Product;
use WC_Product_Attribute;
use WC_Product_Simple;
use WC_Product_Variable;
use WC_Product_Variation;

/**
 * 30 products: simple and variable (every fifth), in Clothing > Shirts, Clothing > Pants and Toys, tagged, with a
 * colour and a size, distinct prices, some on sale, out of stock or on backorder, ratings 0.5 to 5, one hidden from
 * the catalogue and one from search. Called inside a test's transaction, so everything is rolled back.
 */
final class Catalogue {

	public const COLORS = [ 'red', 'blue', 'green' ];
	public const SIZES  = [ 's', 'm', 'l' ];

	/** @var array<string, int> Term slug => id. */
	public array $terms = [];

	/** @var list<int> Product ids, in creation order. */
	public array $ids = [];

	/** @var array<int, int> Product id => [variation ids]. */
	public array $variations = [];

	/** Creates the terms and the products. */
	public function seed( int $count = 30 ): self {
		$this->attribute( 'color', self::COLORS );
		$this->attribute( 'size', self::SIZES );
		$clothing                  = $this->term( 'Clothing', 'product_cat' );
		$this->terms['shirts']     = $this->term( 'Shirts', 'product_cat', $clothing );
		$this->terms['pants']      = $this->term( 'Pants', 'product_cat', $clothing );
		$this->terms['toys']       = $this->term( 'Toys', 'product_cat' );
		$this->terms['clothing']   = $clothing;
		$this->terms['tag-new']    = $this->term( 'New', 'product_tag' );
		$this->terms['tag-gift']   = $this->term( 'Gift', 'product_tag' );
		for ( $i = 0; $i < $count; $i++ ) {
			$this->ids[] = 0 === $i % 5 ? $this->variable( $i ) : $this->simple( $i );
		}
		return $this;
	}

	/** Gives a product another colour (not saved). */
	public function recolor( WC_Product $product, string $color ): WC_Product {
		$attributes = $product->get_attributes();
		// A new object: WooCommerce sees no change in an attribute object changed in place.
		$attribute = clone $attributes['pa_color'];
		$attribute->set_options( [ $this->terms[ 'pa_color:' . $color ] ] );
		$attributes['pa_color'] = $attribute;
		$product->set_attributes( $attributes );
		return $product;
	}

	/** A simple product. */
	private function simple( int $i ): int {
		$product = new WC_Product_Simple();
		$this->common( $product, $i );
		$price = 10 + $i * 3;
		$product->set_regular_price( (string) $price );
		if ( 0 === $i % 4 ) {
			$product->set_sale_price( (string) ( $price - 2 ) );
		}
		$product->set_stock_status( 5 === $i % 6 ? 'outofstock' : ( 8 === $i % 9 ? 'onbackorder' : 'instock' ) );
		$product->set_attributes(
			[
				$this->product_attribute( 'pa_color', [ self::COLORS[ $i % 3 ] ], false ),
				$this->product_attribute( 'pa_size', [ self::SIZES[ intdiv( $i, 3 ) % 3 ] ], false ),
			]
		);
		return $product->save();
	}

	/** A variable product with a red and a blue variation (blue out of stock on every tenth, red on sale on every fourth). */
	private function variable( int $i ): int {
		$product = new WC_Product_Variable();
		$this->common( $product, $i );
		$product->set_attributes(
			[
				$this->product_attribute( 'pa_color', [ 'red', 'blue' ], true ),
				$this->product_attribute( 'pa_size', [ self::SIZES[ intdiv( $i, 3 ) % 3 ] ], false ),
			]
		);
		$id = $product->save();
		foreach ( [ 'red', 'blue' ] as $n => $color ) {
			$variation = new WC_Product_Variation();
			$variation->set_parent_id( $id );
			$variation->set_attributes( [ 'pa_color' => $color ] );
			$variation->set_sku( 'VAR-' . $i . '-' . strtoupper( $color ) );
			$price = 10 + $i * 3 + $n;
			$variation->set_regular_price( (string) $price );
			if ( 'red' === $color && 0 === $i % 4 ) {
				$variation->set_sale_price( (string) ( $price - 2 ) );
			}
			$variation->set_stock_status( 'blue' === $color && 0 === $i % 10 ? 'outofstock' : 'instock' );
			$this->variations[ $id ][] = $variation->save();
		}
		WC_Product_Variable::sync( $id );
		return $id;
	}

	/** What simple and variable products share. */
	private function common( WC_Product $product, int $i ): void {
		$product->set_name( sprintf( 'Product %02d', $i ) );
		$product->set_status( 'publish' );
		$product->set_sku( 'SKU-' . $i );
		$product->set_menu_order( $i % 4 );
		$product->set_total_sales( ( $i * 7 ) % 31 );
		$product->set_category_ids( [ $this->terms[ [ 'shirts', 'pants', 'toys' ][ $i % 3 ] ] ] );
		$tags = [];
		if ( 1 === $i % 2 ) {
			$tags[] = $this->terms['tag-new'];
		}
		if ( 0 === $i % 7 ) {
			$tags[] = $this->terms['tag-gift'];
		}
		$product->set_tag_ids( $tags );
		$product->set_average_rating( ( $i % 6 ) + 0.5 > 5 ? 5 : ( $i % 6 ) + 0.5 );
		$product->set_rating_counts( [ 5 => 1 ] );
		$product->set_catalog_visibility( 29 === $i ? 'search' : ( 28 === $i ? 'catalog' : 'visible' ) );
		$product->set_date_created( gmdate( 'Y-m-d H:i:s', 1700000000 + ( ( $i * 7919 ) % 30 ) * 86400 ) );
	}

	/**
	 * An attribute of the product.
	 *
	 * @param list<string> $slugs Term slugs.
	 */
	private function product_attribute( string $taxonomy, array $slugs, bool $variation ): WC_Product_Attribute {
		$attribute = new WC_Product_Attribute();
		$attribute->set_id( wc_attribute_taxonomy_id_by_name( $taxonomy ) );
		$attribute->set_name( $taxonomy );
		$attribute->set_options( array_map( fn ( string $slug ): int => $this->terms[ $taxonomy . ':' . $slug ], $slugs ) );
		$attribute->set_visible( true );
		$attribute->set_variation( $variation );
		return $attribute;
	}

	/**
	 * A global attribute with its terms. The attribute row rolls back with the test, the taxonomy registration
	 * (in memory) does not: it is removed first, as wc_create_attribute() refuses a taxonomy that exists.
	 *
	 * @param list<string> $slugs Term slugs.
	 */
	private function attribute( string $name, array $slugs ): void {
		$taxonomy = wc_attribute_taxonomy_name( $name );
		if ( taxonomy_exists( $taxonomy ) ) {
			unregister_taxonomy( $taxonomy );
		}
		$id = wc_create_attribute( [ 'name' => ucfirst( $name ), 'slug' => $name ] );
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( $id->get_error_message() );
		}
		register_taxonomy( $taxonomy, [ 'product', 'product_variation' ], [ 'hierarchical' => false, 'public' => false ] );
		foreach ( $slugs as $slug ) {
			$this->terms[ $taxonomy . ':' . $slug ] = $this->term( strtoupper( $slug ), $taxonomy, 0, $slug );
		}
	}

	/** A term. */
	private function term( string $name, string $taxonomy, int $parent = 0, string $slug = '' ): int {
		$term = wp_insert_term( $name, $taxonomy, [ 'parent' => $parent, 'slug' => '' !== $slug ? $slug : sanitize_title( $name ) ] );
		if ( is_wp_error( $term ) ) {
			throw new \RuntimeException( $term->get_error_message() );
		}
		return (int) $term['term_id'];
	}
}
