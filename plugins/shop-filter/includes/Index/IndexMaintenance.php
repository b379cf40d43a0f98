<?php
/**
 * Keeps the index current as products change.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

use ShopFilter\Kit\Service;
use WC_Product;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * One CRUD save of a product fires many hooks on the way (terms, stock status, new/update product): re-indexing on
 * each would write the rows several times, some before the save is complete. So while a save is under way the
 * intermediate hooks are ignored and the product is re-indexed once, when `woocommerce_after_product_object_save`
 * fires (variations fire it too: their object type is also "product"). The same hooks fired outside a CRUD save
 * (a direct stock update, wp_set_object_terms(), a status change through wp_update_post(), a rating written as meta)
 * re-index at once.
 */
final class IndexMaintenance implements Service {

	/** Taxonomies whose assignment changes what a product matches or whether it is listed. */
	private const TAXONOMIES = [ 'product_cat', 'product_tag', 'product_visibility' ];

	/** Meta whose change outside a CRUD save changes the index or the sets. */
	private const META_KEYS = [ '_wc_average_rating', '_stock_status', '_price', '_sale_price', '_regular_price', 'total_sales' ];

	/** How many CRUD saves are under way (a variable product's save nests its variations' saves). */
	private int $saving = 0;

	/**
	 * Posts being deleted: wp_delete_post() removes their terms after before_delete_post, which fires set_object_terms
	 * while the post still exists; re-indexing then would bring the rows back.
	 *
	 * @var array<int, true>
	 */
	private array $deleting = [];

	/**
	 * Constructor.
	 *
	 * @param ProductIndex $index Writes the rows.
	 */
	public function __construct( private ProductIndex $index ) {}

	/** Adds the hooks. */
	public function register(): void {
		add_action( 'woocommerce_before_product_object_save', [ $this, 'save_started' ], 10, 0 );
		add_action( 'woocommerce_after_product_object_save', [ $this, 'saved' ], 10, 1 );
		foreach ( [ 'woocommerce_new_product', 'woocommerce_update_product', 'woocommerce_new_product_variation', 'woocommerce_update_product_variation', 'woocommerce_product_set_stock_status', 'woocommerce_variation_set_stock_status', 'untrashed_post', 'trashed_post' ] as $hook ) {
			add_action( $hook, [ $this, 'changed' ], 10, 1 );
		}
		foreach ( [ 'woocommerce_product_set_stock', 'woocommerce_variation_set_stock' ] as $hook ) {
			add_action( $hook, [ $this, 'stock_changed' ], 10, 1 );
		}
		add_action( 'set_object_terms', [ $this, 'terms_changed' ], 10, 4 );
		add_action( 'transition_post_status', [ $this, 'status_changed' ], 10, 3 );
		foreach ( [ 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ] as $hook ) {
			add_action( $hook, [ $this, 'meta_changed' ], 10, 3 );
		}
		add_action( 'woocommerce_updated_product_sales', [ $this, 'sales_changed' ], 10, 0 );
		add_action( 'before_delete_post', [ $this, 'deleting' ], 10, 1 );
		add_action( 'deleted_post', [ $this, 'deleted' ], 10, 1 );
	}

	/** A CRUD save begins. */
	public function save_started(): void {
		++$this->saving;
	}

	/**
	 * A CRUD save ended: the product (or the variation's product) is re-indexed with everything it now holds.
	 *
	 * @param mixed $product The saved product.
	 */
	public function saved( $product ): void {
		$this->saving = max( 0, $this->saving - 1 );
		if ( $product instanceof WC_Product && $product->get_id() > 0 ) {
			$this->index->reindex( $product->get_id() );
		}
	}

	/**
	 * A product hook fired with the product id; acted on only outside a CRUD save.
	 *
	 * @param mixed $id Product or variation id.
	 */
	public function changed( $id ): void {
		if ( 0 === $this->saving && is_numeric( $id ) && ! isset( $this->deleting[ (int) $id ] ) ) {
			$this->index->reindex( (int) $id );
		}
	}

	/**
	 * The stock quantity changed (wc_update_product_stock(): when it saved the product, the index is current already).
	 *
	 * @param mixed $product The product.
	 */
	public function stock_changed( $product ): void {
		if ( $product instanceof WC_Product ) {
			$this->changed( $product->get_id() );
		}
	}

	/**
	 * Terms were assigned.
	 *
	 * @param mixed $object_id Object id.
	 * @param mixed $terms     Terms given.
	 * @param mixed $tt_ids    Term taxonomy ids.
	 * @param mixed $taxonomy  Taxonomy.
	 */
	public function terms_changed( $object_id, $terms, $tt_ids, $taxonomy ): void {
		unset( $terms, $tt_ids );
		$taxonomy = (string) $taxonomy;
		if ( in_array( $taxonomy, self::TAXONOMIES, true ) || str_starts_with( $taxonomy, 'pa_' ) ) {
			$this->changed_product_post( (int) $object_id );
		}
	}

	/**
	 * A product was published, unpublished or restored outside WooCommerce's CRUD.
	 *
	 * @param mixed $new_status New status.
	 * @param mixed $old_status Old status.
	 * @param mixed $post       The post.
	 */
	public function status_changed( $new_status, $old_status, $post ): void {
		if ( $new_status !== $old_status && $post instanceof WP_Post ) {
			$this->changed_product_post( $post->ID );
		}
	}

	/**
	 * Meta the index or the sets read changed outside a CRUD save (e.g. a rating written directly).
	 *
	 * @param mixed $meta_ids  Meta id(s).
	 * @param mixed $object_id Post id.
	 * @param mixed $meta_key  Meta key.
	 */
	public function meta_changed( $meta_ids, $object_id, $meta_key ): void {
		unset( $meta_ids );
		if ( in_array( $meta_key, self::META_KEYS, true ) ) {
			$this->changed_product_post( (int) $object_id );
		}
	}

	/**
	 * An order recorded or removed sales: WooCommerce writes `total_sales` with a direct query, no meta hook. No row
	 * changes, but the popularity order in the sets does: a new version gets them rebuilt (in the background).
	 */
	public function sales_changed(): void {
		IndexVersion::bump();
	}

	/**
	 * A post is about to be deleted: its rows (and a product's variations' rows) go.
	 *
	 * @param mixed $post_id Post id.
	 */
	public function deleting( $post_id ): void {
		$type = get_post_type( (int) $post_id );
		if ( 'product' === $type || 'product_variation' === $type ) {
			$this->deleting[ (int) $post_id ] = true;
			$this->index->remove( (int) $post_id );
		}
	}

	/**
	 * A post is gone.
	 *
	 * @param mixed $post_id Post id.
	 */
	public function deleted( $post_id ): void {
		unset( $this->deleting[ (int) $post_id ] );
	}

	/** Re-indexes a product or variation post, outside a CRUD save. */
	private function changed_product_post( int $post_id ): void {
		$type = get_post_type( $post_id );
		if ( 'product' === $type || 'product_variation' === $type ) {
			$this->changed( $post_id );
		}
	}
}
