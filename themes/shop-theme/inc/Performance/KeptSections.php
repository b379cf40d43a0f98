<?php
/**
 * The front page's catalogue and journal sections and the blog's side bar, kept between requests.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Performance;

use ShopTheme\Kit\Service;
use ShopTheme\Options\ThemeOptions;
use ShopTheme\Shop\EarlyClicks;
use ShopTheme\Shop\ShopScripts;
use ShopTheme\Styles\StyleLoader;

defined( 'ABSPATH' ) || exit;

/**
 * The front page's categories, new arrivals and journal are the same for every visitor until the catalogue or the
 * posts change, and rendering them was most of what the front page costs over bare WooCommerce's (the new arrivals'
 * product collection alone about 15 ms: its query, WooCommerce's product set-up and the card blocks). A section
 * listed here (by its anchor) is rendered once and kept, with what its render left behind (styles, scripts and script
 * modules enqueued, Interactivity API state and configuration, layout rules, IDs taken: {@see RenderEffects}), and
 * given again with all of it played again, so the page is the one a render would give.
 *
 * The blog's side bar (search, recent posts, categories: five queries) beside every post is kept too, on single
 * posts and pages only: on an archive its categories mark the one shown, and on a search its field holds the words.
 *
 * The cart block draws its empty cart too, hidden, on every view of a full cart (the shopper may empty it without a
 * new page), and its new-arrivals grid (`woocommerce/product-new`, WooCommerce's older grid: plain links, no cart
 * state) cost about 13 ms of each cart page: it is kept by its name wherever it stands, for a visitor with a cart too.
 *
 * Kept only for what every visitor gets alike: a visitor who is not logged in, has an empty cart and no notices
 * (WooCommerce's product button prints the quantity already in the cart; not for the grids kept by name), on a GET
 * without a query string. The key
 * holds the section's blocks, the language, the currency, the tax address, the active plugins and the versions of
 * WordPress, WooCommerce and the theme; everything kept is forgotten when a product, post, page, image or term changes, when settings the
 * sections print change, and an hour after it was kept (what no hook tells: a sale that starts on a date).
 */
final class KeptSections implements Service {

	/** The anchors of the sections kept. */
	public const SECTIONS = [ 'shop-theme-categories', 'shop-theme-new-arrivals', 'shop-theme-journal', self::BLOG_SIDEBAR ];

	/** Blocks kept by their name: what they draw does not depend on the cart. */
	public const BLOCKS = [ 'woocommerce/product-new' ];

	/** The blog's side bar, the same on every single post and page, not elsewhere. */
	public const BLOG_SIDEBAR = 'shop-theme-blog-sidebar';

	/** The option that holds them (not autoloaded: read on the front page and beside posts only). */
	public const OPTION = 'shop_theme_kept_sections';

	/**
	 * What the theme's services are told while a block renders (which stylesheets and scripts the page needs): told
	 * again when a kept section is given.
	 */
	public const NOTES = [ StyleLoader::DRAWN, ShopScripts::NEEDED, EarlyClicks::DRAWN, ClassicWooCommerceStyles::DRAWN ];

	/** How long a kept section is given at most. */
	private const LIFETIME = HOUR_IN_SECONDS;

	/** How many are kept at once (languages, currencies, tax addresses). */
	private const MOST = 12;

	/** Settings whose change shows in the sections. */
	private const SETTINGS = [ 'date_format', 'time_format', 'WPLANG', 'permalink_structure', 'woocommerce_currency', 'woocommerce_currency_pos', 'woocommerce_price_thousand_sep', 'woocommerce_price_decimal_sep', 'woocommerce_price_num_decimals', 'woocommerce_tax_display_shop', 'woocommerce_enable_ajax_add_to_cart', 'woocommerce_cart_redirect_after_add', 'woocommerce_placeholder_image', 'woocommerce_shop_page_id', 'woocommerce_hide_out_of_stock_items' ];

	/** @var array<string, array<string, mixed>>|null The kept sections, once read (none once forgotten). */
	private static ?array $kept = null;

	/** @var list<array{0: string, 1: array<string, mixed>, 2: list<string>, 3: list<array{0: string, 1: list<mixed>}>}> The sections rendering now: key, snapshot, blocks, notes. */
	private array $rendering = [];

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		if ( ! RenderEffects::supported() ) {
			return;
		}
		// Late: any other plugin's pre_render_block has had its say; last on render_block: the markup is final.
		add_filter( 'pre_render_block', [ $this, 'give' ], 1001, 2 );
		add_filter( 'render_block', [ $this, 'keep' ], PHP_INT_MAX, 2 );
		foreach ( self::NOTES as $note ) {
			// First: noted before the service acts on it.
			add_action( $note, fn( ...$args ) => $this->note( $note, $args ), 0, 2 );
		}

