<?php
/**
 * The "Cookie policy" block and the [shop_consent_cookie_policy] shortcode.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Blocks;

use ShopConsent\Cookies\CookieList;
use ShopConsent\Kit\Blocks\EditorAssets;
use ShopConsent\Kit\Service;
use ShopConsent\Settings\Settings;

use const ShopConsent\DIR;

defined( 'ABSPATH' ) || exit;

/**
 * Dynamic block (build/blocks/cookie-policy/block.json is the source of truth): block and shortcode print the
 * saved cookie list through CookiePolicyTable. The output depends only on the option, so pages stay cacheable.
 */
final class CookiePolicy implements Service {

	/** The shortcode's tag. */
	public const SHORTCODE = 'shop_consent_cookie_policy';

	/**
	 * Constructor.
	 *
	 * @param CookieList $list     The saved cookie list.
	 * @param Settings   $settings The settings (category titles).
	 */
	public function __construct(
		private CookieList $list,
		private Settings $settings
	) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', [ $this, 'register_block' ] );
	}

	/**
	 * Registers the shortcode, and the block from the build folder (nothing when it has not been built).
	 */
	public function register_block(): void {
		add_shortcode( self::SHORTCODE, [ $this, 'render_shortcode' ] );
		$folder = DIR . 'build/blocks/cookie-policy';
		if ( is_readable( $folder . '/block.json' ) ) {
			EditorAssets::register_block_type( $folder, [ 'render_callback' => [ $this, 'render_block' ] ] );
		}
	}

	/**
	 * Renders the block.
	 */
	public function render_block(): string {
		return CookiePolicyTable::render( $this->list->get(), $this->titles(), get_block_wrapper_attributes() );
	}

	/**
	 * Renders the shortcode (it takes no attributes).
	 */
	public function render_shortcode(): string {
		return CookiePolicyTable::render( $this->list->get(), $this->titles() );
	}

	/**
	 * The category titles the banner shows: the configured ones, else the defaults.
	 *
	 * @return array<string, string>
	 */
	private function titles(): array {
		$texts    = $this->settings->get()['texts'];
		$defaults = [
			'strict'     => __( 'Strictly necessary', 'shop-consent' ),
			'thirdparty' => __( 'Third-party', 'shop-consent' ),
			'advanced'   => __( 'Advanced', 'shop-consent' ),
		];
		foreach ( $defaults as $category => $title ) {
			$configured = trim( (string) ( $texts[ $category . '_title' ] ?? '' ) );
			if ( '' !== $configured ) {
				$defaults[ $category ] = $configured;
			}
		}
		return $defaults;
	}
}
