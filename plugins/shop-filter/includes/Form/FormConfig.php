<?php
/**
 * What a form shows and how it behaves.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

use ShopFilter\Settings\DefaultFilters;
use ShopFilter\Settings\Settings;
use ShopFilter\Settings\SettingsSchema;

defined( 'ABSPATH' ) || exit;

/**
 * Normalises the `$config` array FormRenderer takes (from the block's attributes, a shortcode, or REST) and
 * writes the public part as the form's `data-shop-filter` JSON (DESIGN.md "Form markup").
 */
final class FormConfig {

	/** Display types by facet kind (the default-filters setting's schema says the same). */
	public const TERM_TYPES  = DefaultFilters::TERM_TYPES;
	public const PRICE_TYPES = DefaultFilters::PRICE_TYPES;

	/** The most terms a list shows before "more". */
	public const MAX_MORE_LIMIT = 100;

	/** The ranges of the price dropdown and radio when none are given. */
	public const PRICE_RANGES = [ [ 0, 25 ], [ 25, 50 ], [ 50, 100 ], [ 100, 1000 ] ];

	/** Facets that are not taxonomies. */
	public const OTHER_FACETS = [ 'price', 'rating', 'stock', 'on_sale', 'orderby', 'per_page', 'sku' ];

	/**
	 * Constructor.
	 *
	 * @param list<string>             $facets     Facet keys in order.
	 * @param array<string, string>    $types      Display type by facet.
	 * @param string                   $action     The form's action: the shop or archive link.
	 * @param string                   $base       `<term_id>-<taxonomy>` of an archive, '' on the shop.
	 * @param string                   $listing    `block` or `classic`.
	 * @param string                   $redirect   Page to show results on, '' for the listing itself.
	 * @param array<string, bool|int|string> $settings Settings::get().
	 * @param int                      $more_limit Terms shown before "more".
	 * @param list<array{0: float, 1: float}> $price_ranges Ranges of the price dropdown and radio.
	 * @param bool                     $start_button Whether the form waits for a "Start filtering" press.
	 * @param array<string, string>    $tips       Tooltip text by facet (spec 9: the filter's tooltips).
	 */
	public function __construct(
		public readonly array $facets,
		public readonly array $types,
		public readonly string $action,
		public readonly string $base,
		public readonly string $listing,
		public readonly string $redirect,
		public readonly array $settings,
		public readonly int $more_limit,
		public readonly array $price_ranges,
		public readonly bool $start_button,
		public readonly array $tips = []
	) {}

	/**
	 * Reads a config array; missing keys get their defaults. Without `facets` the form shows the default filters
	 * (setting `default_filters`) with their display types, the config's `types` winning; the more/less limit is
	 * the setting's unless the config gives one.
	 *
	 * @param array<string, mixed> $config Config.
	 */
	public static function from_array( array $config ): self {
		$settings = Settings::get();
		$defaults = DefaultFilters::config( $settings['default_filters'] );
		if ( ! isset( $config['facets'] ) ) {
			$config['facets'] = $defaults['facets'];
			$config['types']  = (array) ( $config['types'] ?? [] ) + $defaults['types'];
		}
		$facets = [];
		foreach ( (array) $config['facets'] as $facet ) {
			if ( is_string( $facet ) && ( in_array( $facet, self::OTHER_FACETS, true ) || Selection::is_taxonomy_key( $facet ) ) ) {
				$facets[ $facet ] = $facet;
			}
		}
		$types = [];
		foreach ( (array) ( $config['types'] ?? [] ) as $facet => $type ) {
			$allowed = 'price' === $facet ? self::PRICE_TYPES : self::TERM_TYPES;
			if ( is_string( $facet ) && in_array( $type, $allowed, true ) ) {
				$types[ $facet ] = $type;
			}
		}
		$ranges = self::price_ranges( $config['price_ranges'] ?? null );
		$redirect = is_string( $config['redirect'] ?? null ) ? $config['redirect'] : '';

		return new self(
			array_values( $facets ),
			$types,
			// A redirect target is where the form goes, with JavaScript or without (spec 2, link building).
			'' !== $redirect ? $redirect : ( is_string( $config['action'] ?? null ) ? $config['action'] : self::shop_link() ),
			is_string( $config['base'] ?? null ) && preg_match( '/^\d+-product_(cat|tag)$/', $config['base'] ) ? $config['base'] : '',
			'classic' === ( $config['listing'] ?? 'block' ) ? 'classic' : 'block',
			$redirect,
			array_merge( $settings, array_intersect_key( (array) ( $config['settings'] ?? [] ), SettingsSchema::switch_defaults() ) ),
			min( self::MAX_MORE_LIMIT, max( 1, (int) ( $config['more_limit'] ?? $defaults['more_limit'] ) ) ),
			$ranges,
			! empty( $config['start_button'] ),
			self::tips( $config['tips'] ?? [] )
		);
	}

