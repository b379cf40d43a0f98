<?php
/**
 * Keeps search engines off deep filter combinations.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Seo;

use ShopFilter\Settings\Settings;

use ShopFilter\Query\ArchiveRequest;
use ShopFilter\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * A filtered archive with more active facets than the `noindex_facets` setting (default 1; 0 turns this off) gets
 * `noindex` and a canonical link to the unfiltered listing: every combination is a URL, and indexing them all would
 * spend the crawl budget on near-duplicates. WordPress prints rel=canonical only on singular pages (rel_canonical()),
 * block themes included, so the archive's canonical link is printed here.
 */
final class Robots implements Service {


	/** Adds the hooks. */
	public function register(): void {
		add_filter( 'wp_robots', [ $this, 'robots' ] );
		add_action( 'wp_head', [ $this, 'canonical' ], 1 );
	}

	/**
	 * Adds noindex (and follow: the products linked are still worth crawling).
	 *
	 * @param array<string, mixed> $robots Directives.
	 * @return array<string, mixed>
	 */
	public function robots( array $robots ): array {
		if ( $this->applies() ) {
			$robots['noindex'] = true;
			$robots['follow']  = true;
		}
		return $robots;
	}

	/** Prints the canonical link to the unfiltered listing. */
	public function canonical(): void {
		global $wp_query;
		if ( $this->applies() ) {
			printf( '<link rel="canonical" href="%s" />' . "\n", esc_url( ArchiveRequest::unfiltered_link( $wp_query ) ) );
		}
	}

	/**
	 * Whether this page is a product archive filtered on more facets than allowed. The setting is read last: its
	 * default filters query the colour terms, which every other page (posts, cart, checkout) has no need of.
	 */
	public function applies(): bool {
		global $wp_query;
		if ( ! $wp_query instanceof \WP_Query || ! ArchiveRequest::is_product_archive( $wp_query ) ) {
			return false;
		}
		$active = ArchiveRequest::state()->active_facet_count();
		if ( 0 === $active ) {
			return false;
		}
		$limit = $this->facet_limit();
		return $limit > 0 && $active > $limit;
	}

	/** The `noindex_facets` setting. */
	private function facet_limit(): int {
		return max( 0, Settings::get()['noindex_facets'] );
	}
}
