<?php
/**
 * The filter form's markup.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopFilter\Form\Facts;
use ShopFilter\Form\FormConfig;
use ShopFilter\Form\FormRenderer;
use ShopFilter\Form\Selection;
use ShopFilter\Tests\Support\CatalogueTestCase;

require_once __DIR__ . '/Support/CatalogueTestCase.php';

/**
 * DESIGN.md "Form markup", per filter type, over the seeded catalogue's terms (counts given, not computed: the
 * engine's counts are QueryEngineTest's).
 */
final class FormRendererTest extends CatalogueTestCase {

	protected const CATALOGUE_SIZE = 3;

	/**
	 * Renders a form.
	 *
	 * @param array<string, mixed>           $config Config.
	 * @param array<string, string>          $params Query parameters of the selection.
	 * @param array<string, array<int, int>> $counts Counts by facet.
	 */
	private function form( array $config, array $params = [], array $counts = [] ): string {
		$facts = new Facts(
			$counts,
			[
				'min' => 10.0,
				'max' => 90.0,
			],
			5
		);
		return ( new FormRenderer() )->render_selection( Selection::from_params( $params ), $facts, FormConfig::from_array( $config + [ 'action' => 'https://shop.test/shop/' ] ) );
	}

	/** Counts of the colours: red 4, blue 0, green 2. */
	private function color_counts(): array {
		$terms = $this->catalogue->terms;
		return [
			'pa_color' => [
				$terms['pa_color:red']   => 4,
				$terms['pa_color:blue']  => 0,
				$terms['pa_color:green'] => 2,
			],
		];
	}

	public function test_the_form_is_a_get_form_to_the_listing_with_the_marker_and_its_config(): void {
		$html = $this->form( [ 'facets' => [ 'pa_color' ] ] );

		$this->assertStringContainsString( '<form class="shop-filter shop-filter--panel" method="get" action="https://shop.test/shop/"', $html );
		$this->assertStringContainsString( '<input type="hidden" name="filter" value="1">', $html );
		$this->assertStringContainsString( 'data-shop-filter="{&quot;facets&quot;:[&quot;pa_color&quot;]', $html );
		$this->assertStringContainsString( '<button type="submit" class="shop-filter__submit">', $html );
		$this->assertStringContainsString( '<a class="shop-filter__reset" href="https://shop.test/shop/">Reset</a>', $html );
		$this->assertStringContainsString( 'role="status"', $html );
	}

	public function test_a_plain_permalink_action_keeps_its_query_as_hidden_inputs(): void {
		$html = $this->form( [ 'action' => 'https://shop.test/?page_id=5' ] );

		$this->assertStringContainsString( '<input type="hidden" name="page_id" value="5">', $html );
	}

	public function test_attribute_checkboxes_carry_slug_term_id_count_and_state(): void {
		$red  = $this->catalogue->terms['pa_color:red'];
		$html = $this->form( [ 'facets' => [ 'pa_color' ] ], [ 'pa_color' => 'red' ], $this->color_counts() );

		$this->assertStringContainsString( '<fieldset class="shop-filter__facet" data-facet="pa_color" data-type="checkbox"><legend><button type="button" class="shop-filter__toggle" aria-expanded="true">Color</button></legend>', $html );
		$this->assertStringContainsString( '<input type="checkbox" name="pa_color[]" value="red" data-term-id="' . $red . '" checked> RED</label> <span class="shop-filter__count">(4)</span>', $html );
	}

	public function test_empty_terms_are_hidden_or_shown_disabled_with_hide_empty(): void {
		$hidden = $this->form( [ 'facets' => [ 'pa_color' ] ], [], $this->color_counts() );
		$shown  = $this->form( [ 'facets' => [ 'pa_color' ], 'settings' => [ 'hide_empty' => false ] ], [], $this->color_counts() );

		$this->assertStringNotContainsString( 'value="blue"', $hidden );
		$this->assertMatchesRegularExpression( '/value="blue" data-term-id="\d+" disabled> BLUE<\/label> <span class="shop-filter__count">\(0\)/', $shown );
	}

	public function test_a_chosen_empty_term_stays_so_it_can_be_unchosen(): void {
		$html = $this->form( [ 'facets' => [ 'pa_color' ] ], [ 'pa_color' => 'blue' ], $this->color_counts() );

		$this->assertMatchesRegularExpression( '/value="blue" data-term-id="\d+" checked>/', $html );
	}

	public function test_counts_can_be_switched_off(): void {
		$html = $this->form( [ 'facets' => [ 'pa_color' ], 'settings' => [ 'show_counts' => false ] ], [], $this->color_counts() );

		$this->assertStringNotContainsString( 'shop-filter__count', $html );
	}

