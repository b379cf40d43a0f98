<?php
/**
 * The double opt-in mail.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

defined( 'ABSPATH' ) || exit;

/**
 * Plain text, so no mail client hides or rewrites the links: the signed confirm link (valid for
 * SignedLink::CONFIRM_LIFETIME) and, as in every mail the newsletter sends, an unsubscribe link, also offered in a
 * `List-Unsubscribe` header so mail clients show their own unsubscribe button.
 */
final class ConfirmationMail {

	/**
	 * Sends the mail.
	 *
	 * @param Subscriber $subscriber Pending subscriber.
	 * @param int        $now        Unix time.
	 * @return bool Whether WordPress handed the mail over.
	 */
	public function send( Subscriber $subscriber, int $now ): bool {
		$site        = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
		$confirm     = SignedLink::url( SignedLink::CONFIRM, $subscriber, $now + SignedLink::CONFIRM_LIFETIME );
		$unsubscribe = SignedLink::url( SignedLink::UNSUBSCRIBE, $subscriber, 0 );
		/* translators: %s: site name */
		$subject = sprintf( __( 'Please confirm your subscription to %s', 'shop-social-icons' ), $site );
		$lines   = [
			// Never the name: it is free text from whoever typed the address, and would carry their words to a stranger.
			__( 'Hello,', 'shop-social-icons' ),
			'',
			/* translators: %s: site name */
			sprintf( __( 'Somebody, hopefully you, asked to receive the newsletter of %s at this address.', 'shop-social-icons' ), $site ),
			__( 'To confirm your subscription, open this link within 7 days:', 'shop-social-icons' ),
			$confirm,
			'',
			__( 'If you did not ask for it, ignore this mail: without confirmation the address is deleted after 7 days.', 'shop-social-icons' ),
			'',
			'-- ',
			__( 'Unsubscribe:', 'shop-social-icons' ) . ' ' . $unsubscribe,
		];
		return wp_mail(
			$subscriber->email,
			$subject,
			implode( "\n", $lines ),
			[ 'List-Unsubscribe: <' . $unsubscribe . '>', 'List-Unsubscribe-Post: List-Unsubscribe=One-Click' ]
		);
	}
}
