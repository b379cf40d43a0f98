<?php
/**
 * What a product card puts in the page's Interactivity API state.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use Automattic\WooCommerce\Blocks\Domain\Services\Hydration;
use Automattic\WooCommerce\Blocks\Package;
use ShopBundle\Tests\TestCase;

/**
 * A grid's products enter the `woocommerce/products` store as the card's entry (identity and type, what WooCommerce's
 * card scripts read), without a Store API request; a product hydrated outside a grid keeps every field.
 */
final class CardProductStateTest extends TestCase {

	private function product( string $name ): int {
		$product = new \WC_Product_Simple();
		$product->set_name( $name );
		$product->set_regular_price( '12' );
		$product->set_description( 'A long description no card shows.' );
		$product->set_short_description( 'Short.' );
		$product->set_status( 'publish' );
		return $product->save();
	}

	public function test_a_grid_puts_its_products_in_the_state_as_card_entries(): void {
		$this->require_woocommerce();
		$id = $this->product( 'Card state test' );

		do_blocks(
			'<!-- wp:woocommerce/product-collection {"queryId":91,"query":{"perPage":1,"pages":1,"offset":0,"postType":"product","order":"desc","orderBy":"date","search":"","exclude":[],"inherit":false,"taxQuery":{},"isProductCollectionBlock":true,"woocommerceHandPickedProducts":["' . $id . '"]},"tagName":"div","displayLayout":{"type":"flex","columns":1}} -->'
			. '<div class="wp-block-woocommerce-product-collection"><!-- wp:woocommerce/product-template --><!-- wp:woocommerce/product-button {"isDescendentOfQueryLoop":true} /--><!-- /wp:woocommerce/product-template --></div>'
			. '<!-- /wp:woocommerce/product-collection -->'
		);
		$product = wp_interactivity_state( 'woocommerce/products' )['products'][ $id ] ?? null;
		if ( version_compare( WC()->version, '11.0', '<' ) ) {
			// WooCommerce 10.6's product template loads no product into the store: no weight there to trim.
			$this->assertNull( $product, 'WooCommerce ' . WC()->version . ' put the grid\'s product in the state' );
			return;
		}

		$this->assertSame(
			[
				'id'        => $id,
				'parent'    => 0,
				'type'      => 'simple',
				'name'      => 'Card state test',
				'permalink' => get_permalink( $id ),
			],
			$product
		);
	}

	public function test_a_product_hydrated_outside_a_grid_keeps_every_field(): void {
		$this->require_woocommerce();
		$id = $this->product( 'Whole product test' );

		$body = Package::container()->get( Hydration::class )->get_rest_api_response_data( '/wc/store/v1/products/' . $id )['body'];

		$this->assertSame( 'A long description no card shows.', wp_strip_all_tags( $body['description'] ) );
		$this->assertArrayHasKey( 'images', $body );
	}
}
