<?php
/**
 * The sign-up's answer for a form posted without JavaScript.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Newsletter\NoScriptAnswer;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The script asks for JSON and gets it; a page post gets the message as a page with a link back to the same site,
 * or the redirect the script would follow.
 */
final class NewsletterNoScriptTest extends TestCase {

	/**
	 * Serves an answer to a request of the subscribe route; what was printed, or null when the filter left it.
	 *
	 * @param array<string, mixed> $answer  The route's answer.
	 * @param int                  $status  Its status.
	 * @param array<string, string> $headers Request headers.
	 */
	private static function served( array $answer, int $status, array $headers ): ?string {
		$request = new WP_REST_Request( 'POST', '/shop-social-icons/v1/subscribe' );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		ob_start();
		$served = ( new NoScriptAnswer() )->serve( false, new WP_REST_Response( $answer, $status ), $request, rest_get_server() );
		$output = (string) ob_get_clean();
		return $served ? $output : null;
	}

	public function test_the_script_asking_for_json_gets_the_routes_own_answer(): void {
		$this->assertNull( self::served( [ 'status' => 'ERROR', 'message_text' => 'No.' ], 400, [ 'accept' => 'application/json' ] ) );
	}

	public function test_a_page_post_gets_the_message_and_a_link_back_to_the_form(): void {
		$html = self::served(
			[ 'status' => 'ERROR', 'message_text' => 'Please enter a valid <email> address.' ],
			400,
			[ 'accept' => 'text/html,application/xhtml+xml', 'referer' => home_url( '/tea/' ) ]
		);

		$this->assertStringContainsString( '<p class="shop-newsletter-noscript-message" role="alert">Please enter a valid &lt;email&gt; address.</p>', $html );
		$this->assertStringContainsString( 'href="' . home_url( '/tea/' ) . '"', $html );
	}

	public function test_a_link_back_never_leaves_the_site(): void {
		$page = ( new NoScriptAnswer() )->page( [ 'status' => 'SUCCESS', 'message_text' => 'Check your inbox.' ], 200, 'https://elsewhere.example/phish' );

		$this->assertSame( 200, $page['status'] );
		$this->assertStringContainsString( 'role="status">Check your inbox.', $page['html'] );
		$this->assertStringContainsString( 'href="' . home_url( '/' ) . '"', $page['html'] );
		$this->assertStringNotContainsString( 'elsewhere.example', $page['html'] );
	}

	public function test_a_success_with_a_redirection_goes_there_as_the_script_would(): void {
		$this->assertSame( 'http://example.com/thanks', ( new NoScriptAnswer() )->page( [ 'status' => 'SUCCESS', 'redirection_url' => ' example.com/thanks ' ], 200, '' )['location'] );
		$this->assertArrayNotHasKey( 'location', ( new NoScriptAnswer() )->page( [ 'status' => 'SUCCESS', 'redirection_url' => 'javascript:alert(1)' ], 200, '' ) );
		$this->assertArrayNotHasKey( 'location', ( new NoScriptAnswer() )->page( [ 'status' => 'ERROR', 'redirection_url' => 'https://example.com/' ], 400, '' ) );
	}

	public function test_other_routes_are_left_alone(): void {
		$request = new WP_REST_Request( 'POST', '/wp/v2/settings' );
		$request->set_header( 'accept', 'text/html' );

		$this->assertFalse( ( new NoScriptAnswer() )->serve( false, new WP_REST_Response( [], 200 ), $request, rest_get_server() ) );
	}
}
