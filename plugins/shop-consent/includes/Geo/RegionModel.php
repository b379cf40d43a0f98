<?php
/**
 * Which banner applies in a country, or a US state.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Geo;

defined( 'ABSPATH' ) || exit;

/**
 * Opt-in in the EU/EEA, the UK and Switzerland; opt-out in the US states with a privacy law (the list is a setting),
 * no banner in the other states, and the opt-out notice for the whole US when the state is unknown; no banner
 * elsewhere; opt-in when the country is unknown.
 */
final class RegionModel {

	/** EU member states and the other EEA countries (ISO 3166-1 alpha-2; Greece as both GR and EL). */
	private const EEA = [
		'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'EL', 'HU', 'IE', 'IT', 'LV', 'LT',
		'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO',
	];

	/**
	 * US states with a comprehensive consumer privacy law in force or passed by 2026 (opt-out of sale, sharing and
	 * targeted advertising): the default of the `geo.optout_states` setting.
	 */
	public const US_OPTOUT_STATES = [
		'CA', 'CO', 'CT', 'DE', 'IA', 'IN', 'KY', 'MD', 'MN', 'MT', 'NE', 'NH', 'NJ', 'OR', 'RI', 'TN', 'TX', 'UT', 'VA',
	];

	/**
	 * The model and the region code for a location.
	 *
	 * @param string       $location       ISO 3166-1 alpha-2 country, maybe with its subdivision (`US-CA`), any case;
	 *                                     '' or unknown values when there is none.
	 * @param list<string> $optout_states  US states (ISO 3166-2 subdivision codes, `CA`) where the opt-out model applies.
	 * @return array{model: string, region: string}
	 */
	public static function for_location( string $location, array $optout_states = self::US_OPTOUT_STATES ): array {
		$location = strtoupper( trim( $location ) );
		if ( ! preg_match( '/^([A-Z]{2})(?:-([A-Z0-9]{1,3}))?$/D', $location, $part ) || in_array( $part[1], [ 'XX', 'T1' ], true ) ) {
			// Unknown (Cloudflare sends XX, T1 for Tor): the strictest model.
			return self::answer( 'optin', '' );
		}
		$country = $part[1];
		$state   = $part[2] ?? '';
		if ( in_array( $country, self::EEA, true ) ) {
			return self::answer( 'optin', 'EU' );
		}
		if ( 'GB' === $country || 'UK' === $country ) {
			return self::answer( 'optin', 'UK' );
		}
		if ( 'CH' === $country ) {
			return self::answer( 'optin', 'CH' );
		}
		if ( 'US' !== $country ) {
			return self::answer( 'none', $country );
		}
		if ( '' === $state ) {
			// The state is unknown: the notice for the whole country rather than none where a law requires it.
			return self::answer( 'optout', 'US' );
		}
		return self::answer( in_array( $state, $optout_states, true ) ? 'optout' : 'none', 'US-' . $state );
	}

	/**
	 * @param string $model  `optin`, `optout` or `none`.
	 * @param string $region Region code.
	 * @return array{model: string, region: string}
	 */
	private static function answer( string $model, string $region ): array {
		return [
			'model'  => $model,
			'region' => $region,
		];
	}
}
