<?php
/**
 * The sign-up's answer for a browser that posted the form without JavaScript.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

use ShopSocialIcons\Kit\Service;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The form's action is the REST route itself, which the script posts to asking for JSON. A visitor without
 * JavaScript posts the same form as a page: the answer would be raw JSON. For a request of the subscribe route that
 * does not ask for JSON (no `application/json` in Accept), the same answer is served as a page: the message
 * (success or error, with the route's status code) and a link back to the page the form was on (same site only), or,
 * on success with a redirection URL of http(s), a 303 to it, as the script would go.
 */
final class NoScriptAnswer implements Service {

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_filter( 'rest_pre_serve_request', [ $this, 'serve' ], 10, 4 );
	}

	/**
	 * Serves the answer as a page when the request is the form's without JavaScript.
	 *
	 * @param bool             $served  Whether the response was served already.
	 * @param WP_HTTP_Response $result  The answer.
	 * @param WP_REST_Request  $request The request.
	 * @param WP_REST_Server   $server  The server.
	 * @return bool
	 */
	public function serve( $served, $result, $request, $server ) {
		if ( $served || ! $request instanceof WP_REST_Request || ! $result instanceof WP_HTTP_Response
			|| '/' . SubscribeController::NAMESPACE . SubscribeController::ROUTE !== $request->get_route()
			|| str_contains( (string) $request->get_header( 'accept' ), 'application/json' ) ) {
			return $served;
		}
		$page = $this->page( (array) $result->get_data(), $result->get_status(), (string) $request->get_header( 'referer' ) );
		if ( ! headers_sent() ) { // Always so in a real request: the REST server prints its body after this filter.
			$server->send_header( 'Content-Type', 'text/html; charset=' . get_option( 'blog_charset' ) );
			if ( isset( $page['location'] ) ) {
				$server->send_header( 'Location', $page['location'] );
			}
			status_header( isset( $page['location'] ) ? 303 : $page['status'] );
		}
		if ( isset( $page['location'] ) ) {
			return true;
		}
		echo $page['html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in page().
		return true;
	}

	/**
	 * What to answer: a redirect, or the page's status and HTML.
	 *
	 * @param array<string, mixed> $answer  The route's answer (status, message_text, redirection_url).
	 * @param int                  $status  Its HTTP status.
	 * @param string               $referer The page the form was on.
	 * @return array{status: int, html: string, location?: string}
	 */
	public function page( array $answer, int $status, string $referer ): array {
		$redirect = is_string( $answer['redirection_url'] ?? null ) ? trim( $answer['redirection_url'] ) : '';
		if ( '' !== $redirect && ! preg_match( '#^[a-z][a-z0-9+.-]*:#i', $redirect ) ) {
			$redirect = 'http://' . $redirect; // The spec's rule, as the script applies it.
		}
		if ( 'SUCCESS' === ( $answer['status'] ?? '' ) && '' !== $redirect && in_array( wp_parse_url( $redirect, PHP_URL_SCHEME ), [ 'http', 'https' ], true ) ) {
			return [
				'status'   => 303,
				'html'     => '',
				'location' => $redirect,
			];
		}
		$back    = wp_validate_redirect( $referer, home_url( '/' ) );
		$message = $answer['message_text'] ?? $answer['message'] ?? null; // A refusal of WordPress's own (schema) says `message`.
		$message = is_string( $message ) ? $message : __( 'The sign-up could not be sent: please try again.', 'shop-social-icons' );
		$title   = __( 'Newsletter', 'shop-social-icons' );
		return [
			'status' => $status,
			'html'   => sprintf(
				'<!DOCTYPE html><html %1$s><head><meta charset="%2$s"><meta name="viewport" content="width=device-width"><meta name="robots" content="noindex"><title>%3$s</title></head><body><main><h1>%3$s</h1><p class="shop-newsletter-noscript-message" role="%4$s">%5$s</p><p><a href="%6$s">%7$s</a></p></main></body></html>',
				get_language_attributes(),
				esc_attr( get_option( 'blog_charset' ) ),
				esc_html( $title ),
				'SUCCESS' === ( $answer['status'] ?? '' ) ? 'status' : 'alert',
				esc_html( $message ),
				esc_url( $back ),
				esc_html__( 'Back to the page', 'shop-social-icons' )
			),
		];
	}
}
