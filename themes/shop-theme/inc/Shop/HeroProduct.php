<?php
/**
 * The front page hero's product: one image that links to the product.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * The hero shows the newest featured product that can be bought (in stock or on backorder, shown in the catalogue) as
 * its image linked to the product. It was a one-product WooCommerce product collection (about 11 ms of CPU a request,
 * its query and store-notice markup, the collection's Interactivity context and styles) for what is a picture and a
 * link; here it is the product's ID and the cached reads of its post, thumbnail and permalink. The markup is the same
 * for every visitor (cache safe): it changes only when the catalogue does.
 *
 * The ID is kept in an autoloaded option (read with the other options, no query) and forgotten whenever WooCommerce
 * forgets a product's cached data (a product saved, its stock changed) and when a product is published, unpublished,
 * trashed or deleted (WooCommerce's deletion does not forget it): the product query was about 2 ms of the front page's
 * server time on every request. Its markup is kept beside it, per language, for the same reasons and also forgotten
 * when a picture is edited or deleted, a product's picture is set, or the addresses change (permalinks, home): the
 * reads of the product, its picture and their data were four queries on every front page.
 */
final class HeroProduct {

	private const OPTION = 'shop_theme_hero_product';

	/** The kept markup: `[ 'version' => MARKUP_VERSION, 'html' => [ locale => markup ] ]`, autoloaded. */
	private const MARKUP_OPTION = 'shop_theme_hero_markup';

	/** Changes with the markup's code, so a theme update draws it again. */
	private const MARKUP_VERSION = 1;

	/** How wide the hero's image is drawn: the width of a phone's screen, at most 30rem. */
	public const SIZES = '(max-width: 480px) 100vw, 480px';

	/**
	 * Forgets the kept ID when the catalogue changes.
	 */
	public function register(): void {
		add_action( 'woocommerce_delete_product_transients', [ self::class, 'forget' ] );
		add_action( 'transition_post_status', [ $this, 'forget_on_status' ], 10, 3 );
		add_action( 'deleted_post', [ $this, 'forget_on_deletion' ], 10, 2 );
		foreach ( [ 'edit_attachment', 'delete_attachment', 'update_option_permalink_structure', 'update_option_home' ] as $hook ) {
			add_action( $hook, [ self::class, 'forget' ] );
		}
		foreach ( [ 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ] as $hook ) {
			add_action( $hook, [ $this, 'forget_on_picture' ], 10, 3 );
		}
	}

	/**
	 * Forgets the kept markup when a picture is set on a product without saving it through WooCommerce, or a
	 * picture's file or sizes change (an edit, a regeneration of its sizes).
	 *
	 * @param mixed  $meta_ids  The meta row(s).
	 * @param int    $object_id The post.
	 * @param string $meta_key  The key.
	 */
	public function forget_on_picture( $meta_ids, $object_id, $meta_key ): void {
		if ( in_array( $meta_key, [ '_wp_attached_file', '_wp_attachment_metadata' ], true )
			|| ( '_thumbnail_id' === $meta_key && 'product' === get_post_type( (int) $object_id ) ) ) {
			self::forget();
		}
	}

	/**
	 * Forgets the kept ID when a product's status changes (published, drafted, trashed, restored).
	 *
	 * @param string   $new_status The status now.
	 * @param string   $old_status The status before.
	 * @param \WP_Post $post       The post.
	 */
	public function forget_on_status( string $new_status, string $old_status, \WP_Post $post ): void {
		if ( $new_status !== $old_status && 'product' === $post->post_type ) {
			self::forget();
		}
	}

	/**
	 * Forgets the kept ID when a product is deleted.
	 *
	 * @param int           $post_id The deleted post's ID.
	 * @param \WP_Post|null $post    The deleted post.
	 */
	public function forget_on_deletion( int $post_id, ?\WP_Post $post = null ): void {
		if ( $post && 'product' === $post->post_type ) {
			self::forget();
		}
	}

	/**
	 * Forgets the kept ID, so the next front page asks the catalogue again.
	 */
	public static function forget(): void {
		delete_option( self::OPTION );
		delete_option( self::MARKUP_OPTION );
	}

	/**
	 * The newest featured product a shopper can buy, or null (none, or WooCommerce is off).
	 */
	public static function product_id(): ?int {
		if ( ! function_exists( 'wc_get_products' ) ) {
			return null;
		}
		$kept = get_option( self::OPTION, false );
		if ( false === $kept ) {
			$kept = self::query();
			add_option( self::OPTION, $kept, '', true );
		}
		return (int) $kept > 0 ? (int) $kept : null;
	}

	/**
	 * Asks the catalogue: the product's ID, 0 when there is none.
	 */
	private static function query(): int {
		$ids = wc_get_products(
			[
				'status'       => 'publish',
				'featured'     => true,
				'visibility'   => 'catalog',
				'stock_status' => [ 'instock', 'onbackorder' ],
				'orderby'      => 'date',
				'order'        => 'DESC',
				'limit'        => 1,
				'return'       => 'ids',
			]
		);
		return is_array( $ids ) && $ids ? (int) $ids[0] : 0;
	}

	/**
	 * The product's image linked to the product, or '' when there is no such product or it has no image.
	 */
	public static function markup(): string {
		$locale = determine_locale();
		$kept   = get_option( self::MARKUP_OPTION, [] );
		$kept   = is_array( $kept ) && self::MARKUP_VERSION === ( $kept['version'] ?? null ) ? $kept : [ 'html' => [] ];
		$html   = $kept['html'][ $locale ] ?? null;
		if ( ! is_string( $html ) ) {
			$html                      = self::render();
			$kept['version']           = self::MARKUP_VERSION;
			$kept['html'][ $locale ] = $html;
			update_option( self::MARKUP_OPTION, $kept, true );
		} elseif ( '' !== $html ) {
			// What drawing it tells WordPress: the page's high-priority image is taken, no later one is given it.
			wp_high_priority_element_flag( false );
		}
		return $html;
	}

	/**
	 * The hero's product drawn: its picture, linked to it; '' without one.
	 */
	private static function render(): string {
		$id    = self::product_id();
		$image = $id ? (int) get_post_thumbnail_id( $id ) : 0;
		if ( ! $image ) {
			return '';
		}
		$img = wp_get_attachment_image(
			$image,
			'large',
			false,
			[
				'alt'           => get_the_title( $id ),
				// The largest paint of the hero on a desktop: asked for first, never lazy.
				'loading'       => false,
				'fetchpriority' => 'high',
				'decoding'      => 'async',
				// Drawn at most 30rem wide (front-page.css), not the 1024 px WordPress assumes for the size: on a
				// desktop the 600 px file (17 kB) is fetched instead of the 1024 px one (39 kB), sooner painted.
				'sizes'         => self::SIZES,
			]
		);
		if ( '' === $img ) {
			return '';
		}
		return sprintf(
			'<figure class="shop-theme-hero-product"><a href="%s">%s</a></figure>',
			esc_url( (string) get_permalink( $id ) ),
			$img
		);
	}
}
