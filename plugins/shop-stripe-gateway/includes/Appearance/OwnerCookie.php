<?php
/**
 * The cookie that tells the storefront's script its visitor may save the shop's appearance.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Appearance;

use ShopStripeGateway\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Only a user with `manage_woocommerce` stores the Payment Element's appearance for every shopper
 * (Endpoints\SaveAppearance answers anyone else 403). The checkout's HTML must stay the same for every visitor
 * (cache safe), so whether to send it cannot be printed in the page: a cookie the script reads,
 * `shop_stripe_appearance_owner=1`, is set with the login cookies of such a user, put right on a front-end page
 * view when it is missing or stale (a login from before this plugin, a role that changed), and cleared at logout.
 * It grants nothing: the endpoint checks the capability; a visitor who sets it by hand only gets the 403.
 */
final class OwnerCookie implements Service {

	/** The cookie's name. */
	public const NAME = 'shop_stripe_appearance_owner';

	/** Adds the hooks. */
	public function register(): void {
		add_action( 'set_logged_in_cookie', [ $this, 'on_login' ], 10, 4 );
		add_action( 'clear_auth_cookie', [ $this, 'clear' ] );
		add_action( 'template_redirect', [ $this, 'follow_the_user' ] );
	}

	/**
	 * Whether a user stores the shop's appearance.
	 *
	 * @param int $user_id User id, 0 for a guest.
	 */
	public static function is_owner( int $user_id ): bool {
		return $user_id > 0 && user_can( $user_id, 'manage_woocommerce' );
	}

	/**
	 * Sets the cookie with the login cookies of a shop manager.
	 *
	 * @param string $cookie     The logged-in cookie's value (unused).
	 * @param int    $expire     When the login cookies expire (0: end of the browser session).
	 * @param int    $expiration When the login expires (unused).
	 * @param int    $user_id    The user logging in.
	 */
	public function on_login( string $cookie, int $expire, int $expiration, int $user_id ): void {
		if ( self::is_owner( $user_id ) ) {
			self::send( '1', $expire );
		}
	}

	/** Clears the cookie (logout). */
	public function clear(): void {
		self::send( '', time() - YEAR_IN_SECONDS );
	}

	/** Sets or clears the cookie when it does not match the current user. */
	public function follow_the_user(): void {
		$has = isset( $_COOKIE[ self::NAME ] );
		$may = self::is_owner( get_current_user_id() );
		if ( $has !== $may ) {
			$may ? self::send( '1', 0 ) : $this->clear();
		}
	}

	/**
	 * Sends the cookie, readable by the page's script (not HTTP only), for the whole site.
	 *
	 * @param string $value  '1' or '' to clear.
	 * @param int    $expire Unix time, 0 for the browser session.
	 */
	private static function send( string $value, int $expire ): void {
		if ( headers_sent() ) {
			return;
		}
		setcookie(
			self::NAME,
			$value,
			[
				'expires'  => $expire,
				'path'     => COOKIEPATH ? COOKIEPATH : '/',
				'domain'   => COOKIE_DOMAIN ? COOKIE_DOMAIN : '',
				'secure'   => is_ssl(),
				'httponly' => false,
				'samesite' => 'Lax',
			]
		);
	}
}
