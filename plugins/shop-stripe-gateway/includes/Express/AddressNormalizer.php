<?php
/**
 * A wallet's address as WooCommerce stores it.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express;

defined( 'ABSPATH' ) || exit;

/**
 * Apple Pay and Google Pay hand over the state as the shopper's device writes it ("California", "ca", "Calif."
 * is not guessed) and the postcode as typed; WooCommerce validates against its own codes and formats. The country
 * becomes upper case, the state WooCommerce's code for that country when its name or code matches (case and
 * accents as WooCommerce lists them, compared without case), the postcode wc_format_postcode()'s for the country
 * (GB "sw1a1aa" → "SW1A 1AA"). A state no list names is kept as sent: WooCommerce's own checks judge it.
 */
final class AddressNormalizer {

	/** The text fields of WooCommerce's address. */
	private const FIELDS = [ 'first_name', 'last_name', 'company', 'email', 'phone', 'country', 'address_1', 'address_2', 'city', 'state', 'postcode' ];

	/**
	 * An address normalised; fields outside WooCommerce's address are dropped, missing ones stay missing.
	 *
	 * @param array<string, mixed> $address The address as posted.
	 * @return array<string, string>
	 */
	public static function normalize( array $address ): array {
		$clean = [];
		foreach ( self::FIELDS as $field ) {
			if ( is_scalar( $address[ $field ] ?? null ) ) {
				$clean[ $field ] = trim( wc_clean( (string) $address[ $field ] ) );
			}
		}
		if ( isset( $clean['country'] ) ) {
			$clean['country'] = strtoupper( $clean['country'] );
		}
		$country = $clean['country'] ?? '';
		if ( isset( $clean['state'] ) && '' !== $country ) {
			$clean['state'] = self::state( $country, $clean['state'] );
		}
		if ( isset( $clean['postcode'] ) && '' !== $country ) {
			$clean['postcode'] = wc_format_postcode( $clean['postcode'], $country );
		}
		return $clean;
	}

	/**
	 * WooCommerce's code of a state, from its code or its name.
	 *
	 * @param string $country Country code.
	 * @param string $state   State as sent.
	 */
	public static function state( string $country, string $state ): string {
		$states = WC()->countries->get_states( $country );
		if ( ! is_array( $states ) || [] === $states || '' === $state ) {
			return $state;
		}
		$wanted = mb_strtolower( $state );
		foreach ( $states as $code => $name ) {
			if ( mb_strtolower( (string) $code ) === $wanted || mb_strtolower( html_entity_decode( (string) $name, ENT_QUOTES ) ) === $wanted ) {
				return (string) $code;
			}
		}
		return $state;
	}
}
