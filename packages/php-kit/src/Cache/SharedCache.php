<?php
/**
 * Public REST answers that shared caches keep, and the purge that tells them of a change.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\Cache;

use ShopKit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * A shop that outgrows one server puts a shared cache in front of its web nodes (Varnish, nginx `fastcgi_cache`, a
 * CDN). A package's public GET answer that is the same for every visitor says so with CACHE_CONTROL: a shared cache
 * keeps it S_MAXAGE seconds at most, a browser, which no purge reaches, asks again each time (its ETag or the shared
 * cache make that cheap). When what the answers are made of changes (an option saved, an action the package names),
 * this fires the bundle's `shop_bundle_purge` action with the addresses of the package's routes, for a page-cache
 * plugin to turn into a purge (the scale stack's mu-plugin: a Varnish BAN). Without a listener nothing happens and
 * S_MAXAGE bounds the delay.
 */
final class SharedCache implements Service {

	/** The bundle's action: `do_action( 'shop_bundle_purge', array $path_prefixes )`. */
	public const ACTION = 'shop_bundle_purge';

	/** Seconds a shared cache may keep an answer without a purge. */
	public const S_MAXAGE = 300;

	/** The header of an answer shared caches may keep. */
	public const CACHE_CONTROL = 'public, max-age=0, s-maxage=' . self::S_MAXAGE;

	/**
	 * Constructor.
	 *
	 * @param list<string> $routes  REST routes whose answers shared caches keep (`shop-filter/v1/results`).
	 * @param list<string> $options Options whose saving changes those answers.
	 * @param list<string> $actions Actions fired once they have changed.
	 * @param bool         $pages   Whether those changes show on the site's pages too (what the package draws into
	 *                              every page: the consent bar, the icons, the filter's form and grid): then the
	 *                              whole site is purged, or a cached page keeps the old drawing S_MAXAGE or longer.
	 */
	public function __construct( private array $routes, private array $options = [], private array $actions = [], private bool $pages = false ) {}

	/** Adds the hooks. */
	public function register(): void {
		foreach ( $this->options as $option ) {
			add_action( 'add_option_' . $option, [ $this, 'purge' ], 10, 0 );
			add_action( 'update_option_' . $option, [ $this, 'purge' ], 10, 0 );
		}
		foreach ( $this->actions as $action ) {
			add_action( $action, [ $this, 'purge' ], 10, 0 );
		}
	}

	/** Fires the bundle's purge with the routes' addresses, or the whole site's. */
	public function purge(): void {
		/**
		 * Asks shared caches (a page cache, a CDN) to drop what they keep of some addresses.
		 *
		 * @param list<string> $path_prefixes Addresses relative to the host (`/wp-json/shop-filter/v1/results`; with
		 *                                    plain permalinks `/index.php?rest_route=/shop-filter/v1/results` and
		 *                                    the same with the route encoded; a site in a folder has the folder in
		 *                                    front), each standing for every address that starts with it. Plain
		 *                                    text, not patterns.
		 */
		do_action( self::ACTION, $this->pages ? [ wp_make_link_relative( home_url( '/' ) ) ] : $this->prefixes() );
	}

	/**
	 * The routes' addresses, relative to the host; with plain permalinks the route is a query parameter, asked with
	 * its slashes as they are or encoded (`add_query_arg()`, `URLSearchParams`), so both are given.
	 *
	 * @return list<string>
	 */
	public function prefixes(): array {
		$prefixes = [];
		foreach ( $this->routes as $route ) {
			$prefixes[] = wp_make_link_relative( rest_url( $route ) );
			if ( str_contains( end( $prefixes ), '?rest_route=' ) ) {
				$prefixes[] = str_replace( '/' . $route, rawurlencode( '/' . $route ), end( $prefixes ) );
			}
		}
		return $prefixes;
	}
}
