<?php
/**
 * Filters the main query of product archives, so plain GET links work without JavaScript.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Query;

use ShopFilter\Kit\Service;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * On the shop and on product category and tag archives, a filtered URL makes the main query answer the engine's page
 * (posts_pre_query: no SQL for the listing; found_posts and max_num_pages set from the engine's total, so WordPress's
 * and WooCommerce's pagination work). A post__in of every match would put up to 50,000 ids in one SQL statement.
 * Runs after WooCommerce's own pre_get_posts (priority 10), whose price, popularity and rating orders are post
 * clauses: those are removed, the engine's order already is that order. The block theme's shop is covered too: the
 * product-collection block with an inherited query renders a clone of the global main query (WooCommerce's
 * ProductCollection\Utils::prepare_and_execute_query()).
 */
final class MainQuery implements Service {

	/**
	 * Constructor.
	 *
	 * @param Engine $engine The filter.
	 */
	public function __construct( private Engine $engine ) {}

	/**
	 * Queries marked in pre_get_posts, by object id: the filter and context to answer them with.
	 *
	 * @var array<int, array{FilterState, Context}>
	 */
	private array $pending = [];

	/** Adds the hooks. */
	public function register(): void {
		add_action( 'pre_get_posts', [ $this, 'filter' ], 20 );
		add_filter( 'posts_pre_query', [ $this, 'posts' ], 10, 2 );
	}

	/** Applies the filter of the URL to the main product archive query. */
	public function filter( WP_Query $query ): void {
		if ( ! ArchiveRequest::is_product_archive( $query ) || ArchiveRequest::has_woocommerce_filters() ) {
			return;
		}
		$state = ArchiveRequest::state();
		// A category carried by the link (`base`, HUSKY's `really_curr_tax`) on the shop is a filter of its own.
		if ( ! $state->is_filtered() && ! self::has_linked_category( $query ) ) {
			// Ordering and paging alone are WooCommerce's own query; a page size chosen in the form still applies.
			if ( null !== $state->per_page ) {
				$query->set( 'posts_per_page', $state->per_page );
			}
			self::apply_mapped_order( $query, $state );
			return;
		}
		$context = Context::from_store( ArchiveRequest::base( $query ), [], $query->is_search() ? 'search' : 'catalog' );
		if ( ! $context instanceof Context ) {
			return;
		}
		if ( $query->is_search() ) {
			// The engine knows no search text: WordPress's search runs, restricted to the matches, in its own order.
			$ids = $this->engine->matching_ids( $state, $context );
			$query->set( 'post__in', $ids ? $ids : [ 0 ] );
			return;
		}
		$this->pending[ spl_object_id( $query ) ] = [ $state, $context ];
		$query->set( 'no_found_rows', true ); // The totals come from the engine; FOUND_ROWS() would overwrite them.
		if ( null !== $state->per_page ) {
			$query->set( 'posts_per_page', $state->per_page );
		}
		if ( function_exists( 'WC' ) && WC()->query instanceof \WC_Query ) {
			WC()->query->remove_ordering_args();
		}
	}

	/**
	 * A HUSKY sort order WooCommerce does not know (`price_desc`), mapped to its nearest (OrderAliases), asked of
	 * WooCommerce again: its own pre_get_posts read the raw value and fell back to the default.
	 */
	private static function apply_mapped_order( WP_Query $query, FilterState $state ): void {
		$raw = ArchiveRequest::params()['orderby'] ?? '';
		if ( '' === $state->orderby || ! is_string( $raw ) || $raw === $state->orderby || ! function_exists( 'WC' ) || ! WC()->query instanceof \WC_Query ) {
			return;
		}
		[ $orderby, $order ] = array_pad( explode( '-', $state->orderby, 2 ), 2, '' );
		$args                = WC()->query->get_catalog_ordering_args( $orderby, strtoupper( '' !== $order ? $order : 'asc' ) );
		$query->set( 'orderby', $args['orderby'] );
		$query->set( 'order', $args['order'] );
		if ( isset( $args['meta_key'] ) ) {
			$query->set( 'meta_key', $args['meta_key'] );
		}
	}

	/** Whether the listing's base comes from the link, not from the archive itself (the shop with `base=`). */
	private static function has_linked_category( WP_Query $query ): bool {
		$linked = ArchiveRequest::linked_base();
		return '' !== $linked && ArchiveRequest::base( $query ) === $linked && ! $query->is_tax();
	}

	/**
	 * Answers a marked query with the engine's page.
	 *
	 * @param mixed    $posts Null, or what another filter answered.
	 * @param WP_Query $query The query.
	 * @return mixed
	 */
	public function posts( $posts, WP_Query $query ) {
		$key = spl_object_id( $query );
		if ( null !== $posts || ! isset( $this->pending[ $key ] ) ) {
			return $posts;
		}
		[ $state, $context ] = $this->pending[ $key ];
		unset( $this->pending[ $key ] );
		$per_page = (int) $query->get( 'posts_per_page' );
		$per_page = $per_page > 0 ? $per_page : PHP_INT_MAX >> 8;
		$result   = $this->engine->run( $state->with_page( max( 1, (int) $query->get( 'paged' ) ), $per_page ), $context );

		$query->found_posts   = $result->total;
		$query->max_num_pages = $result->pages();
		if ( 'ids' === $query->get( 'fields' ) ) {
			return $result->page_ids;
		}
		_prime_post_caches( $result->page_ids, (bool) $query->get( 'update_post_term_cache', true ), (bool) $query->get( 'update_post_meta_cache', true ) );
		return array_values( array_filter( array_map( 'get_post', $result->page_ids ) ) );
	}
}
