<?php
/**
 * Pages with and without icons, as the tests of the icons render them.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests\Support;

use ShopSocialIcons\Frontend\CoreScript;
use ShopSocialIcons\Icons\Sprite;
use ShopSocialIcons\Settings\Settings;
use WP_HTML_Tag_Processor;
use WP_Query;

/**
 * Settings, posts, a main query, and what a rendered list holds.
 */
trait IconPages {

	/**
	 * Main query saved by open_post().
	 *
	 * @var array{0: WP_Query, 1: WP_Query}|null
	 */
	private ?array $saved_query = null;

	/**
	 * Stores settings over the defaults.
	 *
	 * @param array<string, mixed> $settings Fields.
	 */
	private function set_settings( array $settings ): void {
		update_option( Settings::OPTION, $settings );
	}

	/**
	 * A published post.
	 *
	 * @param string $title   Its title.
	 * @param string $content Its content.
	 */
	private function post( string $title, string $content = '<p>Body</p>' ): int {
		return (int) wp_insert_post(
			[
				'post_title'   => $title,
				'post_content' => $content,
				'post_status'  => 'publish',
			]
		);
	}

	/**
	 * Makes the main query the given one and, when it found a post, starts its loop (as a single post's page does).
	 *
	 * @param array<string, mixed> $query Query vars.
	 */
	private function open_page( array $query ): void {
		$this->saved_query       = [ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ];
		$GLOBALS['wp_the_query'] = new WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$GLOBALS['wp_query']->query( $query );
		if ( $GLOBALS['wp_query']->have_posts() ) {
			$GLOBALS['wp_query']->the_post();
		}
	}

	/**
	 * Puts the main query back.
	 */
	private function close_page(): void {
		if ( null !== $this->saved_query ) {
			[ $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ] = $this->saved_query;
			$this->saved_query                                = null;
		}
		wp_reset_postdata();
		wp_dequeue_style( 'shop-social-icons-frontend' );
		wp_dequeue_script( 'shop-social-icons-frontend' );
		$this->footer_texts();
	}

	/**
	 * What the footer prints of the core's texts (and forgets that the page needed them).
	 */
	private function footer_texts(): string {
		$core = $this->hooked_callback( 'wp_footer', CoreScript::class );
		ob_start();
		$core();
		return (string) ob_get_clean();
	}

	/**
	 * What the footer prints of the sprite (and forgets the icons noted so far).
	 */
	private function footer_sprite(): string {
		$print = $this->hooked_callback( 'wp_footer', Sprite::class );
		ob_start();
		$print();
		return (string) ob_get_clean();
	}

	/**
	 * The icons of rendered HTML: per icon its tag, href, accessible name and attributes.
	 *
	 * @param string $html Rendered HTML.
	 * @return list<array{network: string, tag: string, href: ?string, name: string, target: ?string, rel: ?string, hidden: bool}>
	 */
	private static function icons( string $html ): array {
		preg_match_all( '#<li class="shop-social-icons__item is-([a-z]+)"( hidden)?><(a|button)([^>]*)>.*?<span class="shop-social-icons__label">([^<]*)</span>#', $html, $matches, PREG_SET_ORDER );
		$icons = [];
		foreach ( $matches as [ , $network, $hidden, $tag, $attributes, $name ] ) {
			$tags = new WP_HTML_Tag_Processor( "<$tag$attributes>" );
			$tags->next_tag();
			$icons[] = [
				'network' => $network,
				'tag'     => $tag,
				'href'    => self::attribute( $tags, 'href' ),
				'name'    => html_entity_decode( $name, ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
				'target'  => self::attribute( $tags, 'target' ),
				'rel'     => self::attribute( $tags, 'rel' ),
				'hidden'  => '' !== $hidden,
			];
		}
		return $icons;
	}

	/**
	 * An attribute's decoded value, or null.
	 *
	 * @param WP_HTML_Tag_Processor $tags On the tag.
	 * @param string                $name Attribute.
	 */
	private static function attribute( WP_HTML_Tag_Processor $tags, string $name ): ?string {
		$value = $tags->get_attribute( $name );
		return is_string( $value ) ? $value : null;
	}
}
