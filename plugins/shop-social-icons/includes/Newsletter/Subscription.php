<?php
/**
 * What a valid sign-up does.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

defined( 'ABSPATH' ) || exit;

/**
 * Stores a pending row and sends the confirmation mail. An address already pending or confirmed gets the very answer
 * a new one gets (status and text), so the form cannot be used to learn who subscribed, and no mail: the pending
 * row's first mail is still valid, and a stranger typing a subscriber's address must not be able to fill their inbox.
 * Never a second row (the table's UNIQUE key holds even when two sign-ups race); an unsubscribed address signs up
 * again on its own row. A mail that cannot be sent takes its new row back, so the visitor may simply try again.
 */
final class Subscription {

	/**
	 * Constructor.
	 *
	 * @param SubscriberRepository $subscribers The table.
	 * @param ConfirmationMail     $mail        The double opt-in mail.
	 */
	public function __construct(
		private SubscriberRepository $subscribers,
		private ConfirmationMail $mail
	) {}

	/**
	 * Signs an address up.
	 *
	 * @param string $email Valid address.
	 * @param string $name  Name, or ''.
	 * @param int    $now   Unix time.
	 */
	public function subscribe( string $email, string $name, int $now ): SignupAnswer {
		$settings = NewsletterSettings::get();
		$consent  = wp_strip_all_tags( $settings['consent_text'] );
		$existing = $this->subscribers->find_by_email( $email );

		if ( null === $existing ) {
			$subscriber = $this->subscribers->add( $email, $name, $consent, $now );
			$new        = true;
		} elseif ( Subscriber::UNSUBSCRIBED === $existing->status ) {
			$subscriber = $this->subscribers->restart( $existing, $name, $consent, $now );
			$new        = false;
		} else {
			$subscriber = null;
		}
		$taken = SignupAnswer::success( $settings['success_message'], $settings['redirect_url'] );
		if ( null === $subscriber || Subscriber::PENDING !== $subscriber->status ) {
			return $taken; // Already pending or confirmed: answered as a new address is, nothing sent.
		}

		if ( ! $this->mail->send( $subscriber, $now ) ) {
			if ( $new ) {
				$this->subscribers->delete( [ $subscriber->id ] );
			}
			return SignupAnswer::error( 500, __( 'The confirmation email could not be sent. Please try again later.', 'shop-social-icons' ) );
		}
		return $taken;
	}
}
