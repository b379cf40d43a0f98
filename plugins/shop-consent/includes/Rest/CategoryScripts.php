<?php
/**
 * The markup of the optional categories in one language, its version and the categories that have some.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Rest;

use ShopConsent\Settings\Settings;
use ShopConsent\Settings\SettingsSchema;

defined( 'ABSPATH' ) || exit;

/**
 * Scripts vary by language (the replaced plugin sent `wp_lang`): the page puts its locale in the scripts URL and the
 * endpoint answers in that locale, through the filter `shop_consent_category_scripts` that WPML/Polylang sites use to
 * translate the markup. The page (public settings) and the endpoint compute the same version from the same filtered
 * markup, so a versioned URL never changes its answer and may be cached for a year.
 */
final class CategoryScripts {

	public const FILTER = 'shop_consent_category_scripts';

	private const PLACES = [ 'head', 'body', 'footer' ];

	/**
	 * Constructor.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( private Settings $settings ) {}

	/**
	 * The markup of each optional category in the current locale.
	 *
	 * @param string $lang The page's locale, handed to the filter.
	 * @return array<string, array{head: string, body: string, footer: string}>
	 */
	public function markup( string $lang ): array {
		$scripts = $this->settings->get()['scripts'];
		$markup  = [];
		foreach ( SettingsSchema::OPTIONAL_CATEGORIES as $category ) {
			$placed = [];
			foreach ( self::PLACES as $place ) {
				$placed[ $place ] = (string) $scripts[ $category ][ $place ];
			}
			/**
			 * Filters the markup of an optional consent category for a language, e.g. to translate it.
			 *
			 * @param array{head: string, body: string, footer: string} $placed   Markup per place of the page.
			 * @param string                                            $category `thirdparty` or `advanced`.
			 * @param string                                            $lang     The page's locale (`get_locale()`), e.g. `de_DE`.
			 */
			$filtered = apply_filters( self::FILTER, $placed, $category, $lang );
			foreach ( self::PLACES as $place ) {
				$value            = is_array( $filtered ) ? ( $filtered[ $place ] ?? '' ) : '';
				$placed[ $place ] = is_string( $value ) ? $value : '';
			}
			$markup[ $category ] = $placed;
		}
		return $markup;
	}

	/**
	 * The optional categories with markup in at least one place.
	 *
	 * @param array<string, array<string, string>> $markup What markup() returned.
	 * @return list<string>
	 */
	public static function with_markup( array $markup ): array {
		return array_keys( array_filter( $markup, static fn ( array $placed ): bool => '' !== implode( '', $placed ) ) );
	}

	/**
	 * The version of the markup: it changes whenever the markup does.
	 *
	 * @param array<string, array<string, string>> $markup What markup() returned.
	 */
	public static function version( array $markup ): string {
		return substr( md5( (string) wp_json_encode( $markup ) ), 0, 12 );
	}
}
