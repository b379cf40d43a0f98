<?php
/**
 * Opens the confirm and unsubscribe links of the newsletter's mails.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

use ShopSocialIcons\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * A request to the home URL with `shop_newsletter=confirm|unsubscribe` (SignedLink) is answered, before any template.
 * Opening the link (GET) changes nothing: mail scanners and link previews fetch every link of a mail, and a
 * subscription must be the visitor's own click. A valid link shows a page with one button (Confirm my subscription,
 * Unsubscribe) that posts the same signed parameters; the POST acts and says what happened: the settings' confirmed
 * message, unsubscribed, or why the link did not work (expired 410, forged 403, unknown 404). The signature is the
 * form's proof (the visitor has no session a nonce could tie to). The page is never cached.
 */
final class LinkHandler implements Service {

	/**
	 * Constructor.
	 *
	 * @param SubscriberRepository $subscribers The table.
	 */
	public function __construct( private SubscriberRepository $subscribers ) {}

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_action( 'template_redirect', [ $this, 'maybe_answer' ], 1, 0 );
	}

	/**
	 * Answers a link, when the request is one.
	 */
	public function maybe_answer(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the link's signature is its proof.
		$params = wp_unslash( $_GET );
		if ( ! is_array( $params ) || ! isset( $params[ SignedLink::PARAM ] ) ) {
			return;
		}
		$posted = 'POST' === strtoupper( (string) ( $_SERVER['REQUEST_METHOD'] ?? 'GET' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared only.
		if ( $posted ) {
			// The page's button posts the signed fields; a mail client's one-click unsubscribe (RFC 8058) posts to the
			// link itself, its fields in the address.
			$params = array_merge( $params, (array) wp_unslash( $_POST ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the signature is the proof.
		}
		$outcome = $posted ? $this->handle( $params, time() ) : $this->ask( $params, time() );
		nocache_headers();
		wp_die(
			'<h1>' . esc_html( $outcome['title'] ) . '</h1><p class="shop-newsletter-link-message">' . esc_html( $outcome['message'] ) . '</p>' . ( $outcome['button'] ?? '' ),
			esc_html( $outcome['title'] ),
			[
				'response'  => $outcome['status'],
				'link_url'  => esc_url( home_url( '/' ) ),
				'link_text' => esc_html__( 'Go to the home page', 'shop-social-icons' ),
			]
		);
	}

	/**
	 * Does what a link asks and says what to show.
	 *
	 * @param array<string, mixed> $params The link's query parameters.
	 * @param int                  $now    Unix time.
	 * @return array{status: int, title: string, message: string}
	 */
	public function handle( array $params, int $now ): array {
		$checked = $this->check( $params, $now );
		if ( ! $checked instanceof Subscriber ) {
			return $checked;
		}
		return SignedLink::CONFIRM === $params[ SignedLink::PARAM ] ? $this->confirm( $checked, $now ) : $this->unsubscribe( $checked, $now );
	}

	/**
	 * What opening a link shows: why it cannot work, or the button that does what it asks (nothing changes yet).
	 *
	 * @param array<string, mixed> $params The link's query parameters.
	 * @param int                  $now    Unix time.
	 * @return array{status: int, title: string, message: string, button?: string}
	 */
	public function ask( array $params, int $now ): array {
		$checked = $this->check( $params, $now );
		if ( ! $checked instanceof Subscriber ) {
			return $checked;
		}
		$confirm = SignedLink::CONFIRM === $params[ SignedLink::PARAM ];
		$fields  = '';
		foreach ( [ SignedLink::PARAM, 'id', 'expires', 'signature' ] as $name ) {
			$fields .= sprintf( '<input type="hidden" name="%s" value="%s" />', esc_attr( $name ), esc_attr( (string) $params[ $name ] ) );
		}
		return $this->page(
			200,
			$confirm
				/* translators: %s: the subscriber's email address. */
				? sprintf( __( 'Confirm that %s may receive our newsletter.', 'shop-social-icons' ), $checked->email )
				/* translators: %s: the subscriber's email address. */
				: sprintf( __( 'Stop sending our newsletter to %s.', 'shop-social-icons' ), $checked->email )
		) + [
			'button' => sprintf(
				'<form method="post" action="%1$s">%2$s<p><button type="submit" class="button button-primary">%3$s</button></p></form>',
				esc_url( add_query_arg( SignedLink::PARAM, $params[ SignedLink::PARAM ], home_url( '/' ) ) ),
				$fields,
				esc_html( $confirm ? __( 'Confirm my subscription', 'shop-social-icons' ) : __( 'Unsubscribe', 'shop-social-icons' ) )
			),
		];
	}

	/**
	 * The link's subscriber, or the page saying why the link cannot work.
	 *
	 * @param array<string, mixed> $params The link's parameters.
	 * @param int                  $now    Unix time.
	 * @return Subscriber|array{status: int, title: string, message: string}
	 */
	private function check( array $params, int $now ): Subscriber|array {
		$action     = is_string( $params[ SignedLink::PARAM ] ?? null ) ? $params[ SignedLink::PARAM ] : '';
		$id         = is_numeric( $params['id'] ?? null ) ? (int) $params['id'] : 0;
		$subscriber = in_array( $action, [ SignedLink::CONFIRM, SignedLink::UNSUBSCRIBE ], true ) && $id > 0 ? $this->subscribers->find( $id ) : null;
		if ( null === $subscriber ) {
			return $this->page( 404, __( 'This link is no longer valid: the sign-up it belongs to is not stored. You can sign up again with the form on our site.', 'shop-social-icons' ) );
		}
		$expires   = is_numeric( $params['expires'] ?? null ) ? (int) $params['expires'] : -1;
		$signature = is_string( $params['signature'] ?? null ) ? $params['signature'] : '';
		$check     = SignedLink::verify( $action, $subscriber, $expires, $signature, $now );
		if ( 'forged' === $check ) {
			return $this->page( 403, __( 'This link is not valid. Please open the link from your email exactly as it was sent.', 'shop-social-icons' ) );
		}
		if ( 'expired' === $check ) {
			return $this->page( 410, __( 'This confirmation link has expired. Please sign up again with the form on our site.', 'shop-social-icons' ) );
		}
		return $subscriber;
	}

	/**
	 * Confirms a subscriber.
	 *
	 * @param Subscriber $subscriber Who.
	 * @param int        $now        Unix time.
	 * @return array{status: int, title: string, message: string}
	 */
	private function confirm( Subscriber $subscriber, int $now ): array {
		if ( Subscriber::UNSUBSCRIBED === $subscriber->status ) {
			return $this->page( 409, __( 'This address has been unsubscribed since this link was sent. Please sign up again with the form on our site.', 'shop-social-icons' ) );
		}
		if ( Subscriber::PENDING === $subscriber->status ) {
			$this->subscribers->confirm( $subscriber->id, $now );
		}
		return $this->page( 200, NewsletterSettings::get()['confirmed_message'] );
	}

	/**
	 * Unsubscribes a subscriber.
	 *
	 * @param Subscriber $subscriber Who.
	 * @param int        $now        Unix time.
	 * @return array{status: int, title: string, message: string}
	 */
	private function unsubscribe( Subscriber $subscriber, int $now ): array {
		if ( Subscriber::UNSUBSCRIBED !== $subscriber->status ) {
			$this->subscribers->unsubscribe( $subscriber->id, $now );
		}
		return $this->page( 200, __( 'You are unsubscribed: you will not receive the newsletter any more.', 'shop-social-icons' ) );
	}

	/**
	 * What the page shows.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $message The message.
	 * @return array{status: int, title: string, message: string}
	 */
	private function page( int $status, string $message ): array {
		return [
			'status'  => $status,
			'title'   => __( 'Newsletter', 'shop-social-icons' ),
			'message' => $message,
		];
	}
}
