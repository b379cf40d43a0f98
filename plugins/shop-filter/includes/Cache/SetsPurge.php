<?php
/**
 * New sets purge every answer drawn from the old ones: the REST results and the filtered pages.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Cache;

use ShopFilter\Index\SetStore;
use ShopFilter\Kit\Cache\SharedCache;
use ShopFilter\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * A shopper's filter asks two kinds of address: the results route (the classic loop) and the page at the filter's link
 * (the block's router draws the shop or a product archive with the filter's query). Both are drawn from the sets
 * stored when they were asked; a page asked between a product save and the background build of the new sets shows the
 * old ones, so when the new sets are stored both are purged: the route's prefix and the prefixes of the pages the
 * filter draws into (the shop page, the product taxonomies' archives). Not the whole site: a build follows every
 * product save, and the other pages do not read the sets. With plain permalinks those pages have no prefix of their
 * own (`/?product_cat=…`), so the whole site is purged.
 */
final class SetsPurge implements Service {

	/**
	 * Constructor.
	 *
	 * @param SharedCache $answers The results route's shared-cache service (its prefixes).
	 */
	public function __construct( private SharedCache $answers ) {}

	/** Adds the hook. */
	public function register(): void {
		add_action( SetStore::STORED_ACTION, [ $this, 'purge' ], 10, 0 );
	}

	/** Fires the bundle's purge with the route's and the filtered pages' prefixes. */
	public function purge(): void {
		do_action( SharedCache::ACTION, array_values( array_unique( array_merge( $this->answers->prefixes(), $this->pages() ) ) ) );
	}

	/**
	 * The prefixes of the pages the filter draws into, relative to the host.
	 *
	 * @return list<string>
	 */
	public function pages(): array {
		global $wp_rewrite;
		$home = wp_make_link_relative( home_url( '/' ) );
		$shop = function_exists( 'wc_get_page_id' ) ? (int) wc_get_page_id( 'shop' ) : 0;
		if ( ! $wp_rewrite->using_permalinks() || ( $shop > 0 && (int) get_option( 'page_on_front' ) === $shop ) ) {
			return [ $home ];
		}
		$pages = $shop > 0 && get_permalink( $shop ) ? [ wp_make_link_relative( (string) get_permalink( $shop ) ) ] : [];
		foreach ( get_object_taxonomies( 'product', 'objects' ) as $taxonomy ) {
			$structure = $taxonomy->public && $taxonomy->publicly_queryable ? $wp_rewrite->get_extra_permastruct( $taxonomy->name ) : false;
			if ( is_string( $structure ) && str_contains( $structure, '%' ) ) {
				// '/product-category/%product_cat%' → '/product-category/', under the site's folder.
				$pages[] = rtrim( $home, '/' ) . '/' . ltrim( strstr( $structure, '%', true ), '/' );
			}
		}
		// A taxonomy without a base of its own ('/%product_cat%') has its archives anywhere: the whole site then.
		return in_array( $home, $pages, true ) ? [ $home ] : $pages;
	}
}
