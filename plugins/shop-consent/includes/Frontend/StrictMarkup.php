<?php
/**
 * Prints the strictly necessary markup, blocked until the core activates it.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Frontend;

use ShopConsent\Kit\Service;
use ShopConsent\Settings\Settings;
use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

/**
 * Strict markup needs no request but is still blocked in the HTML (`<script type="text/plain"
 * data-shop-consent="strict">`, iframes with `data-shop-consent-src`): the core activates it while strict is allowed,
 * so a visitor who refused everything runs none of it, and the page stays the same for everyone.
 */
final class StrictMarkup implements Service {

	/**
	 * Constructor.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( private Settings $settings ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_head', [ $this, 'print_head' ], 20 );
		add_action( 'wp_body_open', [ $this, 'print_body' ], 1 );
		add_action( 'wp_footer', [ $this, 'print_footer' ], 20 );
	}

	/** Prints the head markup. */
	public function print_head(): void {
		$this->print( 'head' );
	}

	/** Prints the body markup. */
	public function print_body(): void {
		$this->print( 'body' );
	}

	/** Prints the footer markup. */
	public function print_footer(): void {
		$this->print( 'footer' );
	}

	/**
	 * Blocks the scripts and iframes of a piece of markup.
	 *
	 * @param string $markup Admin-entered markup (saved only by users with unfiltered_html).
	 */
	public static function block( string $markup ): string {
		$tags = new WP_HTML_Tag_Processor( $markup );
		while ( $tags->next_tag() ) {
			if ( 'SCRIPT' === $tags->get_tag() ) {
				$tags->set_attribute( 'type', 'text/plain' );
				$tags->set_attribute( 'data-shop-consent', 'strict' );
			} elseif ( 'IFRAME' === $tags->get_tag() && is_string( $tags->get_attribute( 'src' ) ) ) {
				$tags->set_attribute( 'data-shop-consent-src', (string) $tags->get_attribute( 'src' ) );
				$tags->remove_attribute( 'src' );
				$tags->set_attribute( 'data-shop-consent', 'strict' );
			}
		}
		return $tags->get_updated_html();
	}

	/**
	 * Prints one place's markup.
	 *
	 * @param string $place head, body or footer.
	 */
	private function print( string $place ): void {
		$markup = (string) $this->settings->get()['scripts']['strict'][ $place ];
		if ( '' !== trim( $markup ) ) {
			echo self::block( $markup ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- markup of users with unfiltered_html.
		}
	}
}
