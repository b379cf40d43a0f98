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
use ShopFilter\Assets\Scripts;
use ShopFilter\Blocks\FilterBlock;
use ShopFilter\Blocks\ThemeSlot;
use ShopFilter\Cache\SetsPurge;
use ShopFilter\Form\EmptyFields;
use ShopFilter\Form\PlainSubmitPrices;
use ShopFilter\Form\FactsSource;
use ShopFilter\Form\FormRenderer;
use ShopFilter\Form\PageForm;
use ShopFilter\Form\TermListQueryVars;
use ShopFilter\Index\CategoryMoves;
use ShopFilter\Index\IndexInstaller;
use ShopFilter\Index\IndexMaintenance;
use ShopFilter\Index\IndexRepairs;
use ShopFilter\Index\IndexTables;
use ShopFilter\Index\ProductIndex;
use ShopFilter\Index\Rebuild;
use ShopFilter\Index\SetBuilder;
use ShopFilter\Index\SetStore;
use ShopFilter\Index\SetsRefresh;
use ShopFilter\Kit\Assets\BuildAssets;
use ShopFilter\Kit\Cache\SharedCache;
use ShopFilter\Kit\I18n;
use ShopFilter\Kit\Service;
use ShopFilter\Kit\WooCommerce\Compatibility;
use ShopFilter\Kit\WooCommerce\Dependency;
use ShopFilter\Kit\WooCommerce\WooCommercePlugin;
use ShopFilter\Listing\ProductsMarkup;
use ShopFilter\Query\ArchiveTerm;
use ShopFilter\Query\Engine;
use ShopFilter\Query\MainQuery;
use ShopFilter\Query\SkuSearch;
use ShopFilter\Rest\IndexController;
use ShopFilter\Rest\ResultsController;
use ShopFilter\Rest\RestNamespace;
use ShopFilter\Seo\Robots;
use ShopFilter\Settings\Settings;
use ShopFilter\Settings\WoofImport;
use ShopFilter\Shortcodes\FilterShortcodes;
use ShopFilter\Shortcodes\WoofProducts;

defined( 'ABSPATH' ) || exit;

/**
 * Shop Filter requires WooCommerce: without it, only the translations and a notice are registered.
 */
final class Plugin extends WooCommercePlugin {

	/**
	 * What services() built that the REST routes share.
	 *
	 * @var array{Rebuild, SetStore, Engine, ProductsMarkup}
	 */
	private array $rest_use;

	/**
	 * Registers the services once every plugin is loaded, and the activation hook now.
	 */
	public function register(): void {
		parent::register();
		// Activation runs after plugins_loaded, so boot() cannot see it: the tables are created and filled from here.
		register_activation_hook( FILE, [ self::class, 'activate' ] );
	}

	/** Creates the index tables and queues the rebuild that fills them. */
	public static function activate(): void {
		IndexTables::install();
		( new Rebuild( new ProductIndex() ) )->start();
	}

	/**
	 * Without WooCommerce: the translations and the notice that asks for it.
	 *
	 * @return list<Service>
	 */
	protected function without_woocommerce(): array {
		return [ new I18n( FILE ), new Dependency( 'Shop Filter' ) ];
	}

	/**
	 * The plugin's services, wired explicitly.
	 *
	 * @return list<Service>
	 */
	protected function services(): array {
		$build   = new BuildAssets( DIR, URL );
		$index   = new ProductIndex();
		$rebuild = new Rebuild( $index );
		$sets    = new SetStore( new SetBuilder() );
		$engine  = new Engine( $sets, new SkuSearch() );
		$form    = new PageForm( new FormRenderer(), new FactsSource( $engine ) );
		$markup  = new ProductsMarkup();
		// Shared caches keep the answers (ResultsController); a settings save changes the form drawn into the pages too.
		$results = new SharedCache( [ RestNamespace::NAME . '/results' ], [ Settings::OPTION ], pages: true );

		$this->rest_use = [ $rebuild, $sets, $engine, $markup ];

		return [
			new I18n( FILE ),
			new Scripts( $build ),
			new Settings(),
			new Compatibility( FILE ),
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
			new IndexRepairs( $index ),
			$rebuild,
			new SetsRefresh( $sets, $rebuild ),
			new CategoryMoves( $rebuild ),
			$results,
			// Purged once new sets are what answers are read from (not at each index write: until the build, the site
			// answers from the sets stored before).
			new SetsPurge( $results ),
			new MainQuery( $engine ),
			new Robots(),
		];
	}

	/**
	 * The admin screens' service: the settings page.
	 *
	 * @return list<Service>
	 */
	protected function admin_services(): array {
		return [ new AdminPage() ];
	}

	/**
	 * The REST routes (the answers, the index's state and rebuild, the import of another filter's settings): built when
	 * the REST API starts, sharing the page's index, sets, engine and markup.
	 *
	 * @return list<Service>
	 */
	protected function rest_services(): array {
		[ $rebuild, $sets, $engine, $markup ] = $this->rest_use;

		return [
			new SettingsImportController( new WoofImport() ),
			new IndexController( $rebuild, $sets ),
			new ResultsController( $engine, $markup ),
		];
	}
}
