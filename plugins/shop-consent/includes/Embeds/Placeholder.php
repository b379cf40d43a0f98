<?php
/**
 * The accessible placeholder shown instead of a blocked embed.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Embeds;

defined( 'ABSPATH' ) || exit;

/**
 * Names the service, says what loading it does, and offers two buttons: load just this embed, or allow the
 * category the embed waits for (window.shopConsent.set), which the wrapper names in `data-shop-consent-category`.
 * The embeds script (handle shop-consent-embeds) runs the buttons.
 */
final class Placeholder {

	/**
	 * Opening markup: the wrapper and the placeholder's chrome. The blocked element follows, then close().
	 *
	 * @param string                                               $slug     Provider slug.
	 * @param array{name: string, kind: string, category?: string} $provider The provider.
	 */
	public static function open( string $slug, array $provider ): string {
		$name     = (string) $provider['name'];
		$texts    = self::texts( (string) $provider['kind'] );
		$category = EmbedMarkup::category( $provider );

		return sprintf(
			'<div class="shop-consent-embed" data-shop-consent-embed="%1$s" data-shop-consent-category="%6$s"><div class="shop-consent-embed__placeholder" role="group" aria-label="%2$s">'
			. '<p class="shop-consent-embed__service">%2$s</p><p class="shop-consent-embed__message">%3$s</p>'
			. '<p class="shop-consent-embed__actions"><button type="button" class="shop-consent-embed__load">%4$s</button> '
			. '<button type="button" class="shop-consent-embed__allow">%5$s</button></p></div>',
			esc_attr( $slug ),
			esc_html( $name ),
			/* translators: 1: what loading does, e.g. "Load video"; 2: service name, e.g. YouTube. */
			esc_html( sprintf( __( '%1$s: this sets cookies from %2$s.', 'shop-consent' ), $texts['load'], $name ) ),
			esc_html( $texts['load'] ),
			esc_html( 'advanced' === $category ? __( 'Always allow advanced content', 'shop-consent' ) : __( 'Always allow third-party content', 'shop-consent' ) ),
			esc_attr( $category )
		);
	}

	/** Closing markup of the wrapper. */
	public static function close(): string {
		return '</div>';
	}

	/**
	 * The button text for a kind of content.
	 *
	 * @param string $kind video, map, post or audio.
	 * @return array{load: string}
	 */
	private static function texts( string $kind ): array {
		$load = match ( $kind ) {
			'video' => __( 'Load video', 'shop-consent' ),
			'map'   => __( 'Load map', 'shop-consent' ),
			'post'  => __( 'Load post', 'shop-consent' ),
			'audio' => __( 'Load audio', 'shop-consent' ),
			default => __( 'Load content', 'shop-consent' ),
		};
		return [ 'load' => $load ];
	}
}
