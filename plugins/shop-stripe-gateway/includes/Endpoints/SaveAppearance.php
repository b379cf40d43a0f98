<?php
/**
 * `?wc-ajax=wc_stripe_save_appearance` (spec 7, call 8).
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Endpoints;

use ShopStripeGateway\Appearance\OwnerCookie;
use ShopStripeGateway\Appearance\SavedAppearance;
use ShopStripeGateway\Checkout\ClientSettings;

defined( 'ABSPATH' ) || exit;

/**
 * POST appearance (JSON), is_block_checkout, theme_name, nonce, from the storefront: the nonce, a limit of 5 calls a
 * minute per caller, a user with `manage_woocommerce` (403 otherwise: what is saved restyles the card form for every
 * shopper, so no visitor may change it; a shopper's browser keeps its own measurement), the active theme only, and
 * an appearance of Stripe's shape (SavedAppearance). Answer `{ success: true, data: null }`.
 */
final class SaveAppearance extends AjaxEndpoint {

	/** The wc-ajax action. */
	public function action(): string {
		return 'wc_stripe_save_appearance';
	}

	/**
	 * The nonce action.
	 *
	 * @param array<string, mixed> $input The posted fields.
	 */
	protected function nonce_action( array $input ): string {
		return ClientSettings::NONCES['saveAppearance'];
	}

	/** Calls allowed per minute: a page sends it once. */
	protected function per_minute(): int {
		return 5;
	}

	/**
	 * Keeps the appearance.
	 *
	 * @param array<string, mixed> $input appearance, is_block_checkout, theme_name.
	 */
	protected function handle( array $input ): Answer {
		if ( ! OwnerCookie::is_owner( get_current_user_id() ) ) {
			return $this->refuse( 403, __( 'Only the shop manager can save the look of the payment form for every shopper.', 'shop-stripe-gateway' ) );
		}
		$theme = self::text( $input, 'theme_name' );
		if ( ! in_array( $theme, [ get_stylesheet(), get_template() ], true ) ) {
			return $this->refuse( 400, __( 'The theme is not the active one.', 'shop-stripe-gateway' ) );
		}
		$appearance = SavedAppearance::parse( is_string( $input['appearance'] ?? null ) ? $input['appearance'] : '' );
		if ( null === $appearance ) {
			return $this->refuse( 400, __( 'The appearance is not valid.', 'shop-stripe-gateway' ) );
		}
		$block = is_scalar( $input['is_block_checkout'] ?? null ) && wc_string_to_bool( (string) $input['is_block_checkout'] );
		SavedAppearance::save( $theme, $block, $appearance );
		return Answer::success();
	}
}
