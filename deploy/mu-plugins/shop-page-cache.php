<?php
/**
 * Plugin Name: Shop page cache
 * Description: Tells the full-page cache in front of the shop what it may keep and what changed: DONOTCACHEPAGE
 *              becomes Cache-Control: private, no-store, and each content change bans the cached pages it touches.
 * Version:     1.0.0
 * License:     GPL-2.0-or-later
 *
 * A must-use plugin: copy it into wp-content/mu-plugins/ of every web node, and define SHOP_PAGE_CACHE_PURGE_URL
 * (the cache's address as the nodes reach it, or an array of them) in wp-config.php, as
 * deploy/wordpress/wp-config-scale.php does. Without that constant it only marks private pages. Bans are sent with
 * the BAN method and an X-Ban-Url regex, which deploy/varnish/shop.vcl accepts from the nodes.
 *
 * The bundle's packages tell it what their own changes touch: do_action( 'shop_bundle_purge', array $path_prefixes ),
 * e.g. array( '/wp-json/shop-filter/' ) when the filter's index changed; '/' is the whole site.
 *
 * @package ShopBundle
 */

declare( strict_types = 1 );

namespace ShopBundle\PageCache;

defined( 'ABSPATH' ) || exit;

/**
 * Collects what a request changed and bans it once, at the end of the request.
 */
final class PageCache {

	/** The whole site, as a path prefix. */
	private const WHOLE_SITE = '/';

	/** Events after which any page may show something else: menus, templates, the theme, plugins, settings. */
	private const SITE_WIDE_ACTIONS = array(
		'wp_update_nav_menu',
		'customize_save_after',
		'switch_theme',
		'activated_plugin',
		'deactivated_plugin',
		'woocommerce_settings_saved',
		'update_option_blogname',
		'update_option_blogdescription',
		'woocommerce_product_set_stock_status',
		'woocommerce_variation_set_stock_status',
	);

	/** Post types that are not pages of their own but part of every page (block themes' menus and templates). */
	private const SITE_WIDE_POST_TYPES = array( 'wp_navigation', 'wp_template', 'wp_template_part', 'wp_global_styles', 'wp_block' );

	/** Product properties shown wherever the product is listed (grids, related products, the filter). */
	private const LISTED_PROPS = array( 'price', 'regular_price', 'sale_price', 'date_on_sale_from', 'date_on_sale_to', 'stock_status', 'catalog_visibility' );

	/** @var array<string, true> Path prefixes to ban when the request ends. */
	private array $prefixes = array();

	/**
	 * Constructor.
	 *
	 * @param string[] $purge_urls Where to send bans; none: pages are only marked private.
	 */
	public function __construct( private array $purge_urls ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		if ( 'cli' !== PHP_SAPI ) {
			// Until the end of the request, so DONOTCACHEPAGE defined at any point still reaches the headers.
			ob_start( array( $this, 'mark_private' ) );
		}
		if ( ! $this->purge_urls ) {
			return;
		}
		add_action( 'shop_bundle_purge', array( $this, 'purge' ) );
		foreach ( self::SITE_WIDE_ACTIONS as $action ) {
			add_action( $action, array( $this, 'purge_site' ), 10, 0 );
		}
		add_action( 'transition_post_status', array( $this, 'post_status_changed' ), 10, 3 );
		add_action( 'before_delete_post', array( $this, 'post_deleted' ), 10, 2 );
		add_action( 'wp_update_comment_count', array( $this, 'comments_counted' ) );
		foreach ( array( 'created_term', 'edited_term', 'delete_term' ) as $action ) {
			add_action( $action, array( $this, 'term_changed' ), 10, 3 );
		}
		add_action( 'woocommerce_product_object_updated_props', array( $this, 'product_changed' ), 10, 2 );
		add_action( 'woocommerce_product_set_stock', array( $this, 'stock_changed' ) );
		add_action( 'woocommerce_variation_set_stock', array( $this, 'stock_changed' ) );
		add_action( 'shutdown', array( $this, 'send' ), PHP_INT_MAX );
	}

	/**
	 * Output buffer callback: a page marked DONOTCACHEPAGE is sent as private, whoever marked it and when.
	 *
	 * @param string $buffer The page.
	 */
	public function mark_private( string $buffer ): string {
		if ( defined( 'DONOTCACHEPAGE' ) && DONOTCACHEPAGE && ! headers_sent() ) {
			header( 'Cache-Control: private, no-store' );
		}
		return $buffer;
	}

	/**
	 * The `shop_bundle_purge` action: bans every cached URL whose path starts with one of the prefixes.
	 *
	 * @param mixed $path_prefixes Paths such as '/shop/' or '/wp-json/shop-filter/'.
	 */
	public function purge( $path_prefixes ): void {
		foreach ( (array) $path_prefixes as $prefix ) {
			if ( ! is_string( $prefix ) || ! preg_match( '#^/\S*$#', $prefix ) ) {
				_doing_it_wrong( 'shop_bundle_purge', 'Path prefixes start with / and hold no spaces.', '1.0.0' );
				continue;
			}
			$this->prefixes[ $prefix ] = true;
		}
	}

