<?php
/**
 * The confirm and unsubscribe links of the newsletter's mails.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

defined( 'ABSPATH' ) || exit;

/**
 * A link is the site's home URL with `shop_newsletter=<action>`, the subscriber's id, an expiry time and an
 * HMAC-SHA256 over the action, id, address and expiry, keyed by the site's auth salt. So nobody can confirm or
 * unsubscribe an address without the mail (the id is guessable, the signature is not), a link stops working when
 * the row's address changes, and a confirm link stops working when it expires. Unsubscribe links never expire
 * (expiry 0): every later mail must stay usable.
 */
final class SignedLink {

	public const CONFIRM = 'confirm';

	public const UNSUBSCRIBE = 'unsubscribe';

	/** The query parameter that names the action. */
	public const PARAM = 'shop_newsletter';

	/** How long a confirm link works: as long as an unconfirmed row is kept. */
	public const CONFIRM_LIFETIME = ExpiryPurge::MAX_AGE;

	/**
	 * The link.
	 *
	 * @param string     $action     self::CONFIRM or self::UNSUBSCRIBE.
	 * @param Subscriber $subscriber Who it is for.
	 * @param int        $expires    Unix time after which it is refused; 0 for never.
	 */
	public static function url( string $action, Subscriber $subscriber, int $expires ): string {
		return add_query_arg(
			[
				self::PARAM => $action,
				'id'        => $subscriber->id,
				'expires'   => $expires,
				'signature' => self::signature( $action, $subscriber->id, $subscriber->email, $expires ),
			],
			home_url( '/' )
		);
	}

	/**
	 * Checks a link's parameters against the subscriber they name.
	 *
	 * @param string     $action     The action the link names.
	 * @param Subscriber $subscriber The subscriber with the link's id.
	 * @param int        $expires    The link's expiry.
	 * @param string     $signature  The link's signature.
	 * @param int        $now        Unix time.
	 * @return 'valid'|'forged'|'expired'
	 */
	public static function verify( string $action, Subscriber $subscriber, int $expires, string $signature, int $now ): string {
		if ( ! hash_equals( self::signature( $action, $subscriber->id, $subscriber->email, $expires ), $signature ) ) {
			return 'forged';
		}
		return 0 !== $expires && $expires < $now ? 'expired' : 'valid';
	}

	/**
	 * The signature of a link.
	 *
	 * @param string $action  Action.
	 * @param int    $id      Subscriber id.
	 * @param string $email   Subscriber's address.
	 * @param int    $expires Expiry.
	 */
	private static function signature( string $action, int $id, string $email, int $expires ): string {
		return hash_hmac( 'sha256', implode( '|', [ 'shop-social-icons-newsletter', $action, $id, strtolower( $email ), $expires ] ), wp_salt( 'auth' ) );
	}
}
