<?php
/**
 * Reads fields of a decoded Stripe object safely.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Webhooks;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe fields may be ids or expanded objects (`latest_charge`, `payment_intent`, `charge`), and any may be null:
 * these readers always answer a string, an int or an array.
 */
final class StripeObject {

	/**
	 * A field that is an id or an expanded object, as its id ('' when missing).
	 *
	 * @param array<string, mixed> $data  The object.
	 * @param string               $field The field.
	 */
	public static function id( array $data, string $field ): string {
		$value = $data[ $field ] ?? null;
		if ( is_array( $value ) ) {
			$value = $value['id'] ?? null;
		}
		return is_string( $value ) ? $value : '';
	}

	/**
	 * A string field ('' when missing).
	 *
	 * @param array<string, mixed> $data  The object.
	 * @param string               $field The field.
	 */
	public static function text( array $data, string $field ): string {
		return is_scalar( $data[ $field ] ?? null ) ? (string) $data[ $field ] : '';
	}

	/**
	 * An integer field (0 when missing).
	 *
	 * @param array<string, mixed> $data  The object.
	 * @param string               $field The field.
	 */
	public static function amount( array $data, string $field ): int {
		return is_numeric( $data[ $field ] ?? null ) ? (int) $data[ $field ] : 0;
	}

	/**
	 * The object's metadata.
	 *
	 * @param array<string, mixed> $data The object.
	 * @return array<string, mixed>
	 */
	public static function metadata( array $data ): array {
		return is_array( $data['metadata'] ?? null ) ? $data['metadata'] : [];
	}
}
