<?php
/**
 * Composition root: builds the services and registers them.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter;

use ShopFilter\Admin\AdminPage;
use ShopFilter\Admin\SettingsImportController;
use ShopFilter\Assets\BuildAssets;
use ShopFilter\Assets\Scripts;
use ShopFilter\Blocks\FilterBlock;
use ShopFilter\Blocks\ThemeSlot;
use ShopFilter\Form\EmptyFields;
use ShopFilter\Form\PlainSubmitPrices;
use ShopFilter\Form\FactsSource;
use ShopFilter\Form\FormRenderer;
use ShopFilter\Form\PageForm;
use ShopFilter\Form\TermListQueryVars;
use ShopFilter\Index\CategoryMoves;
use ShopFilter\Index\IndexInstaller;
use ShopFilter\Index\IndexMaintenance;
use ShopFilter\Index\IndexTables;
use ShopFilter\Index\ProductIndex;
use ShopFilter\Index\Rebuild;
use ShopFilter\Index\SetBuilder;
use ShopFilter\Index\SetStore;
use ShopFilter\Index\SetsRefresh;
use ShopFilter\Listing\ProductsMarkup;
use ShopFilter\Query\ArchiveTerm;
use ShopFilter\Query\Engine;
use ShopFilter\Query\MainQuery;
use ShopFilter\Query\SkuSearch;
use ShopFilter\Rest\IndexController;
use ShopFilter\Rest\ResultsController;
use ShopFilter\Seo\Robots;
use ShopFilter\Settings\Settings;
use ShopFilter\Settings\WoofImport;
use ShopFilter\Shortcodes\FilterShortcodes;
use ShopFilter\Shortcodes\WoofProducts;
use ShopFilter\WooCommerce\Compatibility;
use ShopFilter\WooCommerce\Dependency;

defined( 'ABSPATH' ) || exit;

/**
 * Shop Filter requires WooCommerce: without it, only the translations and a notice are registered.
 */
final class Plugin {

	/**
	 * Tells whether WooCommerce is active.
	 *
	 * @var \Closure(): bool
	 */
	private \Closure $woocommerce_is_active;

	/**
	 * Constructor.
	 *
	 * @param (callable(): bool)|null $woocommerce_is_active Detects WooCommerce: Dependency::is_met() unless a test
	 *                                                      passes another, to run the branch without WooCommerce.
	 */
	public function __construct( ?callable $woocommerce_is_active = null ) {
		$this->woocommerce_is_active = \Closure::fromCallable( $woocommerce_is_active ?? [ Dependency::class, 'is_met' ] );
	}

	/**
	 * Registers the services once every plugin is loaded, so WooCommerce can be detected.
	 */
	public function register(): void {
		add_action( 'plugins_loaded', [ $this, 'boot' ] );
		// Activation runs after plugins_loaded, so boot() cannot see it: the tables are created and filled from here.
		register_activation_hook( FILE, [ self::class, 'activate' ] );
	}

	/** Creates the index tables and queues the rebuild that fills them. */
	public static function activate(): void {
		IndexTables::install();
		( new Rebuild( new ProductIndex() ) )->start();
	}

	/**
	 * Registers every service, or only the missing-WooCommerce notice.
	 */
	public function boot(): void {
		$services = ( $this->woocommerce_is_active )() ? $this->services() : [ new I18n(), new Dependency() ];
		foreach ( $services as $service ) {
			$service->register();
		}
	}

	/**
	 * The plugin's services, wired explicitly.
	 *
	 * @return list<Service>
	 */
	private function services(): array {
		$build   = new BuildAssets( DIR . 'build/', URL . 'build/' );
		$index   = new ProductIndex();
		$rebuild = new Rebuild( $index );
		$sets    = new SetStore( new SetBuilder() );
		$engine  = new Engine( $sets, new SkuSearch() );
		$form    = new PageForm( new FormRenderer(), new FactsSource( $engine ) );
		$markup  = new ProductsMarkup();

		return [
			new I18n(),
			new Scripts( $build ),
			new Settings(),
			new AdminPage(),
			new SettingsImportController( new WoofImport() ),
			new Compatibility(),
			new FilterBlock( $form ),
			new FilterShortcodes( $form ),
			new WoofProducts( $engine, $markup ),
			new ThemeSlot( $form ),
			new EmptyFields(),
			new PlainSubmitPrices(),
			new TermListQueryVars(),
			new ArchiveTerm(),
			new IndexInstaller( $rebuild ),
			new IndexMaintenance( $index ),
			$rebuild,
			new SetsRefresh( $sets, $rebuild ),
			new CategoryMoves( $rebuild ),
			new IndexController( $rebuild ),
			new ResultsController( $engine, $markup ),
			new MainQuery( $engine ),
			new Robots(),
		];
	}
}
