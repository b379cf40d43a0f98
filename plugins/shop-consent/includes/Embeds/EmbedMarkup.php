<?php
/**
 * Rewrites markup so that the embeds of listed providers wait for consent.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Embeds;

use WP_HTML_Tag_Processor;
use WP_HTML_Text_Replacement;

defined( 'ABSPATH' ) || exit;

/**
 * A tag processor that also inserts the placeholder around a blocked iframe (as WordPress's own Interactivity API
 * processor does, through bookmarks and lexical updates). Already blocked elements have no `src` or are
 * `text/plain`, so running it twice changes nothing.
 */
final class EmbedMarkup extends WP_HTML_Tag_Processor {

	/** The category embeds wait for unless their provider names another (setting `embeds.<slug>.category`). */
	public const CATEGORY = 'thirdparty';

	/** Whether something was blocked. */
	private bool $blocked = false;

	/**
	 * Blocks the listed providers' iframes and embed scripts in a piece of markup.
	 *
	 * @param string                                                                               $html      Markup.
	 * @param array<string, array{name: string, kind: string, hosts: string[], paths?: string[], category?: string}> $providers The list.
	 * @return array{html: string, blocked: bool}
	 */
	public static function block( string $html, array $providers ): array {
		if ( false === stripos( $html, '<iframe' ) && false === stripos( $html, '<script' ) ) {
			return [
				'html'    => $html,
				'blocked' => false,
			];
		}
		$tags = new self( $html );
		while ( $tags->next_tag() ) {
			if ( 'IFRAME' === $tags->get_tag() ) {
				$tags->block_iframe( $providers );
			} elseif ( 'SCRIPT' === $tags->get_tag() ) {
				$tags->block_script( $providers );
			}
		}
		return [
			'html'    => $tags->get_updated_html(),
			'blocked' => $tags->blocked,
		];
	}

	/**
	 * Turns the current iframe into an inert one wrapped in the placeholder.
	 *
	 * @param array<string, array{name: string, kind: string, hosts: string[], paths?: string[], category?: string}> $providers The list.
	 */
	private function block_iframe( array $providers ): void {
		$src  = $this->get_attribute( 'src' );
		$slug = is_string( $src ) ? Providers::match( $src, $providers ) : null;
		if ( null === $slug || ! $this->set_bookmark( 'embed' ) ) {
			return;
		}
		$span = $this->bookmarks['embed'];
		$this->release_bookmark( 'embed' );

		$this->set_attribute( 'data-shop-consent-src', $src );
		$this->set_attribute( 'data-shop-consent', self::category( $providers[ $slug ] ) );
		$this->remove_attribute( 'src' );
		if ( ! is_string( $this->get_attribute( 'title' ) ) ) {
			$this->set_attribute( 'title', (string) $providers[ $slug ]['name'] );
		}
		// The span covers the whole element, `</iframe>` included.
		$this->lexical_updates[] = new WP_HTML_Text_Replacement( $span->start, 0, Placeholder::open( $slug, $providers[ $slug ] ) );
		$this->lexical_updates[] = new WP_HTML_Text_Replacement( $span->start + $span->length, 0, Placeholder::close() );
		$this->blocked           = true;
	}

	/**
	 * Neutralises the current script when it loads a listed provider (X's widgets.js, Instagram's embed.js): the
	 * blockquote stays readable, a placeholder before the script offers to load it.
	 *
	 * @param array<string, array{name: string, kind: string, hosts: string[], paths?: string[], category?: string}> $providers The list.
	 */
	private function block_script( array $providers ): void {
		$src  = $this->get_attribute( 'src' );
		$slug = is_string( $src ) ? Providers::match( $src, $providers ) : null;
		if ( null === $slug || null !== $this->get_attribute( 'data-shop-consent' ) || ! $this->set_bookmark( 'embed' ) ) {
			return;
		}
		$span = $this->bookmarks['embed'];
		$this->release_bookmark( 'embed' );

		$this->set_attribute( 'type', 'text/plain' );
		$this->set_attribute( 'data-shop-consent', self::category( $providers[ $slug ] ) );
		$this->lexical_updates[] = new WP_HTML_Text_Replacement( $span->start, 0, Placeholder::open( $slug, $providers[ $slug ] ) );
		$this->lexical_updates[] = new WP_HTML_Text_Replacement( $span->start + $span->length, 0, Placeholder::close() );
		$this->blocked           = true;
	}

	/**
	 * The category a provider's embeds wait for.
	 *
	 * @param array<string, mixed> $provider The provider.
	 */
	public static function category( array $provider ): string {
		$category = $provider['category'] ?? self::CATEGORY;
		return in_array( $category, [ 'thirdparty', 'advanced' ], true ) ? $category : self::CATEGORY;
	}
}
