<?php
/**
 * The floating widget of share icons.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Floating;

use ShopSocialIcons\Assets\Scripts;
use ShopSocialIcons\Icons\Renderer;
use ShopSocialIcons\Icons\SharedPage;
use ShopSocialIcons\Kit\Service;
use ShopSocialIcons\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * With `floating_enabled`, every storefront page gets the share icons of `floating_networks` at
 * `floating_position`, sharing the page itself (the singular post, else the front page).
 * follow: printed in the footer, fixed by the stylesheet (out of the flow: nothing moves).
 * sticky: printed in the page's flow below the site header (a block theme's `header` template part; else at the top
 * of the body) in a holder that reserves the widget's height plus 15 px (the spec's holder-height rule) from first
 * paint; the widget scrolls with the page until it reaches its place, then the core fixes it there.
 * The list is rendered at template_redirect (before a block theme renders its template), so the stylesheet goes
 * into the head.
 */
final class FloatingWidget implements Service {

	/** The widget's HTML, rendered and not yet printed. */
	private string $html = '';

	/** Whether this page has the widget. */
	private bool $drawn = false;

	/**
	 * Constructor.
	 *
	 * @param Renderer $renderer Renders the list.
	 */
	public function __construct( private Renderer $renderer ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// A block theme renders its template (the header part) before wp_head: render the widget before that.
		add_action( 'template_redirect', [ $this, 'prepare' ], 99 );
		add_action( 'wp_enqueue_scripts', [ $this, 'prepare_late' ] );
		// A block theme renders its template before wp_body_open, so the header part comes first.
		add_filter( 'render_block_core/template-part', [ $this, 'after_header' ], 10, 2 );
		add_action( 'wp_body_open', [ $this, 'print_sticky' ] );
		// Before the sprite (wp_footer, 10) prints the symbols the widget uses.
		add_action( 'wp_footer', [ $this, 'print' ], 5 );
	}

	/**
	 * Renders the widget when it is on and the page is a storefront page.
	 */
	public function prepare(): void {
		$this->drawn = false;
		$settings    = Settings::get();
		if ( ! $settings['floating_enabled'] || is_embed() || is_feed() ) {
			return;
		}
		$this->html  = $this->html( $settings );
		$this->drawn = '' !== $this->html;
		if ( $this->drawn ) {
			wp_enqueue_style( Scripts::FLOATING );
		}
	}

	/**
	 * Whether this page has the widget (it is drawn once the core has run: the core cannot wait for a visitor).
	 */
	public function drawn(): bool {
		return $this->drawn;
	}

	/**
	 * Renders the widget at wp_enqueue_scripts when template_redirect did not run (a page served without the
	 * template loader).
	 */
	public function prepare_late(): void {
		if ( ! did_action( 'template_redirect' ) ) {
			$this->prepare();
		}
	}

	/**
	 * A sticky widget goes right after the site header.
	 *
	 * @param string               $html  The template part's HTML.
	 * @param array<string, mixed> $block The parsed block.
	 */
	public function after_header( $html, $block ): string {
		$html = (string) $html;
		if ( 'header' !== ( $block['attrs']['slug'] ?? '' ) || ! $this->is_sticky() ) {
			return $html;
		}
		$widget     = $this->html;
		$this->html = '';
		return $html . $widget;
	}

	/**
	 * Else at the top of the body, in the flow.
	 */
	public function print_sticky(): void {
		if ( $this->is_sticky() ) {
			$this->print();
		}
	}

	/**
	 * Whether a sticky widget waits to be printed.
	 */
	private function is_sticky(): bool {
		return str_contains( $this->html, ' is-sticky ' );
	}

	/**
	 * Prints the widget once (a theme without wp_body_open gets a sticky one in the footer).
	 */
	public function print(): void {
		echo $this->html; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by html().
		$this->html = '';
	}

	/**
	 * The widget's HTML; '' when it has no icon.
	 *
	 * @param array<string, mixed> $settings The settings.
	 */
	public function html( array $settings ): string {
		$position = (string) $settings['floating_position'];
		$list     = $this->renderer->render( 'share', $settings['floating_networks'], SharedPage::viewed(), $position );
		if ( '' === $list ) {
			return '';
		}
		return sprintf(
			'<div class="%s" data-position="%s" style="%s">%s</div>',
			esc_attr( "shop-social-icons-floating is-{$settings['floating_mode']} is-position-{$position}" ),
			esc_attr( $position ),
			esc_attr( self::reserved_height( $position, count( $settings['floating_networks'] ), (int) $settings['size'] ) ),
			$list
		);
	}

	/**
	 * The widget's height before it is measured, so a sticky holder reserves it at first paint: one row of icons,
	 * or a column on the sides (icons and the gaps of a fifth of their size between them).
	 *
	 * @param string $position Widget position.
	 * @param int    $count    Icons.
	 * @param int    $size     Icon size in px.
	 */
	public static function reserved_height( string $position, int $count, int $size ): string {
		$column = in_array( $position, [ 'center-left', 'center-right' ], true );
		$height = $column ? $count * $size + intdiv( ( $count - 1 ) * $size, 5 ) : $size;
		return sprintf( '--shop-social-icons-rows-height:%dpx;', $height );
	}
}
