<?php
/**
 * The HTML of a list of icons.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Icons;

use ShopSocialIcons\Frontend\CoreScript;
use ShopSocialIcons\Settings\Settings;
use ShopSocialIcons\Networks\Networks;

defined( 'ABSPATH' ) || exit;

/**
 * One renderer for the block, both shortcodes and the automatic placement, so they print the same thing.
 * Every icon is a link that works without JavaScript, except WeChat, copy link and native sharing: those are
 * buttons printed `hidden`, for the storefront core to show once it can do them, so no dead control is drawn.
 * Rendering a list enqueues the core and the stylesheet (CoreScript::need()); a page without icons loads neither.
 */
final class Renderer {

	/**
	 * Constructor.
	 *
	 * @param Sprite     $sprite The page's sprite.
	 * @param CoreScript $core   The storefront core, enqueued where icons render.
	 */
	public function __construct( private Sprite $sprite, private CoreScript $core ) {}

	/**
	 * A list of share or follow icons; '' when it has none (nothing is enqueued then).
	 *
	 * @param string          $kind     share or follow.
	 * @param list<string>    $networks Networks in their order; empty: the settings' list.
	 * @param SharedPage|null $page     What share icons share; null: the post being shown.
	 * @param string          $position The floating widget's position ('' in content), for the tooltips' side.
	 */
	public function render( string $kind, array $networks = [], ?SharedPage $page = null, string $position = '' ): string {
		$kind     = 'follow' === $kind ? 'follow' : 'share';
		$settings = Settings::get();
		$networks = self::networks( $kind, [] === $networks ? $settings[ $kind . '_networks' ] : $networks );
		$items    = 'follow' === $kind ? $this->follow_items( $networks, $settings ) : $this->share_items( $networks, $page ?? SharedPage::current() );
		if ( [] === $items ) {
			return '';
		}

		$this->core->need();
		$drawn = array_keys( $items );
		/**
		 * Fires when a list of icons is rendered (the overlays' data follows the WeChat and Pinterest share icons).
		 *
		 * @param string       $kind  share or follow.
		 * @param list<string> $drawn The networks drawn, in order.
		 */
		do_action( 'shop_social_icons_rendered', $kind, $drawn );
		$html  = sprintf(
			'<ul class="%s" style="%s"%s aria-label="%s">%s</ul>',
			esc_attr( "shop-social-icons is-{$kind} is-shape-{$settings['shape']} is-colour-{$settings['colour_mode']} is-tooltip-{$settings['tooltip_effect']}" ),
			esc_attr( self::style( $settings ) ),
			'' === $position ? '' : sprintf( ' data-position="%s"', esc_attr( $position ) ),
			esc_attr( Labels::list( $kind ) ),
			implode( '', $items )
		);
		// The block editor's preview comes from REST, which has no footer: it carries its own symbols.
		if ( wp_is_serving_rest_request() ) {
			return $this->sprite->markup( $drawn ) . $html;
		}
		$this->sprite->use( $drawn );
		return $html;
	}

	/**
	 * The networks of a kind that are known, each once, in the given order.
	 *
	 * @param string       $kind     share or follow.
	 * @param list<string> $networks Networks asked for.
	 * @return list<string>
	 */
	public static function networks( string $kind, array $networks ): array {
		return array_values( array_unique( array_intersect( array_map( 'strval', $networks ), Networks::ids( $kind ) ) ) );
	}

	/**
	 * Share icons, keyed by network.
	 *
	 * @param list<string> $networks Share networks.
	 * @param SharedPage   $page     What they share.
	 * @return array<string, string>
	 */
	private function share_items( array $networks, SharedPage $page ): array {
		$items = [];
		foreach ( $networks as $network ) {
			$url = ShareLinks::url( $network, $page );
			if ( null === $url ) {
				$items[ $network ] = self::button( $network, Labels::share( $network ), $page );
				continue;
			}
			// A share window opens in a new tab; email hands over to the mail program.
			$attributes        = 'email' === $network ? '' : ' target="_blank" rel="noopener noreferrer nofollow"';
			$items[ $network ] = self::link( $network, $url, Labels::share( $network ), $attributes );
		}
		return $items;
	}

	/**
	 * Follow icons, keyed by network; a profile without an address is left out.
	 *
	 * @param list<string>         $networks Follow networks.
	 * @param array<string, mixed> $settings The settings.
	 * @return array<string, string>
	 */
	private function follow_items( array $networks, array $settings ): array {
		$items = [];
		foreach ( $networks as $network ) {
			$address = Networks::get( $network )?->follow_address;
			$url     = match ( $address ) {
				'feed'       => get_feed_link(),
				'newsletter' => $settings['newsletter_url'],
				default      => $settings['profiles'][ $network ] ?? '',
			};
			if ( ! is_string( $url ) || '' === $url ) {
				continue;
			}
			// rel=me: the site and the profile are the same owner's (Mastodon shows the link as verified).
			$attributes        = 'profile' === $address ? ' target="_blank" rel="me noopener noreferrer"' : '';
			$items[ $network ] = self::link( $network, $url, Labels::follow( $network ), $attributes );
		}
		return $items;
	}

	/**
	 * One icon that is a link.
	 *
	 * @param string $network    Network key.
	 * @param string $url        Its address.
	 * @param string $label      Its accessible name.
	 * @param string $attributes Constant extra attributes.
	 */
	private static function link( string $network, string $url, string $label, string $attributes ): string {
		return sprintf(
			'<li class="shop-social-icons__item is-%1$s"><a class="shop-social-icons__link" href="%2$s"%3$s>%4$s<span class="shop-social-icons__label">%5$s</span></a></li>',
			esc_attr( $network ),
			esc_url( $url, [ 'http', 'https', 'mailto' ] ),
			$attributes,
			Sprite::icon( $network ),
			esc_html( $label )
		);
	}

	/**
	 * One icon that is a button of the storefront core, hidden until the core shows it.
	 *
	 * @param string     $network Network key.
	 * @param string     $label   Its accessible name.
	 * @param SharedPage $page    What it shares.
	 */
	private static function button( string $network, string $label, SharedPage $page ): string {
		return sprintf(
			'<li class="shop-social-icons__item is-%1$s" hidden><button type="button" class="shop-social-icons__link" data-shop-social-icons-share="%1$s" data-url="%2$s" data-title="%3$s">%4$s<span class="shop-social-icons__label">%5$s</span></button></li>',
			esc_attr( $network ),
			esc_url( $page->url ),
			esc_attr( $page->title ),
			Sprite::icon( $network ),
			esc_html( $label )
		);
	}

	/**
	 * The list's custom properties: the icon size, and the colours when they are custom.
	 *
	 * @param array<string, mixed> $settings The settings.
	 */
	private static function style( array $settings ): string {
		$style = sprintf( '--shop-social-icons-size:%dpx;', (int) $settings['size'] );
		if ( 'custom' === $settings['colour_mode'] ) {
			$style .= sprintf( '--shop-social-icons-fg:%s;--shop-social-icons-bg:%s;', $settings['icon_colour'], $settings['background_colour'] );
		}
		return $style;
	}
}
