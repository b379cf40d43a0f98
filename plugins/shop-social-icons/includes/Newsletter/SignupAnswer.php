<?php
/**
 * The answer to a sign-up, as the form's script reads it.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * `{status: SUCCESS|ERROR, message_text, redirection_url}` (the spec's subscription response) with an HTTP status
 * that says the same: 200, or a 4xx/5xx with the message a visitor reads.
 */
final class SignupAnswer {

	/**
	 * Constructor.
	 *
	 * @param int    $http     HTTP status.
	 * @param string $message  What the visitor reads.
	 * @param string $redirect Where the browser goes on success ('' for nowhere).
	 */
	private function __construct(
		public readonly int $http,
		public readonly string $message,
		public readonly string $redirect = ''
	) {}

	/**
	 * A sign-up that was taken.
	 *
	 * @param string $message  Success message.
	 * @param string $redirect Redirect URL as set ('' for none; the script normalises it).
	 */
	public static function success( string $message, string $redirect ): self {
		return new self( 200, $message, $redirect );
	}

	/**
	 * A sign-up that was refused.
	 *
	 * @param int    $http    4xx or 5xx.
	 * @param string $message Why, for the visitor.
	 */
	public static function error( int $http, string $message ): self {
		return new self( $http, $message );
	}

	/**
	 * The REST response.
	 */
	public function response(): WP_REST_Response {
		$response = new WP_REST_Response(
			[
				'status'          => 200 === $this->http ? 'SUCCESS' : 'ERROR',
				'message_text'    => $this->message,
				'redirection_url' => $this->redirect,
			],
			$this->http
		);
		// Answers differ per visitor: never cached.
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}
