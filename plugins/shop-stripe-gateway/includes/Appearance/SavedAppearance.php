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
 * so later pages skip the measuring. Kept for a day per theme and per checkout kind (block or classic), as the
 * replaced plugin did, but in one autoloaded option rather than a transient each: a checkout page then reads it with
 * the options WordPress loads anyway, where a missing or expired transient cost a database query on every checkout
 * render (about 1 ms of the block checkout's server time). Anyone may send an appearance, so only Stripe's shape is
 * kept: the keys `theme`, `variables`, `rules`, `labels`, `disableAnimations`, text or number leaves, three levels,
 * under 10 kB; with one entry per theme and kind, and expired entries dropped on each save, the option stays small.
 */
final class SavedAppearance {

	/** Largest JSON accepted, in bytes. */
	public const MAX_BYTES = 10240;

	/** The option holding every kept appearance: key => [ 'appearance' => array, 'expires' => timestamp ]. */
	public const OPTION = 'shop_stripe_gateway_appearances';

	/** Top-level keys of Stripe's appearance object. */
	private const KEYS = [ 'theme', 'variables', 'rules', 'labels', 'disableAnimations' ];

	/**
	 * The entry of a theme and checkout kind.
	 *
	 * @param string $theme Theme (stylesheet) slug.
	 * @param bool   $block Block checkout.
	 */
	public static function key( string $theme, bool $block ): string {
		return ( $block ? 'block_' : 'classic_' ) . md5( $theme );
	}

	/**
	 * The appearance kept for a theme and checkout kind, or null (none, or older than a day).
	 *
	 * @param string $theme Theme (stylesheet) slug.
	 * @param bool   $block Block checkout.
	 * @return array<string, mixed>|null
	 */
	public static function get( string $theme, bool $block ): ?array {
		$entry = self::entries()[ self::key( $theme, $block ) ] ?? null;
		return is_array( $entry ) && is_array( $entry['appearance'] ?? null ) && ( $entry['expires'] ?? 0 ) > time() ? $entry['appearance'] : null;
	}

	/**
	 * Keeps an appearance for a day.
	 *
	 * @param string               $theme      Theme (stylesheet) slug.
	 * @param bool                 $block      Block checkout.
	 * @param array<string, mixed> $appearance A parsed appearance.
	 */
	public static function save( string $theme, bool $block, array $appearance ): void {
		$now     = time();
		$entries = array_filter( self::entries(), static fn ( $entry ): bool => is_array( $entry ) && ( $entry['expires'] ?? 0 ) > $now );

		$entries[ self::key( $theme, $block ) ] = [
			'appearance' => $appearance,
			'expires'    => $now + DAY_IN_SECONDS,
		];
		update_option( self::OPTION, $entries, true );
	}

	/** Forgets every kept appearance: each checkout measures its theme again. */
	public static function forget(): void {
		delete_option( self::OPTION );
	}

	/**
	 * The kept entries. The option is always autoloaded, so when WordPress's loaded options lack it there is none, and
	 * get_option() is not asked (it would query the database for a missing option on every request).
	 *
	 * @return array<string, mixed>
	 */
	private static function entries(): array {
		if ( ! wp_installing() && ! array_key_exists( self::OPTION, wp_load_alloptions() ) ) {
			return [];
		}
		$entries = get_option( self::OPTION, [] );
		return is_array( $entries ) ? $entries : [];
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
