<?php
/**
 * Filters the main query of product archives, so plain GET links work without JavaScript.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Query;

use ShopFilter\Service;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * On the shop and on product category and tag archives, a filtered URL restricts the main query to the engine's
 * matches, in the engine's order (post__in + orderby=post__in); WordPress pages them. Runs after WooCommerce's own
 * pre_get_posts (priority 10), whose price, popularity and rating orders are post clauses: those are removed, the
 * engine's order already is that order. The block theme's shop is covered too: the product-collection block with an
 * inherited query renders a clone of the global main query (WooCommerce's ProductCollection\Utils::prepare_and_execute_query()).
 */
final class MainQuery implements Service {

	/**
	 * Constructor.
	 *
	 * @param Engine $engine The filter.
	 */
	public function __construct( private Engine $engine ) {}

	/** Adds the hook. */
	public function register(): void {
		add_action( 'pre_get_posts', [ $this, 'filter' ], 20 );
	}

	/** Applies the filter of the URL to the main product archive query. */
	public function filter( WP_Query $query ): void {
		if ( ! ArchiveRequest::is_product_archive( $query ) ) {
			return;
		}
		$state = ArchiveRequest::state();
		if ( ! $state->is_filtered() ) {
			return; // Ordering and paging alone are WooCommerce's own.
		}
		$context = Context::from_store( ArchiveRequest::base( $query ) );
		if ( ! $context instanceof Context ) {
			return;
		}
		$ids = $this->engine->matching_ids( $state, $context );
		$query->set( 'post__in', $ids ? $ids : [ 0 ] );
		$query->set( 'orderby', 'post__in' );
		$query->set( 'order', 'ASC' );
		if ( null !== $state->per_page ) {
			$query->set( 'posts_per_page', $state->per_page );
		}
		if ( function_exists( 'WC' ) && WC()->query instanceof \WC_Query ) {
			WC()->query->remove_ordering_args();
		}
	}
}
