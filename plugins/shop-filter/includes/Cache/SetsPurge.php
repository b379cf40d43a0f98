<?php
/**
 * New sets purge every answer drawn from the old ones: the REST results and the filtered pages.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Cache;

use ShopFilter\Index\Rebuild;
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
 *
 * Only when what changed shows there: a build after orders that left every product in stock changes the popularity
 * order alone (Index\SetsChange), which only answers sorted by popularity show, so nothing is purged unless
 * popularity is the shop's default order; those answers are at most a shared cache's lifetime old (the results'
 * `s-maxage`, the page cache's own for pages). Purging at each order's build emptied the filter's cache every cron run.
 *
 * And once more, AGAIN_AFTER seconds later: a page whose request began before the store read the old sets, and a
 * cache stores what its request answers when it ends, after a purge that came in between (a ban or purge takes what
 * is cached, not what is being fetched). The scale suite's filter spec met it: an old page kept for its lifetime.
 */
final class SetsPurge implements Service {

	/** The repeat of a build's purge (Action Scheduler). */
	public const AGAIN_ACTION = 'shop_filter_purge_again';

	/** Seconds after a build's purge that it is repeated: longer than a page's request takes under load (p95 1 s). */
	public const AGAIN_AFTER = 5;

	/**
	 * Constructor.
	 *
	 * @param SharedCache $answers The results route's shared-cache service (its prefixes).
	 */
	public function __construct( private SharedCache $answers ) {}

	/** Adds the hook. */
	public function register(): void {
		add_action( SetStore::STORED_ACTION, [ $this, 'purge' ], 10, 2 );
		add_action( self::AGAIN_ACTION, [ $this, 'send' ] );
	}

	/**
	 * Fires the bundle's purge with the route's and the filtered pages' prefixes, when the new sets show a change.
	 *
	 * @param mixed $version The sets' version.
	 * @param mixed $changed The blobs ("group/value") the build changed; null: unknown.
	 */
	public function purge( $version = '', $changed = null ): void {
		if ( is_array( $changed ) && ! self::shows( $changed ) ) {
			return;
		}
		$this->send();
		if ( function_exists( 'as_schedule_single_action' ) ) {
			as_schedule_single_action( time() + self::AGAIN_AFTER, self::AGAIN_ACTION, [], Rebuild::GROUP, true );
		}
	}

	/** Fires the bundle's purge with the route's and the filtered pages' prefixes. */
	public function send(): void {
		do_action( SharedCache::ACTION, array_values( array_unique( array_merge( $this->answers->prefixes(), $this->pages() ) ) ) );
	}

	/**
	 * Whether changed blobs show in answers that are not sorted by an order the shopper picked: any blob but the sort
	 * orders, or the shop's default order.
	 *
	 * @param list<string> $changed Keys "group/value".
	 */
	private static function shows( array $changed ): bool {
		$default = '_order/' . get_option( 'woocommerce_default_catalog_orderby', 'menu_order' );
		foreach ( $changed as $blob ) {
			if ( ! str_starts_with( $blob, '_order/' ) || $blob === $default ) {
				return true;
			}
		}
		return false;
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
