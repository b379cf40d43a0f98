<?php
/**
 * The Payment Element's appearance as the browser computed it from the theme.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Appearance;

defined( 'ABSPATH' ) || exit;

/**
 * The storefront measures the theme's colours and fonts once and sends Stripe's appearance object (spec 7, call 8),
 * so later pages skip the measuring. Kept for a day in a transient per theme and per checkout kind (block or
 * classic), as the replaced plugin did. Anyone may send it, so only Stripe's appearance shape is kept: the keys
 * `theme`, `variables`, `rules`, `labels`, `disableAnimations`, text or number leaves, three levels, under 10 kB.
 */
final class SavedAppearance {

	/** Largest JSON accepted, in bytes. */
	public const MAX_BYTES = 10240;

	/** Top-level keys of Stripe's appearance object. */
	private const KEYS = [ 'theme', 'variables', 'rules', 'labels', 'disableAnimations' ];

	/**
	 * The transient of a theme and checkout kind.
	 *
	 * @param string $theme Theme (stylesheet) slug.
	 * @param bool   $block Block checkout.
	 */
	public static function key( string $theme, bool $block ): string {
		return 'shop_stripe_appearance_' . ( $block ? 'block_' : 'classic_' ) . md5( $theme );
	}

	/**
	 * The appearance kept for a theme and checkout kind, or null.
	 *
	 * @param string $theme Theme (stylesheet) slug.
	 * @param bool   $block Block checkout.
	 * @return array<string, mixed>|null
	 */
	public static function get( string $theme, bool $block ): ?array {
		$saved = get_transient( self::key( $theme, $block ) );
		return is_array( $saved ) ? $saved : null;
	}

	/**
	 * Keeps an appearance.
	 *
	 * @param string               $theme      Theme (stylesheet) slug.
	 * @param bool                 $block      Block checkout.
	 * @param array<string, mixed> $appearance A parsed appearance.
	 */
	public static function save( string $theme, bool $block, array $appearance ): void {
		set_transient( self::key( $theme, $block ), $appearance, DAY_IN_SECONDS );
	}

	/**
	 * The appearance object of a JSON text, or null when it is not one.
	 *
	 * @param string $json What the browser sent.
	 * @return array<string, mixed>|null
	 */
	public static function parse( string $json ): ?array {
		if ( '' === $json || strlen( $json ) > self::MAX_BYTES ) {
			return null;
		}
		$decoded = json_decode( $json, true, 4 );
		if ( ! is_array( $decoded ) || [] === $decoded || array_is_list( $decoded ) || [] !== array_diff( array_keys( $decoded ), self::KEYS ) ) {
			return null;
		}
		return self::plain( $decoded ) ? $decoded : null;
	}

	/**
	 * Whether every leaf is text, a number or a boolean.
	 *
	 * @param array<mixed> $value A decoded part.
	 */
	private static function plain( array $value ): bool {
		foreach ( $value as $key => $item ) {
			if ( ! is_string( $key ) || ( is_array( $item ) ? ! self::plain( $item ) : ! is_scalar( $item ) ) ) {
				return false;
			}
		}
		return true;
	}
}