	public function test_categories_nest_child_lists_with_a_toggle(): void {
		$html = $this->form( [ 'facets' => [ 'product_cat' ] ] );

		$this->assertMatchesRegularExpression( '/value="clothing"[^>]*> Clothing<\/label>.*<button type="button" class="shop-filter__child-toggle" aria-expanded="true" aria-label="Subcategories of Clothing"><\/button><ul class="shop-filter__children shop-filter__children--clothing">.*value="shirts"/s', $html );
	}

	public function test_terms_beyond_the_limit_hide_behind_more_and_a_chosen_one_expands_them(): void {
		$closed = $this->form( [ 'facets' => [ 'pa_color' ], 'more_limit' => 1, 'settings' => [ 'hide_empty' => false ] ] );
		$open   = $this->form( [ 'facets' => [ 'pa_color' ], 'more_limit' => 1, 'settings' => [ 'hide_empty' => false ] ], [ 'pa_color' => 'green' ] );

		$this->assertStringContainsString( '<li class="shop-filter__extra">', $closed );
		$this->assertStringContainsString( '<button type="button" class="shop-filter__more" aria-expanded="false"', $closed );
		$this->assertStringContainsString( '<ul class="shop-filter__list is-expanded">', $open );
		$this->assertStringContainsString( 'aria-expanded="true" data-more="Show more" data-less="Show less">Show less</button>', $open );
	}

	public function test_radio_terms_have_a_reset_link_while_one_is_chosen(): void {
		$none   = $this->form( [ 'facets' => [ 'pa_size' ], 'types' => [ 'pa_size' => 'radio' ] ] );
		$chosen = $this->form( [ 'facets' => [ 'pa_size', 'pa_color' ], 'types' => [ 'pa_size' => 'radio' ] ], [ 'pa_size' => 's', 'pa_color' => 'red' ] );

		$this->assertMatchesRegularExpression( '/<input type="radio" name="pa_size" value="s" data-term-id="\d+">/', $none );
		$this->assertStringNotContainsString( 'shop-filter__radio-reset', $none );
		$this->assertStringContainsString( '<a class="shop-filter__radio-reset" href="https://shop.test/shop/?filter=1&#038;pa_color=red" data-reset="pa_size">Reset</a>', $chosen );
	}

	public function test_dropdown_and_multiple_select(): void {
		$select = $this->form( [ 'facets' => [ 'pa_color' ], 'types' => [ 'pa_color' => 'select' ] ], [ 'pa_color' => 'green' ] );
		$multi  = $this->form( [ 'facets' => [ 'pa_color' ], 'types' => [ 'pa_color' => 'multiselect' ] ] );

		$this->assertStringContainsString( '<select class="shop-filter__select" name="pa_color" aria-label="Color"><option value="">Select an Option</option>', $select );
		$this->assertMatchesRegularExpression( '/<option value="green" data-term-id="\d+" selected>GREEN \(\d+\)<\/option>/', $select );
		$this->assertStringContainsString( 'name="pa_color[]" aria-label="Color" multiple', $multi );
		$this->assertStringContainsString( 'title="Select Some Options"', $multi );
		$this->assertStringContainsString( '<input type="search" class="shop-filter__option-search" aria-label="Search Color" placeholder="Select Some Options" autocomplete="off">', $multi );
		$this->assertStringContainsString( '<span class="shop-filter__no-match" role="status" data-message="No results match"></span>', $multi );
		$this->assertStringNotContainsString( 'shop-filter__option-search', $select );
	}

	public function test_swatches_take_the_term_colour_and_keep_a_label_for_screen_readers(): void {
		update_term_meta( $this->catalogue->terms['pa_color:red'], 'color', '#c00' );
		$html = $this->form( [ 'facets' => [ 'pa_color' ], 'types' => [ 'pa_color' => 'swatch' ] ] );

		$this->assertMatchesRegularExpression( '/<label class="shop-filter__swatch" title="RED"><input type="checkbox" name="pa_color\[\]" value="red"[^>]*><span class="shop-filter__dot" style="--shop-filter-swatch:#c00" aria-hidden="true"><\/span><span class="screen-reader-text">RED<\/span><\/label>/', $html );
		$this->assertStringContainsString( 'style="--shop-filter-swatch:green"', $html );
	}

	public function test_the_price_slider_has_two_ranges_a_grid_and_two_named_boxes(): void {
		$html = $this->form( [ 'facets' => [ 'price' ] ], [ 'min_price' => '20', 'max_price' => '50' ] );

		$this->assertStringContainsString( '<input type="range" class="shop-filter__range shop-filter__range--min" min="10" max="90" step="1" value="20" aria-label="Minimum price">', $html );
		$this->assertStringContainsString( '<input type="range" class="shop-filter__range shop-filter__range--max" min="10" max="90" step="1" value="50" aria-label="Maximum price">', $html );
		$this->assertStringContainsString( '<ol class="shop-filter__ticks" aria-hidden="true"><li>$10.00</li><li>$30.00</li><li>$50.00</li><li>$70.00</li><li>$90.00</li></ol>', $html );
		$this->assertStringContainsString( 'name="min_price" min="0" step="any" inputmode="decimal" value="20" placeholder="10"', $html );
		$this->assertStringContainsString( 'name="max_price" min="0" step="any" inputmode="decimal" value="50" placeholder="90"', $html );
	}

