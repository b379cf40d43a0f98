<?php
/**
 * Category and tag checkboxes of a plain form submit, as WordPress's query variables.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

use ShopFilter\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Without JavaScript the form's category and tag checkboxes arrive as arrays (`product_cat[]=a&product_cat[]=b`).
 * `product_cat` and `product_tag` are also WordPress query variables, and WordPress 6.8 passes such an array to
 * `wp_basename()` while parsing the tax query: a fatal error, a blank shop. WordPress reads a comma list as "any of
 * these", which is the filter's own meaning, so the arrays become comma lists before any query parses them; the
 * filter itself reads `$_GET`, which is left as it came.
 */
final class TermListQueryVars implements Service {

	/** The taxonomies the form offers as checkboxes that are also query variables. */
	public const TAXONOMIES = [ 'product_cat', 'product_tag' ];

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'request', [ $this, 'join' ] );
	}

	/**
	 * Joins array values of the taxonomies' query variables into comma lists of slugs.
	 *
	 * @param array<string, mixed> $query_vars The request's query variables.
	 * @return array<string, mixed>
	 */
	public function join( $query_vars ): array {
		$query_vars = (array) $query_vars;
		foreach ( self::TAXONOMIES as $taxonomy ) {
			if ( isset( $query_vars[ $taxonomy ] ) && is_array( $query_vars[ $taxonomy ] ) ) {
				$slugs                   = array_filter( array_map( 'sanitize_title', array_filter( $query_vars[ $taxonomy ], 'is_string' ) ) );
				$query_vars[ $taxonomy ] = implode( ',', $slugs );
				if ( '' === $query_vars[ $taxonomy ] ) {
					unset( $query_vars[ $taxonomy ] );
				}
			}
		}
		return $query_vars;
	}
}
