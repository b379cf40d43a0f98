<?php
/**
 * `[shop_filter]` and the replaced plugin's `[woof]`.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Shortcodes;

use ShopFilter\Form\PageForm;
use ShopFilter\Kit\Service;
use ShopFilter\Settings\WoofFilters;

defined( 'ABSPATH' ) || exit;

/**
 * `[shop_filter facets="product_cat,pa_color,price" types="pa_color:swatch" more_limit="6" start_button="1"
 * redirect="" price_ranges="0-25,25-50,50-100,100-1000" tips="pa_color:Pick a colour"]`; `[woof]` maps the replaced
 * plugin's attributes onto those (`tax_only`, `by_only`, `start_filtering_btn`, `redirect`, `autosubmit`, `is_ajax`),
 * so pages written for it keep a filter. Without `facets` (`tax_only`/`by_only`) both show the default filters of
 * WooCommerce > Shop Filter (FormConfig).
 */
final class FilterShortcodes implements Service {

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
		add_action( 'init', [ $this, 'add_shortcodes' ] );
	}

	/**
	 * Registers both tags.
	 */
	public function add_shortcodes(): void {
		add_shortcode( 'shop_filter', [ $this, 'shop_filter' ] );
		add_shortcode( 'woof', [ $this, 'woof' ] );
	}

	/**
	 * `[shop_filter]`.
	 *
	 * @param array<string, string>|string $atts Shortcode attributes.
	 */
	public function shop_filter( $atts ): string {
		return $this->form->render( self::config( is_array( $atts ) ? $atts : [] ) );
	}

	/**
	 * `[woof]`.
	 *
	 * @param array<string, string>|string $atts Shortcode attributes.
	 */
	public function woof( $atts ): string {
		return $this->form->render( self::woof_config( is_array( $atts ) ? $atts : [] ) );
	}

	/**
	 * Form config of `[shop_filter]` attributes.
	 *
	 * @param array<string, string> $atts Attributes.
	 * @return array<string, mixed>
	 */
	public static function config( array $atts ): array {
		$atts   = shortcode_atts(
			[
				'facets'       => '',
				'types'        => '',
				'more_limit'   => '',
				'start_button' => '',
				'redirect'     => '',
				'price_ranges' => '',
				'tips'         => '',
			],
			$atts,
			'shop_filter'
		);
		$config = [];
		if ( '' !== $atts['facets'] ) {
			$config['facets'] = self::list( $atts['facets'] );
		}
		foreach ( self::list( $atts['types'] ) as $pair ) {
			[ $facet, $type ]           = array_pad( explode( ':', $pair, 2 ), 2, '' );
			$config['types'][ $facet ] = $type;
		}
		if ( '' !== $atts['more_limit'] ) {
			$config['more_limit'] = (int) $atts['more_limit'];
		}
		$config['start_button'] = filter_var( $atts['start_button'], FILTER_VALIDATE_BOOLEAN );
		if ( '' !== $atts['redirect'] ) {
			$config['redirect'] = esc_url_raw( $atts['redirect'] );
		}
		if ( '' !== $atts['tips'] ) {
			$config['tips'] = $atts['tips']; // `pa_color:Pick a colour|price:With tax`: FormConfig reads it.
		}
		if ( '' !== $atts['price_ranges'] ) {
			$config['price_ranges'] = $atts['price_ranges']; // `0-25,25-50`: FormConfig validates it.
		}
		return $config;
	}

	/**
	 * Form config of `[woof]` attributes.
	 *
	 * @param array<string, string> $atts Attributes.
	 * @return array<string, mixed>
	 */
	public static function woof_config( array $atts ): array {
		$facets = [];
		foreach ( self::list( $atts['tax_only'] ?? '' ) as $taxonomy ) {
			$facets[] = $taxonomy;
		}
		foreach ( self::list( $atts['by_only'] ?? '' ) as $by ) {
			if ( isset( WoofFilters::BY[ $by ] ) ) {
				$facets[] = WoofFilters::BY[ $by ];
			}
		}
		$config = [
			'facets'       => $facets ? $facets : null,
			'start_button' => filter_var( $atts['start_filtering_btn'] ?? false, FILTER_VALIDATE_BOOLEAN ),
			'redirect'     => esc_url_raw( $atts['redirect'] ?? '' ),
			'settings'     => [],
		];
		foreach ( [
			'autosubmit' => 'autosubmit',
			'is_ajax'    => 'ajax',
		] as $woof => $setting ) {
			if ( isset( $atts[ $woof ] ) && '-1' !== $atts[ $woof ] ) {
				$config['settings'][ $setting ] = filter_var( $atts[ $woof ], FILTER_VALIDATE_BOOLEAN );
			}
		}
		return array_filter( $config, static fn ( $value ): bool => null !== $value );
	}

	/**
	 * A comma list.
	 *
	 * @param string $value Attribute.
	 * @return list<string>
	 */
	private static function list( string $value ): array {
		return array_values( array_filter( array_map( 'trim', explode( ',', $value ) ), 'strlen' ) );
	}
}
