<?php
/**
 * Re-indexes everything when a product category moves under another parent.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Index;

use ShopFilter\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Products are indexed with their categories' ancestors, so a category given another parent changes the rows of
 * every product below it. That is rare and can touch much of the catalogue: the background rebuild does it.
 */
final class CategoryMoves implements Service {

	/**
	 * Parents of categories being edited, read before the edit.
	 *
	 * @var array<int, int>
	 */
	private array $parents = [];

	/**
	 * Constructor.
	 *
	 * @param Rebuild $rebuild The background rebuild.
	 */
	public function __construct( private Rebuild $rebuild ) {}

	/** Adds the hooks. */
	public function register(): void {
		add_action( 'edit_terms', [ $this, 'before' ], 10, 2 );
		// Not edited_terms: it fires before WordPress writes the new parent (to term_taxonomy); edited_term fires after.
		add_action( 'edited_term', [ $this, 'after' ], 10, 3 );
	}

	/**
	 * Remembers the category's parent before the edit.
	 *
	 * @param mixed $term_id  Term id.
	 * @param mixed $taxonomy Taxonomy.
	 */
	public function before( $term_id, $taxonomy ): void {
		$term = 'product_cat' === $taxonomy ? get_term( (int) $term_id, 'product_cat' ) : null;
		if ( $term instanceof \WP_Term ) {
			$this->parents[ $term->term_id ] = $term->parent;
		}
	}

	/**
	 * Starts a rebuild when the parent changed.
	 *
	 * @param mixed $term_id  Term id.
	 * @param mixed $tt_id    Term taxonomy id.
	 * @param mixed $taxonomy Taxonomy.
	 */
	public function after( $term_id, $tt_id, $taxonomy ): void {
		unset( $tt_id );
		$term_id = (int) $term_id;
		if ( 'product_cat' !== $taxonomy || ! isset( $this->parents[ $term_id ] ) ) {
			return;
		}
		$before = $this->parents[ $term_id ];
		unset( $this->parents[ $term_id ] );
		clean_term_cache( $term_id, 'product_cat' );
		$term = get_term( $term_id, 'product_cat' );
		if ( $term instanceof \WP_Term && $term->parent !== $before ) {
			$this->rebuild->start();
		}
	}
}
