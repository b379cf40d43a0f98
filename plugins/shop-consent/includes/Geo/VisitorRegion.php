<?php
/**
 * The region model of the current visitor, from the CDN in front of the site.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Geo;

use ShopConsent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Geo headers are only as good as whoever sets them: without a CDN that overwrites them, any visitor can send
 * `CF-IPCountry: JP` and get no banner. So they are read only from the CDN the admin says is in front (setting
 * `geo.cdn`): Cloudflare (`CF-IPCountry`, `CF-Region-Code` from its visitor-location headers), CloudFront
 * (`CloudFront-Viewer-Country`, `CloudFront-Viewer-Country-Region`) or custom header names; `none` reads no header.
 * The filter `shop_consent_geo_country` has the last word and may answer a country or a country and state (`US-CA`).
 * Per visitor: for uncached answers only (the geo route, wp_get_consent_type on uncached requests).
 */
final class VisitorRegion {

	/** Country and region headers of each CDN. */
	public const CDN_HEADERS = [
		'cloudflare' => [ 'CF-IPCountry', 'CF-Region-Code' ],
		'cloudfront' => [ 'CloudFront-Viewer-Country', 'CloudFront-Viewer-Country-Region' ],
	];

	public const CDNS = [ 'none', 'cloudflare', 'cloudfront', 'custom' ];

	/**
	 * Constructor.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( private Settings $settings ) {}

	/**
	 * The model and region of the current visitor; opt-in everywhere while geo rules are off.
	 *
	 * @return array{model: string, region: string}
	 */
	public function answer(): array {
		$geo = $this->settings->get()['geo'];
		if ( ! $geo['enabled'] ) {
			return [
				'model'  => 'optin',
				'region' => '',
			];
		}
		return RegionModel::for_location( $this->location( $geo ), array_map( 'strval', (array) $geo['optout_states'] ) );
	}

	/**
	 * The visitor's country (and state) from the trusted headers, then the filter.
	 *
	 * @param array<string, mixed> $geo The geo settings.
	 */
	private function location( array $geo ): string {
		[ $country_header, $region_header ] = 'custom' === $geo['cdn']
			? [ (string) $geo['header'], (string) $geo['region_header'] ]
			: ( self::CDN_HEADERS[ $geo['cdn'] ] ?? [ '', '' ] );
		$country  = self::header( $country_header );
		$region   = self::header( $region_header );
		$location = '' !== $country && '' !== $region ? $country . '-' . $region : $country;
		/**
		 * Filters the visitor's location, for custom resolvers: an ISO 3166-1 alpha-2 country, or a country and its
		 * ISO 3166-2 subdivision (`US-CA`), so the opt-out model can apply per US state.
		 *
		 * @param string $location Location from the trusted CDN headers, '' when none.
		 */
		return (string) apply_filters( 'shop_consent_geo_country', $location );
	}

	/**
	 * One request header, '' when absent or not a short code.
	 *
	 * @param string $name Header name, '' for none.
	 */
	private static function header( string $name ): string {
		if ( '' === $name ) {
			return '';
		}
		$key   = 'HTTP_' . strtoupper( str_replace( '-', '_', $name ) );
		$value = isset( $_SERVER[ $key ] ) && is_string( $_SERVER[ $key ] ) ? trim( sanitize_text_field( wp_unslash( $_SERVER[ $key ] ) ) ) : '';
		return 1 === preg_match( '/^[A-Za-z0-9]{1,3}$/D', $value ) ? $value : '';
	}
}