	public function test_price_ranges_use_minus_one_for_none_and_min_dash_max(): void {
		$select = $this->form( [ 'facets' => [ 'price' ], 'types' => [ 'price' => 'ranges-select' ], 'price_ranges' => [ [ 0, 25 ], [ 25, 50 ] ] ], [ 'min_price' => '25', 'max_price' => '50' ] );
		$radio  = $this->form( [ 'facets' => [ 'price' ], 'types' => [ 'price' => 'ranges-radio' ], 'price_ranges' => [ [ 0, 25 ] ] ] );

		$this->assertStringContainsString( '<option value="-1">Any price</option><option value="0-25">$0.00 – $25.00</option><option value="25-50" selected=\'selected\'>$25.00 – $50.00</option>', $select );
		$this->assertStringContainsString( '<input type="radio" name="price_range" value="-1" checked=\'checked\'> Any price', $radio );
	}

	public function test_rating_links_carry_min_rating_and_the_chosen_one_unchooses(): void {
		$html = $this->form( [ 'facets' => [ 'rating' ] ], [ 'min_rating' => '4' ] );

		$this->assertStringContainsString( '<input type="hidden" name="min_rating" value="4">', $html );
		$this->assertStringContainsString( '<a class="shop-filter__rating" href="https://shop.test/shop/" data-rating="4" aria-current="true">', $html );
		$this->assertStringContainsString( '<a class="shop-filter__rating" href="https://shop.test/shop/?filter=1&#038;min_rating=3" data-rating="3">', $html );
	}

	public function test_stock_on_sale_sort_per_page_and_sku(): void {
		$html = $this->form( [ 'facets' => [ 'stock', 'on_sale', 'orderby', 'per_page', 'sku' ] ], [ 'stock' => 'instock', 'orderby' => 'price', 'per_page' => '24', 'sku' => 'AB-1' ] );

		$this->assertStringContainsString( '<input type="checkbox" name="stock" value="instock" checked> In stock only', $html );
		$this->assertStringContainsString( '<input type="checkbox" name="on_sale" value="1"> On sale only', $html );
		$this->assertStringContainsString( '<option value="price" selected=\'selected\'>Sort by price: low to high</option>', $html );
		$this->assertStringContainsString( '<option value="24" selected=\'selected\'>24</option>', $html );
		$this->assertStringContainsString( '<input type="search" class="shop-filter__sku" name="sku" maxlength="64" value="AB-1" aria-label="Search by SKU">', $html );
	}

	public function test_chips_name_each_active_value_and_price_is_one_chip(): void {
		$html = $this->form( [ 'facets' => [ 'pa_color', 'price' ] ], [ 'pa_color' => 'red,green', 'min_price' => '10', 'max_price' => '50' ] );

		$this->assertStringContainsString( '<a class="shop-filter__chip" role="button" href="https://shop.test/shop/?filter=1&#038;pa_color=green&#038;min_price=10&#038;max_price=50" data-key="pa_color" data-value="red" aria-label="Remove filter: RED">RED</a>', $html );
		$this->assertStringContainsString( 'data-key="price" data-value="" aria-label="Remove filter: Price: $10.00 – $50.00">Price: $10.00 – $50.00</a>', $html );
		$this->assertStringContainsString( '<a class="shop-filter__clear" role="button" href="https://shop.test/shop/">Clear all</a>', $html );
	}

	public function test_no_chips_without_a_filter(): void {
		$this->assertStringContainsString( '<div class="shop-filter__chips"></div>', $this->form( [ 'facets' => [ 'pa_color' ] ] ) );
	}

	public function test_everything_is_escaped(): void {
		wp_update_term( $this->catalogue->terms['pa_color:red'], 'pa_color', [ 'name' => '<img src=x onerror=alert(1)>"Red' ] );
		$html = $this->form( [ 'facets' => [ 'pa_color', 'sku' ], 'action' => 'https://shop.test/shop/?"><script>' ], [ 'pa_color' => 'red', 'sku' => '"><b>' ] );

		$this->assertStringNotContainsString( '<img', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		$this->assertStringContainsString( '> &quot;Red</label>', $html );
		$this->assertStringContainsString( 'value="&quot;&gt;"', $html );
	}

	public function test_the_start_button_replaces_the_facets_until_pressed(): void {
		$html = $this->form( [ 'facets' => [ 'pa_color' ], 'start_button' => true ] );

		$this->assertStringContainsString( '<div class="shop-filter__zone"><button type="button" class="shop-filter__start" data-loading-label="Loading…">Start filtering</button></div>', $html );
		$this->assertStringContainsString( '&quot;start&quot;:true', $html );
	}
}
