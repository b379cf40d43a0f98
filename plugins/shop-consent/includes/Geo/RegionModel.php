<?php
/**
 * Which banner applies in a country.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Geo;

/**
 * Opt-in in the EU/EEA, the UK and Switzerland; opt-out in the US (the states with privacy laws cannot be told apart
 * from a country header, so the whole country gets the notice); no banner elsewhere.
 */
final class RegionModel {

	/** EU member states and the other EEA countries (ISO 3166-1 alpha-2; Greece as both GR and EL). */
	private const EEA = [
		'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'EL', 'HU', 'IE', 'IT', 'LV', 'LT',
		'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO',
	];

	/**
	 * The model and the region code for a country.
	 *
	 * @param string $country ISO 3166-1 alpha-2 code, any case; '' or unknown values when there is none.
	 * @return array{model: string, region: string}
	 */
	public static function for_country( string $country ): array {
		$country = strtoupper( trim( $country ) );
		if ( ! preg_match( '/^[A-Z]{2}$/', $country ) || in_array( $country, [ 'XX', 'T1' ], true ) ) {
			// Unknown (Cloudflare sends XX, T1 for Tor): the strictest model.
			return [
				'model'  => 'optin',
				'region' => '',
			];
		}
		if ( in_array( $country, self::EEA, true ) ) {
			return [
				'model'  => 'optin',
				'region' => 'EU',
			];
		}
		if ( 'GB' === $country || 'UK' === $country ) {
			return [
				'model'  => 'optin',
				'region' => 'UK',
			];
		}
		if ( 'CH' === $country ) {
			return [
				'model'  => 'optin',
				'region' => 'CH',
			];
		}
		return [
			'model'  => 'US' === $country ? 'optout' : 'none',
			'region' => $country,
		];
	}
}
