<?php
/**
 * Holds back third-party embeds in content until their category is allowed.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Embeds;

use ShopConsent\Assets\Scripts;
use ShopConsent\Kit\Service;
use ShopConsent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Embed blocks, Custom HTML blocks, classic oEmbeds and raw iframes in classic content are rewritten at render time
 * from the content alone (the same HTML for every visitor, so cache safe); the placeholder script and style are
 * enqueued only when a page holds a blocked embed (printed in the footer). Which providers are held back, and for
 * which category, comes from the `embeds` setting (ProviderSettings).
 */
final class BlockedEmbeds implements Service {

	/** Blocks whose output is rewritten. */
	private const BLOCKS = [ 'core/embed', 'core/html' ];

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
		add_filter( 'render_block', [ $this, 'filter_block' ], 10, 2 );
		add_filter( 'embed_oembed_html', [ $this, 'filter_html' ], 20 );
		// After do_blocks (9), wpautop (10) and shortcodes (11): classic content with raw iframes.
		add_filter( 'the_content', [ $this, 'filter_html' ], 100 );
	}

	/**
	 * Rewrites the output of embed and Custom HTML blocks.
	 *
	 * @param string               $content Rendered block.
	 * @param array<string, mixed> $block   Parsed block.
	 */
	public function filter_block( $content, $block ): string {
		$content = (string) $content;
		if ( ! is_admin() && in_array( $block['blockName'] ?? '', self::BLOCKS, true ) ) {
			return $this->filter_html( $content );
		}
		return $content;
	}

	/**
	 * Rewrites a piece of markup and enqueues the placeholder script when something was blocked.
	 *
	 * @param string $html Markup.
	 */
	public function filter_html( $html ): string {
		$html = (string) $html;
		if ( is_admin() || '' === $html ) {
			return $html;
		}
		if ( false === stripos( $html, '<iframe' ) && false === stripos( $html, '<script' ) ) {
			return $html; // Most markup: no need to read the settings.
		}
		$providers = ProviderSettings::apply( Providers::all(), $this->settings->get()['embeds'] ?? [] );
		if ( [] === $providers ) {
			return $html;
		}
		$result = EmbedMarkup::block( $html, $providers );
		if ( $result['blocked'] ) {
			wp_enqueue_script( Scripts::EMBEDS );
			wp_enqueue_style( Scripts::EMBEDS );
		}
		return $result['html'];
	}
}