	/** Bans the whole site. */
	public function purge_site(): void {
		$this->purge( array( self::WHOLE_SITE ) );
	}

	/**
	 * A post published, updated while published, or unpublished: its title, excerpt or picture may show on any page
	 * (menus, grids, related products, archives), so the whole site goes.
	 *
	 * @param string   $new_status New status.
	 * @param string   $old_status Old status.
	 * @param \WP_Post $post       The post.
	 */
	public function post_status_changed( $new_status, $old_status, $post ): void {
		if ( in_array( 'publish', array( $new_status, $old_status ), true ) && $this->is_shown( $post ) ) {
			$this->purge_site();
		}
	}

	/**
	 * A published post deleted without going through the trash.
	 *
	 * @param int           $post_id Post ID.
	 * @param \WP_Post|null $post    The post.
	 */
	public function post_deleted( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post && 'publish' === $post->post_status && $this->is_shown( $post ) ) {
			$this->purge_site();
		}
	}

	/**
	 * A comment or review approved or removed: the post's own pages (its count, its rating). Not a post nobody views:
	 * WooCommerce's order notes are comments on the order, whose "permalink" is the home address, and banning it
	 * emptied the whole cache at every order.
	 *
	 * @param int $post_id Post ID.
	 */
	public function comments_counted( $post_id ): void {
		$post = get_post( (int) $post_id );
		if ( $post instanceof \WP_Post && is_post_type_viewable( $post->post_type ) ) {
			$this->purge_url( get_permalink( $post ) );
		}
	}

	/**
	 * A category, tag or attribute term created, renamed or deleted: it shows in menus and filters everywhere.
	 *
	 * @param mixed  $term     Term ID or object.
	 * @param mixed  $tt_id    Term taxonomy ID.
	 * @param string $taxonomy Taxonomy.
	 */
	public function term_changed( $term, $tt_id, $taxonomy ): void {
		if ( is_string( $taxonomy ) && is_taxonomy_viewable( $taxonomy ) ) {
			$this->purge_site();
		}
	}

	/**
	 * A product saved through WooCommerce's CRUD without a post update (a sale's stock, a scheduled sale's price).
	 *
	 * @param \WC_Product $product The product or variation.
	 * @param mixed       $props   The properties that changed.
	 */
	public function product_changed( $product, $props ): void {
		if ( array_intersect( self::LISTED_PROPS, (array) $props ) ) {
			$this->purge_site();
		}
	}

	/**
	 * A stock quantity changed (an order, a refund): the product's page and the Store API's products show it.
	 *
	 * @param \WC_Product $product The product or variation.
	 */
	public function stock_changed( $product ): void {
		$id = $product->get_parent_id() ? $product->get_parent_id() : $product->get_id();
		$this->purge_url( get_permalink( $id ) );
		$this->purge( array( '/' . rest_get_url_prefix() . '/wc/store/v1/products' ) );
	}

	/**
	 * Sends one ban for everything the request changed.
	 */
	public function send(): void {
		// While WordPress installs there is no site to have cached, and its installer refuses HTTP requests.
		if ( ! $this->prefixes || wp_installing() ) {
			return;
		}
		$prefixes = isset( $this->prefixes[ self::WHOLE_SITE ] ) ? array( self::WHOLE_SITE ) : array_keys( $this->prefixes );
		$regex    = '^(?:' . implode( '|', array_map( 'preg_quote', $prefixes ) ) . ')';
		// Cleared first: a ban that itself changes content (it never should) cannot loop.
		$this->prefixes = array();
		foreach ( $this->purge_urls as $url ) {
			$response = wp_remote_request(
				$url,
				array(
					'method'      => 'BAN',
					'headers'     => array( 'X-Ban-Url' => $regex ),
					'timeout'     => 2,
					'redirection' => 0,
				)
			);
			$status = wp_remote_retrieve_response_code( $response );
			if ( 200 !== $status ) {
				// Logged, never shown: the change is saved, and the cached pages expire by themselves.
				error_log( sprintf( 'shop-page-cache: ban %s at %s failed: %s', $regex, $url, is_wp_error( $response ) ? $response->get_error_message() : "HTTP {$status}" ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			}
		}
	}

	/**
	 * @param string|false $url A permalink.
	 */
	private function purge_url( $url ): void {
		$path = is_string( $url ) ? wp_parse_url( $url, PHP_URL_PATH ) : null;
		if ( is_string( $path ) && '' !== $path ) {
			$this->purge( array( $path ) );
		}
	}

	/**
	 * @param mixed $post A post.
	 * @return bool Whether the post shows on the site: a viewable type, or part of every page.
	 */
	private function is_shown( $post ): bool {
		return $post instanceof \WP_Post
			&& ( is_post_type_viewable( $post->post_type ) || in_array( $post->post_type, self::SITE_WIDE_POST_TYPES, true ) );
	}
}

( new PageCache( defined( 'SHOP_PAGE_CACHE_PURGE_URL' ) ? array_filter( (array) SHOP_PAGE_CACHE_PURGE_URL ) : array() ) )->register();
