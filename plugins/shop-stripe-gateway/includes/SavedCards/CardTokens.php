<?php
/**
 * Saved cards as WooCommerce payment tokens.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\SavedCards;

use ShopStripeGateway\Gateway\CardGateway;
use WC_Payment_Token_CC;
use WC_Payment_Tokens;

defined( 'ABSPATH' ) || exit;

/**
 * A card the shopper saved is a WC_Payment_Token_CC of the card gateway whose token is the PaymentMethod id, so
 * WooCommerce lists it at checkout and in My account, and the replaced plugin's tokens (same gateway id, same token)
 * keep working.
 */
final class CardTokens {

	/**
	 * Saves a card PaymentMethod for a user, once: the token already saved for it is returned as it is.
	 *
	 * @param int                  $user_id        The shopper.
	 * @param array<string, mixed> $payment_method Stripe's PaymentMethod object.
	 * @return WC_Payment_Token_CC|null Null when it is not a card Stripe described fully.
	 */
	public static function save( int $user_id, array $payment_method ): ?WC_Payment_Token_CC {
		$id   = is_string( $payment_method['id'] ?? null ) ? $payment_method['id'] : '';
		$card = is_array( $payment_method['card'] ?? null ) ? $payment_method['card'] : [];
		if ( $user_id <= 0 || ! preg_match( '/^pm_[A-Za-z0-9]+$/', $id ) || 'card' !== ( $payment_method['type'] ?? '' )
			|| ! isset( $card['last4'], $card['brand'], $card['exp_month'], $card['exp_year'] ) ) {
			return null;
		}
		foreach ( WC_Payment_Tokens::get_customer_tokens( $user_id, CardGateway::ID ) as $existing ) {
			if ( $existing instanceof WC_Payment_Token_CC && $existing->get_token() === $id ) {
				return $existing;
			}
		}
		$token = new WC_Payment_Token_CC();
		$token->set_gateway_id( CardGateway::ID );
		$token->set_token( $id );
		$token->set_user_id( $user_id );
		$token->set_last4( (string) $card['last4'] );
		$token->set_card_type( strtolower( (string) $card['brand'] ) );
		$token->set_expiry_month( str_pad( (string) absint( $card['exp_month'] ), 2, '0', STR_PAD_LEFT ) );
		$token->set_expiry_year( (string) absint( $card['exp_year'] ) );
		return $token->save() ? $token : null;
	}

	/**
	 * A saved card of the card gateway belonging to a user, or null for any other token (another shopper's, another
	 * gateway's, none).
	 *
	 * @param int $token_id Token id as posted.
	 * @param int $user_id  The current user.
	 */
	public static function owned( int $token_id, int $user_id ): ?WC_Payment_Token_CC {
		$token = $token_id > 0 && $user_id > 0 ? WC_Payment_Tokens::get( $token_id ) : null;
		if ( ! $token instanceof WC_Payment_Token_CC || $token->get_user_id() !== $user_id || CardGateway::ID !== $token->get_gateway_id() ) {
			return null;
		}
		return $token;
	}
}
