<?php
/**
 * Keeps a category or tag archive on its own term when the filter sends a term of the same taxonomy.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Query;

use ShopFilter\Kit\Service;
use WP;

defined( 'ABSPATH' ) || exit;

/**
 * `product_cat` and `product_tag` are WordPress query variables, and WordPress lets a GET parameter override the one
 * its permalink gave: `/product-category/clothing/?product_cat=shirts` would become the Shirts archive (its title,
 * breadcrumbs, and the filter's base), and a filter for a term outside Clothing would leave Clothing altogether. The
 * permalink's term stays the archive; the parameter is only the filter (ArchiveRequest reads it from $_GET), so the
 * listing is Clothing AND the chosen categories, as the ajax filter answers it.
 */
final class ArchiveTerm implements Service {

	/** The taxonomies whose archives the filter runs on and whose terms it filters by. */
	private const TAXONOMIES = [ 'product_cat', 'product_tag' ];

	/** Adds the hooks. */
	public function register(): void {
		add_filter( 'request', [ $this, 'keep' ], 5 );
		add_filter( 'redirect_canonical', [ $this, 'no_redirect_dropping_the_filter' ], 10, 1 );
	}

	/**
	 * WordPress's canonical redirect sees `product_cat` in the query string of an archive whose permalink already names
	 * a category, and redirects to the address without it: the filter would be lost on every page load.
	 *
	 * @param mixed $redirect The address WordPress would redirect to, or false.
	 * @return mixed
	 */
	public function no_redirect_dropping_the_filter( $redirect ) {
		if ( ! is_string( $redirect ) || ! self::permalink_terms() ) {
			return $redirect;
		}
		parse_str( (string) wp_parse_url( $redirect, PHP_URL_QUERY ), $kept );
		foreach ( self::TAXONOMIES as $taxonomy ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only compared, a read-only GET filter.
			if ( isset( $_GET[ $taxonomy ] ) && ! isset( $kept[ $taxonomy ] ) ) {
				return false;
			}
		}
		return $redirect;
	}

	/**
	 * Puts back the permalink's term where a parameter replaced it.
	 *
	 * @param array<string, mixed> $query_vars The request's query variables.
	 * @return array<string, mixed>
	 */
	public function keep( $query_vars ): array {
		$query_vars = (array) $query_vars;
		foreach ( self::permalink_terms() as $taxonomy => $slug ) {
			$query_vars[ $taxonomy ] = $slug;
		}
		return $query_vars;
	}

	/**
	 * The terms the matched permalink rule gave ('' without pretty permalinks: the term is then a parameter itself).
	 *
	 * @return array<string, string> Taxonomy => slug.
	 */
	public static function permalink_terms(): array {
		$wp = $GLOBALS['wp'] ?? null;
		if ( ! $wp instanceof WP || ! is_string( $wp->matched_query ) || '' === $wp->matched_query ) {
			return [];
		}
		parse_str( $wp->matched_query, $matched );
		return array_filter( array_intersect_key( $matched, array_flip( self::TAXONOMIES ) ), static fn ( $slug ): bool => is_string( $slug ) && '' !== $slug );
	}
}
