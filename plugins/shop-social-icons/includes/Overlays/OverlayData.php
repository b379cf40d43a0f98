<?php
/**
 * Hands the storefront core what the WeChat and Pinterest overlays need, on pages that draw their icons.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Overlays;

use ShopSocialIcons\Assets\OnDemandAssets;
use ShopSocialIcons\Assets\Scripts;
use ShopSocialIcons\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * `<script type="application/json" id="shop-social-icons-overlays-data">`: the overlays' files (loaded on the first
 * click of a WeChat button or Pinterest icon, never before), the QR encoder's (loaded only for WeChat on a
 * desktop) and the overlays' words, translated here so the overlays need no i18n script. Printed, with the core
 * enqueued, only on pages that drew one of the two icons.
 */
final class OverlayData implements Service {

	public const DATA_ID = 'shop-social-icons-overlays-data';

	/** Share icons that open an overlay (Mastodon's asks for the visitor's server). */
	private const NETWORKS = [ 'wechat', 'pinterest', 'mastodon' ];

	/**
	 * Whether the page drew a share icon that opens an overlay.
	 *
	 * @var bool
	 */
	private bool $needed = false;

	/**
	 * Constructor.
	 *
	 * @param OnDemandAssets $assets The overlays' files.
	 */
	public function __construct( private OnDemandAssets $assets ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'shop_social_icons_rendered', [ $this, 'note' ], 10, 2 );
		// After the popup's icons (wp_footer, 5); before footer scripts (20).
		add_action( 'wp_footer', [ $this, 'print' ], 6 );
	}

	/**
	 * Notes a rendered list: a Pinterest follow icon links to a profile and needs no overlay.
	 *
	 * @param string       $kind  share or follow.
	 * @param list<string> $drawn The networks drawn.
	 */
	public function note( $kind, $drawn ): void {
		if ( 'share' === $kind && is_array( $drawn ) && [] !== array_intersect( self::NETWORKS, $drawn ) ) {
			$this->needed = true;
		}
	}

	/**
	 * Prints the data and enqueues the core, when the page has a WeChat or Pinterest share icon.
	 */
	public function print(): void {
		if ( ! $this->needed ) {
			return;
		}
		$this->needed = false;
		wp_enqueue_script( Scripts::FRONTEND );
		$data = [
			'assets'  => $this->assets->of( [ Scripts::OVERLAYS ], [ Scripts::OVERLAYS ] ),
			'qrcode'  => $this->assets->of( [], [ Scripts::QRCODE ] ),
			'strings' => self::strings(),
		];
		printf(
			'<script type="application/json" id="%s">%s</script>' . "\n",
			esc_attr( self::DATA_ID ),
			wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) // phpcs:ignore WordPress.Security.EscapeOutput -- JSON with < > & escaped.
		);
	}

	/**
	 * The overlays' words.
	 *
	 * @return array<string, string>
	 */
	public static function strings(): array {
		return [
			'close'           => __( 'Close', 'shop-social-icons' ),
			'wechatTitle'     => __( 'Share on WeChat', 'shop-social-icons' ),
			'wechatScan'      => __( 'Scan QR Code in WeChat and press ··· to share!', 'shop-social-icons' ),
			'wechatUrl'       => __( 'Address of this page', 'shop-social-icons' ),
			'wechatCopy'      => __( 'Copy', 'shop-social-icons' ),
			'wechatCopied'    => __( 'Copied', 'shop-social-icons' ),
			'wechatOpen'      => __( 'Open WeChat', 'shop-social-icons' ),
			'pinterestTitle'  => __( 'Pin It on Pinterest', 'shop-social-icons' ),
			/* translators: %s: what the pin will say, such as the page's title. */
			'pinterestPin'    => __( 'Pin: %s', 'shop-social-icons' ),
			'mastodonLabel'   => __( 'Your Mastodon server', 'shop-social-icons' ),
			'mastodonShare'   => __( 'Share', 'shop-social-icons' ),
			'mastodonCancel'  => __( 'Cancel', 'shop-social-icons' ),
			'mastodonInvalid' => __( 'Enter a server name such as mastodon.social.', 'shop-social-icons' ),
		];
	}
}
