<?php
/**
 * Composition root of the theme.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme;

use ShopTheme\Admin\OptionsPage;
use ShopTheme\AntiSpam\CommentCheck;
use ShopTheme\AntiSpam\CommentFormField;
use ShopTheme\AntiSpam\KeyEndpoint;
use ShopTheme\AntiSpam\KeyRateLimit;
use ShopTheme\Behaviours;
use ShopTheme\Front\NewsletterBand;
use ShopTheme\Kit\Assets\HandleMarkup;
use ShopTheme\Kit\Assets\HandleMarkupCache;
use ShopTheme\Kit\Service;
use ShopTheme\Options\ThemeOptions;
use ShopTheme\Kit\Cache\SharedCache;
use ShopTheme\Performance\BlockDataAttributes;
use ShopTheme\Performance\BlockStylesFile;
use ShopTheme\Performance\ClassicWooCommerceStyles;
use ShopTheme\Performance\EmptySiteLogo;
use ShopTheme\Performance\InlineBlockStyles;
use ShopTheme\Performance\KeptSections;
use ShopTheme\Performance\ProductThumbnails;
use ShopTheme\Performance\RepeatedBlocks;
use ShopTheme\Shop\CardProductState;
use ShopTheme\Shop\FilterSlot;
use ShopTheme\Shop\CardImageSources;
use ShopTheme\Shop\CatalogueFirstRow;
use ShopTheme\Shop\GalleryFirstPaint;
use ShopTheme\Shop\HeaderCartLink;
use ShopTheme\Shop\EarlyClicks;
use ShopTheme\Shop\HeroProduct;
use ShopTheme\Shop\SaleFlash;
use ShopTheme\Shop\SearchResults;
use ShopTheme\Shop\ShopButtons;
use ShopTheme\Shop\ShopScripts;
use ShopTheme\Shop\WishlistRoute;
use ShopTheme\Shop\WishlistStorage;
use ShopTheme\Styles\StyleLoader;

defined( 'ABSPATH' ) || exit;

/**
 * Declares the theme supports and registers the theme's services. Hooks are added in register(), never at file scope.
 */
final class Theme {

	/** The anti-spam key's rate limit: its switch_theme hook is every request's, its endpoint the REST API's. */
	private KeyRateLimit $key_limit;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'after_setup_theme', [ $this, 'add_theme_supports' ] );
		foreach ( $this->services() as $service ) {
			$service->register();
		}
		$rest = null;
		// The REST routes are built when the REST API starts (a page loads none of their classes), at priority 0: before
		// their own rest_api_init callbacks (10), which WordPress then runs in the same call. The same objects each time:
		// a second REST server (tests start several) finds their callbacks added once.
		add_action(
			'rest_api_init',
			function () use ( &$rest ): void {
				$rest ??= $this->rest_services();
				foreach ( $rest as $service ) {
					$service->register();
				}
			},
			0
		);
	}

	/**
	 * The theme's services, wired explicitly.
	 *
	 * @return list<Service>
	 */
	private function services(): array {
		$kept         = new HandleMarkupCache( ShopScripts::MARKUP_OPTION );
		$shop_scripts = new ShopScripts( new HandleMarkup( $kept ) );
		$key_limit    = new KeyRateLimit();

		$this->key_limit = $key_limit;

		return [
			new Assets(),
			new StyleLoader(),
			new InlineBlockStyles( new BlockStylesFile() ),
			new RepeatedBlocks(),
			new KeptSections(),
			new BlockDataAttributes(),
			new EmptySiteLogo(),
			new ClassicWooCommerceStyles(),
			new ProductThumbnails(),
			new ThemeOptions(),
			// The options change what every page draws: a page cache in front drops its pages when they are saved.
			new SharedCache( [], [ ThemeOptions::OPTION ], pages: true ),
			new Behaviours\Core( $shop_scripts ),
			new Behaviours\BackToTop(),
			new Behaviours\Preloader(),
			new Behaviours\ResizeReload(),
			new Behaviours\Tooltips(),
			new Behaviours\CommentReply(),
			new OptionsPage(),
			$key_limit,
			new CommentFormField(),
			new CommentCheck(),
			$kept,
			$shop_scripts,
			new ShopButtons( $shop_scripts ),
			new FilterSlot(),
			new NewsletterBand(),
			new GalleryFirstPaint(),
			new CatalogueFirstRow(),
			new CardImageSources(),
			new CardProductState(),
			new HeroProduct(),
			new EarlyClicks(),
			new HeaderCartLink(),
			new SaleFlash(),
			new SearchResults(),
		];
	}

	/**
	 * The theme's REST routes: the comment form's anti-spam key and the wishlist.
	 *
	 * @return list<Service>
	 */
	private function rest_services(): array {
		return [
			new KeyEndpoint( $this->key_limit ),
			new WishlistRoute( new WishlistStorage() ),
		];
	}

	/**
	 * WooCommerce support, and the single-product gallery behaviours its scripts provide:
	 * hover zoom, a full-screen lightbox and a slider.
	 */
	public function add_theme_supports(): void {
		add_theme_support( 'woocommerce' );
		add_theme_support( 'wc-product-gallery-zoom' );
		add_theme_support( 'wc-product-gallery-lightbox' );
		add_theme_support( 'wc-product-gallery-slider' );
	}
}
