<?php
/**
 * The rules Stripe sets for a statement descriptor.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

defined( 'ABSPATH' ) || exit;

/**
 * What shoppers read on their bank statement (`statement_descriptor`, the replaced plugin's setting). Stripe refuses
 * a descriptor outside 5 to 22 characters, of digits only, or with < > \ ' " *; here it is further kept to Latin
 * letters, digits and spaces, which every card network prints. Empty is allowed: Stripe then uses the account's.
 */
final class StatementDescriptor {

	/**
	 * What is wrong with a descriptor, or null when it is fine (or empty).
	 *
	 * @param string $value The descriptor, trimmed.
	 */
	public static function problem( string $value ): ?string {
		if ( '' === $value ) {
			return null;
		}
		$intro  = __( 'The statement descriptor was not saved:', 'shop-stripe-gateway' );
		$length = strlen( $value );
		if ( $length < 5 || $length > 22 ) {
			/* translators: %d: the number of characters entered. */
			return $intro . ' ' . sprintf( __( 'it must be 5 to 22 characters long (it has %d).', 'shop-stripe-gateway' ), $length );
		}
		if ( preg_match( '/[<>\\\\\'"*]/', $value ) ) {
			return $intro . ' ' . __( 'it must not contain < > \\ \' " or *.', 'shop-stripe-gateway' );
		}
		if ( ! preg_match( '/^[A-Za-z0-9 ]+$/', $value ) ) {
			return $intro . ' ' . __( 'use only letters (A to Z), digits and spaces.', 'shop-stripe-gateway' );
		}
		if ( ctype_digit( str_replace( ' ', '', $value ) ) ) {
			return $intro . ' ' . __( 'it must contain at least one letter.', 'shop-stripe-gateway' );
		}
		return null;
	}
}
