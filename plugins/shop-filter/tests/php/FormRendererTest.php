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
use ShopFilter\Form\PlainSubmitPrices;
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
		$this->assertStringContainsString( 'role="status"', $html );
	}

	public function test_the_zone_says_how_many_products_match_when_the_facts_know(): void {
		$known   = $this->form( [ 'facets' => [ 'pa_color' ] ] );
		$unknown = ( new FormRenderer() )->render_selection( Selection::from_params( [] ), new Facts(), FormConfig::from_array( [ 'facets' => [ 'pa_color' ] ] ) );

		// The core announces it when it draws the zone from a page (the router path), as it does the REST count.
		$this->assertStringContainsString( '<div class="shop-filter__zone" data-total="5">', $known );
		$this->assertStringContainsString( '<div class="shop-filter__zone">', $unknown );
	}

	public function test_reset_returns_to_the_shop_page_link_also_from_a_category_archive(): void {
		$html = $this->form( [ 'facets' => [ 'pa_color' ], 'action' => 'https://shop.test/product-category/clothing/' ] );

		$this->assertStringContainsString( '<a class="shop-filter__reset" href="' . esc_url( wc_get_page_permalink( 'shop' ) ) . '">Reset</a>', $html, 'spec 2: Reset returns to the shop page link' );
		$this->assertStringContainsString( 'action="https://shop.test/product-category/clothing/"', $html );
	}

	public function test_a_redirect_target_is_the_forms_action_and_the_category_travels_as_base(): void {
		$html = $this->form( [ 'facets' => [ 'pa_color' ], 'redirect' => 'https://shop.test/results/', 'base' => $this->catalogue->terms['clothing'] . '-product_cat' ] );

		$this->assertStringContainsString( 'method="get" action="https://shop.test/results/"', $html, 'without JavaScript too, the form goes to the redirect page' );
		$this->assertStringContainsString( '<input type="hidden" name="base" value="' . $this->catalogue->terms['clothing'] . '-product_cat">', $html );
		$this->assertStringNotContainsString( 'name="base"', $this->form( [ 'facets' => [ 'pa_color' ] ] ), 'no category, no reference' );
	}

	public function test_hide_empty_hides_the_ratings_that_would_match_nothing_but_the_chosen_one(): void {
		$counts = [ 'rating' => [ 5 => 0, 4 => 0, 3 => 2, 2 => 3, 1 => 3 ] ];
		$hidden = $this->form( [ 'facets' => [ 'rating' ] ], [ 'min_rating' => '4' ], $counts );
		$shown  = $this->form( [ 'facets' => [ 'rating' ], 'settings' => [ 'hide_empty' => false ] ], [], $counts );

		$this->assertStringContainsString( 'data-rating="4" aria-current="true"', $hidden, 'chosen: kept, to unchoose it' );
		$this->assertStringNotContainsString( 'data-rating="5"', $hidden );
		$this->assertStringContainsString( 'data-rating="3"', $hidden );
		$this->assertStringContainsString( 'data-rating="4"', $shown );
	}

	public function test_prices_are_shown_at_the_currency_rate_and_tax_factor_and_submitted_back_in_shop_prices(): void {
		add_filter( 'shop_filter_currency_rate', $rate = static fn (): float => 2.0 );
		add_filter( 'shop_filter_tax_factor', $tax = static fn (): float => 1.5 );
		try {
			$slider = $this->form( [ 'facets' => [ 'price' ] ], [ 'min_price' => '20', 'max_price' => '50' ] );
			$text   = $this->form( [ 'facets' => [ 'price' ], 'types' => [ 'price' => 'text' ] ], [ 'min_price' => '20', 'max_price' => '50' ] );
			$ranges = $this->form( [ 'facets' => [ 'price' ], 'types' => [ 'price' => 'ranges-select' ], 'price_ranges' => '0-25' ] );
		} finally {
			remove_filter( 'shop_filter_currency_rate', $rate );
			remove_filter( 'shop_filter_tax_factor', $tax );
		}

		// Slider: shop prices 10-90 shown × 2 × 1.5; the chosen 20-50 likewise; the boxes beside it show the handles.
		$this->assertStringContainsString( 'shop-filter__range--min" min="30" max="270" step="1" value="60"', $slider );
		$this->assertStringContainsString( 'shop-filter__range--max" min="30" max="270" step="1" value="150"', $slider );
		$this->assertStringContainsString( '<ol class="shop-filter__ticks" aria-hidden="true"><li style="--shop-filter-tick:0">$30.00</li><li style="--shop-filter-tick:0.25">$90.00</li><li style="--shop-filter-tick:0.5">$150.00</li><li style="--shop-filter-tick:0.75">$210.00</li><li style="--shop-filter-tick:1">$270.00</li></ol>', $slider );
		$this->assertStringContainsString( 'name="min_price" min="0" step="any" inputmode="decimal" value="60"', $slider );
		$this->assertStringContainsString( 'Price: $60.00 – $150.00', $slider, 'the chip shows what the slider shows' );
		$this->assertStringContainsString( '<input type="hidden" name="price_shown" value="slider">', $slider );
		$this->assertStringContainsString( '&quot;currencyRate&quot;:2,&quot;taxFactor&quot;:1.5', $slider, 'the core divides by the same' );
		// Number boxes: × 2 only (spec 5 divides them by the rate alone).
		$this->assertStringContainsString( 'name="min_price" min="0" step="any" inputmode="decimal" value="40" placeholder="20"', $text );
		$this->assertStringContainsString( '<input type="hidden" name="price_shown" value="text">', $text );
		// Ranges: values stay shop prices, labels are shown prices.
		$this->assertStringContainsString( '<option value="0-25">$0.00 – $50.00</option>', $ranges );

		// Without JavaScript the boxes submit what they show: back to shop prices before any query reads them.
		$saved = $_GET;
		add_filter( 'shop_filter_currency_rate', $rate );
		add_filter( 'shop_filter_tax_factor', $tax );
		try {
			$_GET = [ 'filter' => '1', 'min_price' => '60', 'max_price' => '150', 'price_shown' => 'slider' ];
			( new PlainSubmitPrices() )->convert();
			$slider_get = $_GET;
			$_GET = [ 'filter' => '1', 'min_price' => '40.01', 'price_shown' => 'text' ];
			( new PlainSubmitPrices() )->convert();
			$text_get = $_GET;
		} finally {
			$_GET = $saved;
			remove_filter( 'shop_filter_currency_rate', $rate );
			remove_filter( 'shop_filter_tax_factor', $tax );
		}
		$this->assertSame( [ 'filter' => '1', 'min_price' => '20', 'max_price' => '50' ], $slider_get );
		$this->assertSame( [ 'filter' => '1', 'min_price' => '20.01' ], $text_get, 'a box is rounded up to a cent' );
	}

	public function test_prices_are_shown_as_they_are_without_a_rate_or_factor(): void {
		$html = $this->form( [ 'facets' => [ 'price' ] ], [ 'min_price' => '20' ] );

		$this->assertStringNotContainsString( 'price_shown', $html );
		$this->assertStringContainsString( 'shop-filter__range--min" min="10" max="90" step="1" value="20"', $html );
	}

	public function test_tooltip_texts_reach_the_core_as_plain_text_by_facet(): void {
		$html = $this->form( [ 'facets' => [ 'pa_color', 'price' ], 'tips' => 'pa_color:Pick <b>one</b> colour|price:With tax|:nameless' ] );
		$json = json_decode( html_entity_decode( (string) preg_replace( '/^.*data-shop-filter="([^"]*)".*$/s', '$1', $html ) ), true );

		$this->assertSame( [ 'pa_color' => 'Pick one colour', 'price' => 'With tax' ], $json['tips'] );
		$this->assertSame( 'About %s', $json['labels']['tip'] );
	}

	public function test_price_ranges_come_from_text_and_bad_ones_are_left_out(): void {
		$html = $this->form( [ 'facets' => [ 'price' ], 'types' => [ 'price' => 'ranges-radio' ], 'price_ranges' => '0-9.5, 9.5-20,20-10,cheap' ] );
		$none = $this->form( [ 'facets' => [ 'price' ], 'types' => [ 'price' => 'ranges-radio' ], 'price_ranges' => 'cheap' ] );

		$this->assertStringContainsString( 'value="0-9.5"', $html );
		$this->assertStringContainsString( 'value="9.5-20"', $html );
		$this->assertStringNotContainsString( 'value="20-10"', $html );
		$this->assertStringContainsString( 'value="100-1000"', $none, 'the default ranges when none is valid' );
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
		$this->assertStringContainsString( '<ol class="shop-filter__ticks" aria-hidden="true"><li style="--shop-filter-tick:0">$10.00</li><li style="--shop-filter-tick:0.25">$30.00</li><li style="--shop-filter-tick:0.5">$50.00</li><li style="--shop-filter-tick:0.75">$70.00</li><li style="--shop-filter-tick:1">$90.00</li></ol>', $html );
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
		$saved_uri              = $_SERVER['REQUEST_URI'] ?? '';
		$saved_get              = $_GET;
		$_SERVER['REQUEST_URI'] = '/find/?filter=1';
		try {
			$html = $this->form( [ 'facets' => [ 'pa_color' ], 'start_button' => true ] );
			$_GET = [ 'start_filtering' => '1' ];
			$pressed = $this->form( [ 'facets' => [ 'pa_color' ], 'start_button' => true ] );
		} finally {
			$_SERVER['REQUEST_URI'] = $saved_uri;
			$_GET                   = $saved_get;
		}

		// A link to the same page that draws the fields: the core loads them in place, without JavaScript it navigates.
		$this->assertStringContainsString( '<div class="shop-filter__zone" data-total="5"><a class="shop-filter__start" role="button" href="/find/?filter=1&#038;start_filtering=1" data-loading-label="Loading…">Start filtering</a></div>', $html );
		$this->assertStringNotContainsString( 'type="checkbox"', $html );
		$this->assertStringContainsString( '&quot;start&quot;:true', $html );
		$this->assertStringNotContainsString( 'shop-filter__start', $pressed );
		$this->assertStringContainsString( 'name="pa_color[]"', $pressed );
	}
}