		foreach ( [ 'woocommerce_delete_product_transients', 'deleted_post', 'switch_theme', 'customize_save_after', 'created_term', 'edited_term', 'delete_term', 'set_object_terms', 'edit_attachment', 'activated_plugin', 'deactivated_plugin' ] as $hook ) {
			add_action( $hook, [ self::class, 'forget' ] );
		}
		add_action( 'save_post', [ $this, 'forget_post' ], 10, 2 );
		add_action( 'transition_post_status', [ $this, 'forget_on_status' ], 10, 3 );
		foreach ( [ 'added_option', 'updated_option', 'deleted_option' ] as $hook ) {
			add_action( $hook, [ $this, 'forget_setting' ] );
		}
	}

	/**
	 * The kept markup of a listed section, its effects played again, or null to render it.
	 *
	 * @param string|null          $pre   What another filter decided.
	 * @param array<string, mixed> $block The parsed block.
	 */
	public function give( $pre, array $block ): ?string {
		if ( null !== $pre || ! self::listed( $block ) || ! self::alike_for_all( $block ) ) {
			return $pre;
		}
		$before = RenderEffects::snapshot();
		$key    = self::key( $block );
		$entry  = $this->kept()[ $key ] ?? null;
		if ( is_array( $entry ) && self::fits( $entry, $before['id'] ) && RenderEffects::playable( $entry['changes'] ) ) {
			RenderEffects::replay( $entry['changes'] );
			if ( in_array( 'woocommerce/product-button', $entry['blocks'], true ) ) {
				// The product button's render asks, through a hook, for WooCommerce's classic add-to-cart script to
				// be left out (the button adds to the cart itself); a hook added by a render is not an effect that
				// can be read, so it is added here.
				add_action( 'wp_enqueue_scripts', [ self::class, 'leave_out_classic_add_to_cart' ] );
			}
			if ( in_array( $block['blockName'] ?? null, self::BLOCKS, true ) ) {
				self::add_grid_settings();
			}
			foreach ( $entry['notes'] as [ $note, $args ] ) {
				do_action( $note, ...$args );
			}
			return $entry['html'];
		}
		$this->rendering[] = [ $key, $before, [], [] ];
		return null;
	}

	/**
	 * Keeps a listed section once rendered; notes the blocks rendered inside one.
	 *
	 * @param string|mixed         $content The block's markup.
	 * @param array<string, mixed> $block   The parsed block.
	 * @return string|mixed
	 */
	public function keep( $content, array $block ) {
		if ( ! $this->rendering ) {
			return $content;
		}
		if ( ! self::listed( $block ) ) {
			$this->rendering[ count( $this->rendering ) - 1 ][2][] = (string) ( $block['blockName'] ?? '' );
			return $content;
		}
		[ $key, $before, $blocks, $notes ] = array_pop( $this->rendering );
		$changes = RenderEffects::changes( $before );
		if ( is_string( $content ) && RenderEffects::storable( $changes ) ) {
			$this->store(
				$key,
				[
					'expires' => time() + self::LIFETIME,
					'at'      => $before['id'],
					'html'    => $content,
					'changes' => $changes,
					'blocks'  => array_values( array_unique( $blocks ) ),
					'notes'   => $notes,
				]
			);
		}
		return $content;
	}

	/**
	 * Notes what a service was told while a section renders.
	 *
	 * @param string      $note The action.
	 * @param list<mixed> $args What it was told.
	 */
	private function note( string $note, array $args ): void {
		if ( $this->rendering ) {
			$this->rendering[ count( $this->rendering ) - 1 ][3][] = [ $note, $args ];
		}
	}

	/**
	 * Leaves out WooCommerce's classic add-to-cart script, as its product button's render does.
	 */
	public static function leave_out_classic_add_to_cart(): void {
		wp_dequeue_script( 'wc-add-to-cart' );
	}

	/**
	 * The settings WooCommerce's older product grids add to the page's `wcSettings` as they render
	 * (AbstractProductGrid::enqueue_data(), the same calls): data of WooCommerce's, not a script or style a render
	 * effect can read, so a grid given from what was kept adds them here.
	 */
	private static function add_grid_settings(): void {
		if ( ! class_exists( \Automattic\WooCommerce\Blocks\Package::class ) ) {
			return;
		}
		$registry = \Automattic\WooCommerce\Blocks\Package::container()->get( \Automattic\WooCommerce\Blocks\Assets\AssetDataRegistry::class );
		$defaults = [ 'min_columns' => 1, 'max_columns' => 6, 'default_columns' => 3, 'min_rows' => 1, 'max_rows' => 6, 'default_rows' => 3 ];
		foreach ( $defaults as $name => $default ) {
			$registry->add( lcfirst( str_replace( '_', '', ucwords( $name, '_' ) ) ), wc_get_theme_support( 'product_blocks::' . $name, $default ) );
		}
	}

	/**
	 * Forgets every kept section.
	 */
	public static function forget(): void {
		self::$kept = [];
		delete_option( self::OPTION );
	}

	/**
	 * Forgets them when a post the sections may show is saved.
	 *
	 * @param int      $post_id The post's ID.
	 * @param \WP_Post $post    The post.
	 */
	public function forget_post( int $post_id, \WP_Post $post ): void {
		if ( self::shown( $post->post_type ) ) {
			self::forget();
		}
	}

	/**
	 * Forgets them when such a post is published, unpublished, trashed or restored.
	 *
	 * @param string   $new_status The status now.
	 * @param string   $old_status The status before.
	 * @param \WP_Post $post       The post.
	 */
	public function forget_on_status( string $new_status, string $old_status, \WP_Post $post ): void {
		if ( $new_status !== $old_status && self::shown( $post->post_type ) ) {
			self::forget();
		}
	}

	/**
	 * Forgets them when a setting they print changes.
	 *
	 * @param string $option The option's name.
	 */
	public function forget_setting( string $option ): void {
		// The theme's settings, not its caches: the first page after a cache was emptied (a theme activated) writes
		// the scripts' markup (ShopScripts::MARKUP_OPTION) and the block styles' file, and forgot the sections it had
		// just kept.
		if ( in_array( $option, self::SETTINGS, true ) || str_starts_with( $option, 'theme_mods_' ) || ThemeOptions::OPTION === $option ) {
			self::forget();
		}
	}

	/**
	 * Whether a post type's posts can show in the sections (orders, revisions and the like cannot).
	 *
	 * @param string $post_type The post type.
	 */
	private static function shown( string $post_type ): bool {
		return in_array( $post_type, [ 'post', 'page', 'product', 'product_variation', 'attachment' ], true );
	}

	/**
	 * Whether a kept section can be given here: not expired, and, when its render took unique IDs (they are in its
	 * markup), at the same place in the page's sequence of IDs, so they are not taken twice.
	 *
	 * @param array<string, mixed> $entry The kept section.
	 * @param int                  $at    The unique-ID counter before it now.
	 */
	private static function fits( array $entry, int $at ): bool {
		return $entry['expires'] > time() && ( $entry['changes']['ids'] <= 1 || $entry['at'] === $at );
	}

	/**
	 * Whether a block is one of the listed sections, kept here.
	 *
	 * @param array<string, mixed> $block The parsed block.
	 */
	private static function listed( array $block ): bool {
		$name   = $block['blockName'] ?? null;
		$anchor = $block['attrs']['anchor'] ?? null;
		return in_array( $name, self::BLOCKS, true ) || ( 'core/group' === $name && in_array( $anchor, self::SECTIONS, true )
			&& ( self::BLOG_SIDEBAR !== $anchor || is_singular() ) );
	}

	/**
	 * Whether this request gets what every visitor gets of a listed block.
	 *
	 * @param array<string, mixed> $block The parsed block.
	 */
	private static function alike_for_all( array $block ): bool {
		if ( 'GET' !== ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) || ! empty( $_SERVER['QUERY_STRING'] )
			|| is_user_logged_in() || is_preview() || is_customize_preview() ) {
			return false;
		}
		if ( function_exists( 'WC' ) && ! in_array( $block['blockName'] ?? null, self::BLOCKS, true ) ) {
			$cart = WC()->cart;
			if ( null === $cart || ! $cart->is_empty() || wc_notice_count() > 0 ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * What makes a kept section right for this request.
	 *
	 * @param array<string, mixed> $block The parsed block.
	 */
	private static function key( array $block ): string {
		$shop = [];
		if ( function_exists( 'WC' ) ) {
			$shop = [ WC()->version, get_woocommerce_currency(), wc_tax_enabled() && WC()->customer ? WC()->customer->get_taxable_address() : null ];
		}
		return md5(
			(string) wp_json_encode(
				[ $block['attrs'] ?? [], $block['innerHTML'] ?? '', $block['innerBlocks'] ?? [], determine_locale(), get_bloginfo( 'version' ), wp_get_theme()->get( 'Version' ), get_option( 'active_plugins' ), $shop ]
			)
		);
	}

	/**
	 * The kept sections, read once a request.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function kept(): array {
		if ( null === self::$kept ) {
			$kept       = get_option( self::OPTION, [] );
			self::$kept = is_array( $kept ) ? $kept : [];
		}
		return self::$kept;
	}

	/**
	 * Keeps one section, with the newest of the others.
	 *
	 * @param string               $key   Its key.
	 * @param array<string, mixed> $entry Its markup and effects.
	 */
	private function store( string $key, array $entry ): void {
		$kept         = array_filter( $this->kept(), static fn( $other ) => is_array( $other ) && $other['expires'] > time() );
		$kept[ $key ] = $entry;
		self::$kept   = array_slice( $kept, -self::MOST, null, true );
		update_option( self::OPTION, self::$kept, false );
	}
}
