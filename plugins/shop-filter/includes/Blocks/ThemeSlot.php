<?php
/**
 * The filter in the shop theme's filter slot.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Blocks;

use ShopFilter\Form\PageForm;
use ShopFilter\Kit\Service;
use ShopFilter\Settings\DefaultFilters;
use ShopFilter\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The shop theme asks `shop_theme_filter_slot` for what its filter slot (shop sidebar) and its phone overlay show;
 * without this plugin it lists the categories. The form is rendered once per request and given to both places
 * (it carries no ids, so two copies are valid; CSS shows one). It shows the default filters (WooCommerce > Shop
 * Filter); the filter `shop_filter_theme_slot_config` receives their config (`facets`, `types`, `more_limit`) and
 * may change it (an empty array also means the default filters).
 */
final class ThemeSlot implements Service {

	/** @var string|null The form, once rendered. */
	private ?string $markup = null;

	/**
	 * Constructor.
	 *
	 * @param PageForm $form Renders the form.
	 */
	public function __construct( private PageForm $form ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'shop_theme_filter_slot', [ $this, 'fill' ] );
	}

	/**
	 * The form, for the theme's slot.
	 *
	 * @param string|null $markup What another plugin put there.
	 */
	public function fill( $markup ): ?string {
		if ( is_string( $markup ) ) {
			return $markup;
		}
		$this->markup ??= $this->form->render( (array) apply_filters( 'shop_filter_theme_slot_config', DefaultFilters::config( Settings::get()['default_filters'] ) ) );
		return $this->markup;
	}
}