	/**
	 * Price ranges from a list of pairs or from text (`0-25,25-50`: the shortcode, the block, REST); the default ones
	 * when none are valid.
	 *
	 * @param mixed $value Ranges.
	 * @return list<array{0: float, 1: float}>
	 */
	private static function price_ranges( $value ): array {
		if ( is_string( $value ) ) {
			$value = array_map( static fn ( string $pair ): array => explode( '-', trim( $pair ), 2 ), explode( ',', $value ) );
		}
		$ranges = [];
		foreach ( (array) ( $value ?? [] ) as $range ) {
			if ( is_array( $range ) && 2 === count( $range ) && is_numeric( reset( $range ) ) && is_numeric( end( $range ) ) && (float) end( $range ) >= (float) reset( $range ) && (float) reset( $range ) >= 0 ) {
				$ranges[] = [ (float) reset( $range ), (float) end( $range ) ];
			}
		}
		return $ranges ? $ranges : array_map( static fn ( array $range ): array => array_map( 'floatval', $range ), self::PRICE_RANGES );
	}

	/**
	 * Tooltip texts by facet: an array, or the shortcode's text `pa_color:Pick a colour|price:With tax`. Plain text.
	 *
	 * @param mixed $value Texts.
	 * @return array<string, string>
	 */
	private static function tips( $value ): array {
		if ( is_string( $value ) ) {
			$pairs = array_map( static fn ( string $pair ): array => array_pad( explode( ':', $pair, 2 ), 2, '' ), explode( '|', $value ) );
			$value = array_column( $pairs, 1, 0 );
		}
		$tips = [];
		foreach ( (array) $value as $facet => $text ) {
			$text  = is_string( $text ) ? sanitize_text_field( $text ) : '';
			$facet = sanitize_key( trim( (string) $facet ) );
			if ( '' !== $facet && '' !== $text ) {
				$tips[ $facet ] = $text;
			}
		}
		return $tips;
	}

	/** The price ranges as text, `0-25,25-50`. */
	public function price_ranges_text(): string {
		return implode( ',', array_map( static fn ( array $range ): string => Selection::number( $range[0] ) . '-' . Selection::number( $range[1] ), $this->price_ranges ) );
	}

	/** How prices are shown (a currency switcher's rate, the tax factor). */
	public function shown_price(): ShownPrice {
		return ShownPrice::from_filters();
	}

	/**
	 * A facet's display type.
	 *
	 * @param string $facet Facet key.
	 */
	public function type( string $facet ): string {
		return $this->types[ $facet ] ?? ( 'price' === $facet ? 'slider' : 'checkbox' );
	}

	/**
	 * A setting.
	 *
	 * @param string $name Setting name.
	 * @return bool|int|string
	 */
	public function setting( string $name ) {
		return $this->settings[ $name ] ?? SettingsSchema::switch_defaults()[ $name ] ?? false;
	}

	/**
	 * The public part, for `data-shop-filter`.
	 *
	 * @return array<string, mixed>
	 */
	public function public_data(): array {
		return [
			'facets'       => $this->facets,
			'types'        => (object) $this->types,
			'ajax'         => (bool) $this->setting( 'ajax' ),
			'autosubmit'   => (bool) $this->setting( 'autosubmit' ),
			'overlay'      => (bool) $this->setting( 'overlay' ),
			'mobile'       => $this->setting( 'mobile' ),
			'base'         => $this->base,
			'listing'      => $this->listing,
			'redirect'     => $this->redirect,
			'moreLimit'    => $this->more_limit,
			'priceRanges'  => $this->price_ranges_text(),
			'tips'         => (object) $this->tips,
			'rest'         => rest_url( 'shop-filter/v1/results' ),
			'plain'        => '' === (string) get_option( 'permalink_structure' ),
			'currencyRate' => $this->shown_price()->rate,
			'taxFactor'    => $this->shown_price()->tax,
			'labels'       => [
				/* translators: %d: number of products */
				'results' => __( '%d products found', 'shop-filter' ),
				'loading' => __( 'Loading…', 'shop-filter' ),
				'error'   => __( 'The products could not be updated. Please try again.', 'shop-filter' ),
				/* translators: %s: a filter's title, such as "Color" */
				'tip'     => __( 'About %s', 'shop-filter' ),
			],
		];
	}

	/**
	 * The shop page's link, or the site's when there is no shop page.
	 */
	public static function shop_link(): string {
		$link = function_exists( 'wc_get_page_permalink' ) ? wc_get_page_permalink( 'shop' ) : '';
		return is_string( $link ) && '' !== $link ? $link : home_url( '/' );
	}
}
