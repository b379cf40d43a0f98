<?php
/**
 * The filter as read from a product archive's own URL.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Query;

use WP_Query;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Shared by the main query and the robots rules, so both agree on which pages are filtered.
 */
final class ArchiveRequest {

	/** Whether the query is the main query of the shop or of a product category or tag archive, on the storefront. */
	public static function is_product_archive( WP_Query $query ): bool {
		return ! is_admin() && $query->is_main_query()
			&& ( $query->is_post_type_archive( 'product' ) || $query->is_tax( [ 'product_cat', 'product_tag' ] ) );
	}

	/**
	 * The filter of the request's URL, read leniently (a bad parameter is dropped; a page never fails for a link).
	 *
	 * @return array<string, mixed>
	 */
	public static function params(): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only GET filter, the same for everyone.
		return wp_unslash( $_GET );
	}

	/**
	 * Whether the URL carries WooCommerce's own layered-nav filters (`filter_color`, `query_type_color`,
	 * `filter_stock_status`, `rating_filter`): WooCommerce's blocks and widgets wrote that link, and WooCommerce answers
	 * it with its own rules (AND within an attribute by default), which ours must not replace half-way.
	 */
	public static function has_woocommerce_filters(): bool {
		foreach ( array_keys( self::params() ) as $name ) {
			if ( str_starts_with( (string) $name, 'filter_' ) || str_starts_with( (string) $name, 'query_type_' ) || 'rating_filter' === $name ) {
				return true;
			}
		}
		return false;
	}

	/** The filter of the request's URL. */
	public static function state(): FilterState {
		$state = FilterState::from_params( self::params(), false );
		return $state instanceof FilterState ? $state : new FilterState();
	}

	/**
	 * The archive's base ("<term_id>-<taxonomy>"): its permalink's term (ArchiveTerm keeps it the queried one); else the
	 * link's current-category reference `base=<term_id>-<taxonomy>` or `really_curr_tax=` (spec 2: a link built on a category lands on a
	 * redirect page or, without pretty permalinks, on the shop); else ''. A term that came from a parameter
	 * (`/shop/?product_cat=toys`, or plain permalinks) is the filter, not the base.
	 */
	public static function base( WP_Query $query ): string {
		$archive = self::archive_base( $query );
		return '' !== $archive ? $archive : self::linked_base();
	}

	/**
	 * The `base` parameter, or HUSKY's (WOOF's) `really_curr_tax` in the same `<term_id>-<taxonomy>` form (its links
	 * from a category page land on the shop with it), when it names an existing product category or tag.
	 */
	public static function linked_base(): string {
		$params = self::params();
		$base   = $params['base'] ?? $params['really_curr_tax'] ?? '';
		if ( ! is_string( $base ) || ! preg_match( '/^(\d+)-(product_cat|product_tag)$/', $base, $match ) ) {
			return '';
		}
		return term_exists( (int) $match[1], $match[2] ) ? $base : '';
	}

	/** The base of the permalink's term archive, or ''. */
	private static function archive_base( WP_Query $query ): string {
		$params    = self::params();
		$permalink = ArchiveTerm::permalink_terms();
		foreach ( [ 'product_cat', 'product_tag' ] as $taxonomy ) {
			if ( $query->is_tax( $taxonomy ) && ( isset( $permalink[ $taxonomy ] ) || ! isset( $params[ $taxonomy ] ) ) ) {
				$term = $query->get_queried_object();
				if ( $term instanceof WP_Term ) {
					return $term->term_id . '-' . $taxonomy;
				}
			}
		}
		return '';
	}

	/** The listing without the filter: the archive's term link, or the shop page. */
	public static function unfiltered_link( WP_Query $query ): string {
		return self::listing_link( self::base( $query ) );
	}

	/** The link of a listing: the base's term archive ("<term_id>-<taxonomy>"), or the shop page for ''. */
	public static function listing_link( string $base ): string {
		if ( '' !== $base ) {
			[ $term_id, $taxonomy ] = explode( '-', $base, 2 );
			$link                   = get_term_link( (int) $term_id, $taxonomy );
			if ( is_string( $link ) ) {
				return $link;
			}
		}
		$shop = wc_get_page_permalink( 'shop' );
		return '' !== $shop ? $shop : (string) get_post_type_archive_link( 'product' );
	}
}
