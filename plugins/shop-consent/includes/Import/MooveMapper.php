<?php
/**
 * Maps the options of GDPR Cookie Compliance onto our settings.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Pure: an array of `moove_gdpr_plugin_settings` in, an ImportPlan out. Each key present with a value is either
 * mapped (texts, colours, position, close button, consent lifetime, scripts) or reported with the reason it is not.
 * Empty values are ignored: GDPR Cookie Compliance showed its own default for them, as we show ours.
 */
final class MooveMapper {

	/** Category of our settings for each script prefix of Moove, and the key that turns the category on. */
	private const SCRIPT_CATEGORIES = [
		'moove_gdpr_strictly_'         => [ 'strict', 'moove_gdpr_strictly_ccat_enable' ],
		'moove_gdpr_third_party_'      => [ 'thirdparty', 'moove_gdpr_third_party_cookies_enable' ],
		'moove_gdpr_advanced_cookies_' => [ 'advanced', 'moove_gdpr_advanced_cookies_enable' ],
	];

	private const SCRIPT_PLACES = [
		'header' => 'head',
		'body'   => 'body',
		'footer' => 'footer',
	];

	private const POSITIONS = [
		'top'          => 'top',
		'bottom'       => 'bottom',
		'bottom_left'  => 'bottom-left',
		'bottom_right' => 'bottom-right',
	];

	/** Bar colours of Moove's two schemes (its stylesheet): 1 dark, 2 light. */
	private const SCHEMES = [
		1 => [ '#202020', '#ffffff' ],
		2 => [ '#ffffff', '#202020' ],
	];

	/**
	 * @param array<string, mixed> $moove The stored options.
	 */
	public function map( array $moove ): ImportPlan {
		$values  = [];
		$skipped = [];
		$handled = [];
		foreach ( MooveFields::texts() as $key => [ $field, $label, $rich ] ) {
			$handled[] = $key;
			if ( MooveValues::is_empty( $moove[ $key ] ?? null ) ) {
				continue;
			}
			$text = $rich ? MooveValues::html_text( $moove[ $key ] ) : MooveValues::text( $moove[ $key ] );
			if ( null === $text ) {
				$skipped[] = self::skip( $key, __( 'No text left once the markup was removed.', 'shop-consent' ) );
				continue;
			}
			$values[] = self::value( 'texts.' . $field, $label, $key, $text );
		}
		foreach ( [ 'moove_gdpr_colour_scheme', 'moove_gdpr_brand_colour' ] as $key ) {
			$handled[] = $key;
		}
		$this->colours( $moove, $values, $skipped );
		$this->behaviour( $moove, $values, $skipped, $handled );
		$this->scripts( $moove, $values, $skipped, $handled );

		foreach ( $moove as $key => $value ) {
			$key = (string) $key;
			if ( in_array( $key, $handled, true ) || MooveValues::is_empty( $value ) ) {
				continue;
			}
			$reason = MooveFields::is_translation( $key )
				? __( 'A translation of a text: translate the imported texts with your translation plugin instead.', 'shop-consent' )
				: MooveNotMapped::reason( $key, $value );
			if ( null !== $reason ) {
				$skipped[] = self::skip( $key, $reason );
			}
		}
		return new ImportPlan( $values, $skipped );
	}

	/**
	 * Scheme to background, text and link colours; brand colour to the buttons (Moove draws them white on it).
	 *
	 * @param array<string, mixed>                                                    $moove   Options.
	 * @param list<array{field: string, label: string, source: string, value: mixed}> $values  Mapped so far.
	 * @param list<array{source: string, reason: string}>                             $skipped Skipped so far.
	 */
	private function colours( array $moove, array &$values, array &$skipped ): void {
		$key = 'moove_gdpr_colour_scheme';
		if ( ! MooveValues::is_empty( $moove[ $key ] ?? null ) ) {
			$scheme = self::SCHEMES[ MooveValues::integer( $moove[ $key ] ) ?? 0 ] ?? null;
			if ( null === $scheme ) {
				$skipped[] = self::skip( $key, __( 'Not one of the two colour schemes (1 dark, 2 light).', 'shop-consent' ) );
			} else {
				$values[] = self::value( 'colours.background', __( 'Background colour', 'shop-consent' ), $key, $scheme[0] );
				$values[] = self::value( 'colours.text', __( 'Text colour', 'shop-consent' ), $key, $scheme[1] );
				$values[] = self::value( 'colours.link', __( 'Link colour', 'shop-consent' ), $key, $scheme[1] );
			}
		}
		$key = 'moove_gdpr_brand_colour';
		if ( ! MooveValues::is_empty( $moove[ $key ] ?? null ) ) {
			$brand = MooveValues::colour( $moove[ $key ] );
			if ( null === $brand ) {
				$skipped[] = self::skip( $key, __( 'Not a hex colour.', 'shop-consent' ) );
			} else {
				$values[] = self::value( 'colours.button_background', __( 'Button colour', 'shop-consent' ), $key, $brand );
				$values[] = self::value( 'colours.button_text', __( 'Button text colour', 'shop-consent' ), $key, '#ffffff' );
			}
		}
	}

