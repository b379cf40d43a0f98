<?php
/**
 * The page's one SVG sprite.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Icons;

use ShopSocialIcons\Kit\Service;
use ShopSocialIcons\Networks\Networks;

defined( 'ABSPATH' ) || exit;

/**
 * Each icon draws `<svg><use href="#shop-social-icons-<network>"/></svg>`; the symbols it uses are printed once, in
 * the footer, however many lists the page has. Printing at wp_footer rather than beside the first list keeps the
 * sprite out of content that is rendered and thrown away (an excerpt, a meta description built from the_content).
 * A page that rendered no icon prints nothing.
 */
final class Sprite implements Service {

	/** Id prefix of the symbols. */
	public const PREFIX = 'shop-social-icons-';

	/**
	 * Networks drawn on this page so far.
	 *
	 * @var array<string, true>
	 */
	private array $used = [];

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_footer', [ $this, 'print_sprite' ] );
	}

	/**
	 * Notes that the page draws these networks' icons.
	 *
	 * @param list<string> $networks Network keys.
	 */
	public function use( array $networks ): void {
		foreach ( $networks as $network ) {
			$this->used[ $network ] = true;
		}
	}

	/**
	 * Prints the sprite of the icons used, once.
	 */
	public function print_sprite(): void {
		echo $this->drain(); // phpcs:ignore WordPress.Security.EscapeOutput -- constant markup.
	}

	/**
	 * The sprite of the icons noted so far, which are then forgotten: for markup that leaves the page's flow, such
	 * as a REST answer.
	 */
	public function drain(): string {
		$markup     = $this->markup( array_keys( $this->used ) );
		$this->used = [];
		return $markup;
	}

	/**
	 * The sprite of some networks ('' for none).
	 *
	 * @param list<string> $networks Network keys.
	 */
	public function markup( array $networks ): string {
		$symbols = '';
		foreach ( $networks as $network ) {
			$row = Networks::get( $network );
			if ( null !== $row ) {
				$symbols .= sprintf( '<symbol id="%s" viewBox="%s">%s</symbol>', esc_attr( self::PREFIX . $network ), esc_attr( $row->glyph[0] ), $row->glyph[1] );
			}
		}
		if ( '' === $symbols ) {
			return '';
		}
		return '<svg xmlns="http://www.w3.org/2000/svg" class="shop-social-icons-sprite" width="0" height="0" aria-hidden="true" focusable="false" style="position:absolute;overflow:hidden">' . $symbols . '</svg>';
	}

	/**
	 * An icon that draws a network's symbol.
	 *
	 * @param string $network Network key.
	 */
	public static function icon( string $network ): string {
		return sprintf(
			'<svg class="shop-social-icons__icon" width="24" height="24" aria-hidden="true" focusable="false"><use href="#%s"/></svg>',
			esc_attr( self::PREFIX . $network )
		);
	}
}
