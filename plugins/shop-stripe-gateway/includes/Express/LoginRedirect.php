<?php
/**
 * Back to the page of the express buttons after logging in.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express;

use ShopStripeGateway\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Spec 6: a guest who must log in before an express checkout is sent to My account with `redirect_to=<the page>`
 * (ExpressConfig's `loginUrl`, the same for every visitor). WooCommerce's login form on My account has no redirect
 * field and sends the shopper back to where the form was (`_wp_http_referer`: My account with that query), so on
 * `woocommerce_login_redirect` a return to My account that carries `redirect_to` goes to that page instead, when it is
 * on this site (wp_validate_redirect(); WooCommerce validates again after the filter).
 */
final class LoginRedirect implements Service {

	/** The query argument of the login address. */
	public const PARAM = 'redirect_to';

	/** Adds the hook. */
	public function register(): void {
		add_filter( 'woocommerce_login_redirect', [ $this, 'back' ] );
	}

	/**
	 * The page to return to.
	 *
	 * @param mixed $redirect Where WooCommerce sends the shopper after logging in.
	 * @return mixed
	 */
	public function back( $redirect ) {
		if ( ! is_string( $redirect ) || wp_parse_url( $redirect, PHP_URL_PATH ) !== wp_parse_url( wc_get_page_permalink( 'myaccount' ), PHP_URL_PATH ) ) {
			return $redirect;
		}
		parse_str( (string) wp_parse_url( $redirect, PHP_URL_QUERY ), $args );
		$back = $args[ self::PARAM ] ?? null;
		return is_string( $back ) && '' !== $back ? wp_validate_redirect( $back, $redirect ) : $redirect;
	}
}
