<?php
/**
 * POST shop-social-icons/v1/subscribe: the newsletter form's endpoint.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

use ShopSocialIcons\Kit\Service;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Deliberately public (the form is on cached pages: no nonce can be printed there), so it guards itself: a rate
 * limit per client (429 with a message and Retry-After), a honeypot field that bots fill and people do not see (such
 * a sign-up is answered as a success and nothing is stored or sent, so a bot learns nothing), and validation with a
 * message per field (400). The sign-up itself is Subscription's.
 */
final class SubscribeController implements Service {

	public const NAMESPACE = 'shop-social-icons/v1';

	public const ROUTE = '/subscribe';

	/** The honeypot field's name: plausible to a bot, hidden from people. */
	public const HONEYPOT = 'website';

	/** Longest name stored (the column's width). */
	public const NAME_MAX = 100;

	/**
	 * Constructor.
	 *
	 * @param Subscription    $subscription What a valid sign-up does.
	 * @param SignupRateLimit $limit        Attempts per client.
	 */
	public function __construct(
		private Subscription $subscription,
		private SignupRateLimit $limit
	) {}

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_action( 'rest_api_init', [ $this, 'register_route' ] );
	}

	/**
	 * The endpoint's URL, for the form's action.
	 */
	public static function url(): string {
		return rest_url( self::NAMESPACE . self::ROUTE );
	}

	/**
	 * Registers the route.
	 */
	public function register_route(): void {
		$text = [
			'type'    => 'string',
			'default' => '',
		];
		register_rest_route(
			self::NAMESPACE,
			self::ROUTE,
			[
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => [ $this, 'subscribe' ],
				'permission_callback' => '__return_true',
				'args'                => [
					'email'        => $text + [ 'description' => __( 'Email address to subscribe.', 'shop-social-icons' ) ],
					'name'         => $text + [ 'description' => __( 'Name (optional).', 'shop-social-icons' ) ],
					'consent'      => [
						'type'        => 'boolean',
						'default'     => false,
						'description' => __( 'Consent to receive the newsletter (the checkbox).', 'shop-social-icons' ),
					],
					self::HONEYPOT => $text + [ 'description' => __( 'Must be empty.', 'shop-social-icons' ) ],
				],
			]
		);
	}

	/**
	 * Handles a sign-up.
	 *
	 * @param WP_REST_Request<array<string, mixed>> $request The request.
	 */
	public function subscribe( WP_REST_Request $request ): WP_REST_Response {
		$now  = time();
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- addresses are validated by the kit's ClientAddress.
		$wait = $this->limit->hit( $_SERVER, $now );
		if ( $wait > 0 ) {
			$minutes = (int) ceil( $wait / MINUTE_IN_SECONDS );
			$answer  = SignupAnswer::error(
				429,
				/* translators: %d: minutes to wait */
				sprintf( _n( 'Too many sign-up attempts. Please try again in %d minute.', 'Too many sign-up attempts. Please try again in %d minutes.', $minutes, 'shop-social-icons' ), $minutes )
			)->response();
			$answer->header( 'Retry-After', (string) $wait );
			return $answer;
		}

		if ( '' !== trim( (string) $request[ self::HONEYPOT ] ) ) {
			return SignupAnswer::success( NewsletterSettings::get()['success_message'], '' )->response();
		}

		$email = strtolower( trim( (string) $request['email'] ) );
		$name  = trim( sanitize_text_field( (string) $request['name'] ) );
		$error = self::invalid( $email, $name, true === $request['consent'] );
		if ( '' !== $error ) {
			return SignupAnswer::error( 400, $error )->response();
		}
		return $this->subscription->subscribe( $email, $name, $now )->response();
	}

	/**
	 * What is wrong with a sign-up, for the visitor; '' when nothing is.
	 *
	 * @param string $email   Address, trimmed and lower case.
	 * @param string $name    Name, cleaned.
	 * @param bool   $consent Whether the box was ticked.
	 */
	private static function invalid( string $email, string $name, bool $consent ): string {
		if ( '' === $email ) {
			return __( 'Please enter your email address.', 'shop-social-icons' );
		}
		if ( strlen( $email ) > 191 || ! is_email( $email ) || sanitize_email( $email ) !== $email ) {
			return __( 'Please enter a valid email address, such as name@example.com.', 'shop-social-icons' );
		}
		if ( mb_strlen( $name ) > self::NAME_MAX ) {
			/* translators: %d: maximum number of characters */
			return sprintf( __( 'Please enter a name of at most %d characters.', 'shop-social-icons' ), self::NAME_MAX );
		}
		if ( ! $consent ) {
			return __( 'Please tick the box to agree to receive the newsletter.', 'shop-social-icons' );
		}
		return '';
	}
}