	/**
	 * Position, close button behaviour (Moove's 1-4 are ours) and consent lifetime.
	 *
	 * @param array<string, mixed>                                                    $moove   Options.
	 * @param list<array{field: string, label: string, source: string, value: mixed}> $values  Mapped so far.
	 * @param list<array{source: string, reason: string}>                             $skipped Skipped so far.
	 * @param list<string>                                                            $handled Keys dealt with.
	 */
	private function behaviour( array $moove, array &$values, array &$skipped, array &$handled ): void {
		$key       = 'moove_gdpr_infobar_position';
		$handled[] = $key;
		if ( ! MooveValues::is_empty( $moove[ $key ] ?? null ) ) {
			$position = is_string( $moove[ $key ] ) ? ( self::POSITIONS[ $moove[ $key ] ] ?? null ) : null;
			if ( null === $position ) {
				$skipped[] = self::skip( $key, __( 'Not a known position.', 'shop-consent' ) );
			} else {
				$values[] = self::value( 'position', __( 'Position', 'shop-consent' ), $key, $position );
			}
		}

		$key       = 'gdpr_close_button_bhv';
		$handled[] = $key;
		$handled[] = 'gdpr_close_button_bhv_redirect';
		if ( ! MooveValues::is_empty( $moove[ $key ] ?? null ) ) {
			$behaviour = MooveValues::integer( $moove[ $key ] );
			$redirect  = MooveValues::url( $moove['gdpr_close_button_bhv_redirect'] ?? null );
			if ( null === $behaviour || $behaviour < 1 || $behaviour > 4 ) {
				$skipped[] = self::skip( $key, __( 'Not one of the four close button behaviours.', 'shop-consent' ) );
			} elseif ( 4 === $behaviour && null === $redirect ) {
				$skipped[] = self::skip( $key, __( 'Redirect without a valid http(s) address.', 'shop-consent' ) );
			} else {
				$values[] = self::value( 'close_behaviour', __( 'Close button', 'shop-consent' ), $key, $behaviour );
				if ( 4 === $behaviour ) {
					$values[] = self::value( 'close_redirect_url', __( 'Redirect URL', 'shop-consent' ), 'gdpr_close_button_bhv_redirect', $redirect );
				}
			}
		}

		$key       = 'moove_gdpr_consent_expiration';
		$handled[] = $key;
		if ( ! MooveValues::is_empty( $moove[ $key ] ?? null ) ) {
			$days = MooveValues::integer( $moove[ $key ] );
			if ( 0 === $days ) {
				$skipped[] = self::skip( $key, __( 'Consent that ends with the browser session is not supported; the lifetime stays as it is.', 'shop-consent' ) );
			} elseif ( null === $days || $days > 730 ) {
				$skipped[] = self::skip( $key, __( 'Not a number of days from 1 to 730.', 'shop-consent' ) );
			} else {
				$values[] = self::value( 'cookie_lifetime_days', __( 'Cookie lifetime in days', 'shop-consent' ), $key, $days );
			}
		}
	}

	/**
	 * Head, body and footer markup per category; only of categories that were on, since only those ran.
	 *
	 * @param array<string, mixed>                                                    $moove   Options.
	 * @param list<array{field: string, label: string, source: string, value: mixed}> $values  Mapped so far.
	 * @param list<array{source: string, reason: string}>                             $skipped Skipped so far.
	 * @param list<string>                                                            $handled Keys dealt with.
	 */
	private function scripts( array $moove, array &$values, array &$skipped, array &$handled ): void {
		foreach ( self::SCRIPT_CATEGORIES as $prefix => [ $category, $switch ] ) {
			$handled[] = $switch;
			$enabled   = 1 === MooveValues::integer( $moove[ $switch ] ?? null );
			foreach ( self::SCRIPT_PLACES as $place => $ours ) {
				$key       = $prefix . $place . '_scripts';
				$handled[] = $key;
				$markup    = MooveValues::markup( $moove[ $key ] ?? null );
				if ( null === $markup ) {
					continue;
				}
				if ( ! $enabled ) {
					$skipped[] = self::skip( $key, __( 'The category was turned off, so these scripts never ran.', 'shop-consent' ) );
					continue;
				}
				$values[] = self::value( "scripts.{$category}.{$ours}", MooveFields::script_label( $category, $ours ), $key, $markup );
			}
		}
	}

	/**
	 * @param string $field  Our field path.
	 * @param string $label  Its label.
	 * @param string $source Moove's key.
	 * @param mixed  $value  The value.
	 * @return array{field: string, label: string, source: string, value: mixed}
	 */
	private static function value( string $field, string $label, string $source, $value ): array {
		return compact( 'field', 'label', 'source', 'value' );
	}

	/**
	 * @param string $source Moove's key.
	 * @param string $reason Why it is not imported.
	 * @return array{source: string, reason: string}
	 */
	private static function skip( string $source, string $reason ): array {
		return compact( 'source', 'reason' );
	}
}
