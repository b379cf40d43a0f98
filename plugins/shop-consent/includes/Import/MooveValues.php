<?php
/**
 * Reads single values of GDPR Cookie Compliance into the shapes of our settings.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Each reader returns the value in our shape, or null when the stored value cannot be used (the mapper then
 * reports it as skipped). No reader touches the database.
 */
final class MooveValues {

	/** Moove's shortcodes that turn their text into one of its buttons, with that text. */
	private const BUTTONS = '#[\[{](accept|setting|reject|close)[\]}].*?[\[{]/\1[\]}]#is';

	/** The same shortcodes' markers alone. */
	private const BUTTON_MARKERS = '#[\[{]/?(accept|setting|reject|close)[\]}]#i';

	/** Ends of paragraphs and lines. */
	private const BREAKS = '#<(?:br|/p|/div|/li|/h[1-6])\b[^>]*>#i';

	/**
	 * A plain label: tags removed, entities decoded, white space collapsed.
	 *
	 * @param mixed $value Stored value.
	 */
	public static function text( $value ): ?string {
		if ( ! is_scalar( $value ) ) {
			return null;
		}
		$text = html_entity_decode( wp_strip_all_tags( (string) $value ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$text = trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
		return '' === $text ? null : $text;
	}

	/**
	 * Rich text (the bar message, the tab contents) as the plain text our banner shows. Moove writes its buttons
	 * into the text as shortcodes: a paragraph holding only buttons ("[accept]Accept[/accept]") is dropped, since
	 * our bar has its own; a button inside a sentence ("switch them off in [setting]settings[/setting].") keeps
	 * its words. Paragraphs and line breaks are joined with a space.
	 *
	 * @param mixed $value Stored HTML.
	 */
	public static function html_text( $value ): ?string {
		if ( ! is_scalar( $value ) ) {
			return null;
		}
		$kept = [];
		foreach ( (array) preg_split( self::BREAKS, (string) $value ) as $segment ) {
			if ( null !== self::text( (string) preg_replace( self::BUTTONS, '', (string) $segment ) ) ) {
				$kept[] = (string) preg_replace( self::BUTTON_MARKERS, '', (string) $segment );
			}
		}
		return self::text( implode( ' ', $kept ) );
	}

	/**
	 * A hex colour with its "#" (Moove's colour picker may store it without).
	 *
	 * @param mixed $value Stored colour.
	 */
	public static function colour( $value ): ?string {
		if ( ! is_string( $value ) ) {
			return null;
		}
		$hex = ltrim( trim( $value ), '#' );
		return 1 === preg_match( '/^([0-9a-f]{3}|[0-9a-f]{6})$/i', $hex ) ? '#' . strtolower( $hex ) : null;
	}

	/**
	 * A whole number from a stored string or number.
	 *
	 * @param mixed $value Stored value.
	 */
	public static function integer( $value ): ?int {
		if ( is_int( $value ) ) {
			return $value;
		}
		if ( is_string( $value ) && 1 === preg_match( '/^\s*\d+\s*$/', $value ) ) {
			return (int) $value;
		}
		return null;
	}

	/**
	 * An http(s) address.
	 *
	 * @param mixed $value Stored URL.
	 */
	public static function url( $value ): ?string {
		if ( ! is_string( $value ) ) {
			return null;
		}
		$url = esc_url_raw( trim( $value ), [ 'http', 'https' ] );
		return '' === $url ? null : $url;
	}

	/**
	 * Script markup, stored serialized by Moove.
	 *
	 * @param mixed $value Stored markup.
	 */
	public static function markup( $value ): ?string {
		$markup = self::unserialized( $value );
		if ( ! is_string( $markup ) || '' === trim( $markup ) ) {
			return null;
		}
		return $markup;
	}

	/**
	 * Whether a stored value counts as empty (nothing to import, nothing to report).
	 *
	 * @param mixed $value Stored value.
	 */
	public static function is_empty( $value ): bool {
		$value = self::unserialized( $value );
		return null === $value || ( is_string( $value ) && '' === trim( $value ) ) || [] === $value;
	}

	/**
	 * A value that may be serialized, unserialized without ever creating an object: the option comes from another
	 * plugin (or a tool that copied it), and unserializing an object could run code of any loaded class
	 * (`__wakeup`, `__destruct`). An object comes back as __PHP_Incomplete_Class, which no reader accepts.
	 *
	 * @param mixed $value Stored value.
	 * @return mixed
	 */
	public static function unserialized( $value ) {
		if ( ! is_string( $value ) || ! is_serialized( $value ) ) {
			return $value;
		}
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize, WordPress.PHP.NoSilencedErrors -- no classes allowed; false for a broken value.
		$unserialized = @unserialize( trim( $value ), [ 'allowed_classes' => false ] );
		return false === $unserialized && 'b:0;' !== trim( $value ) ? $value : $unserialized;
	}
}
