<?php
/**
 * The tags of the handles' chains, kept between requests.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Frontend;

use ShopConsent\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * One autoloaded option: per handle, the markup HandleMarkup drew whole and what it depends on (the language, the
 * WordPress version, the handle's build version, the sites' addresses). Anything else that can change the tags
 * (another plugin filtering script addresses, an update) comes with a plugin being switched on or off, an update or
 * a theme switch: the option is forgotten then.
 */
final class HandleMarkupCache implements Service {

	public const OPTION = 'shop_consent_handle_markup';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		foreach ( [ 'activated_plugin', 'deactivated_plugin', 'upgrader_process_complete', 'switch_theme' ] as $hook ) {
			add_action( $hook, [ self::class, 'forget' ], 10, 0 );
		}
	}

	/**
	 * Forgets every chain.
	 */
	public static function forget(): void {
		delete_option( self::OPTION );
	}

	/**
	 * The markup kept for a handle, null when there is none for today's language, versions and addresses.
	 *
	 * @param string $handle A registered script handle.
	 */
	public function get( string $handle ): ?string {
		$kept = get_option( self::OPTION );
		$item = is_array( $kept ) ? ( $kept[ $handle ] ?? null ) : null;
		if ( ! is_array( $item ) || ( $item['key'] ?? '' ) !== $this->key( $handle ) || ! is_string( $item['markup'] ?? null ) ) {
			return null;
		}
		return $item['markup'];
	}

	/**
	 * Keeps a handle's markup.
	 *
	 * @param string $handle A registered script handle.
	 * @param string $markup Its chain's tags, drawn whole.
	 */
	public function keep( string $handle, string $markup ): void {
		$kept            = get_option( self::OPTION );
		$kept            = is_array( $kept ) ? $kept : [];
		$kept[ $handle ] = [
			'key'    => $this->key( $handle ),
			'markup' => $markup,
		];
		update_option( self::OPTION, $kept, true );
	}

	/**
	 * What the markup depends on.
	 *
	 * @param string $handle A registered script handle.
	 */
	private function key( string $handle ): string {
		$script = wp_scripts()->query( $handle );
		return md5(
			implode(
				'|',
				[
					determine_locale(),
					get_bloginfo( 'version' ),
					$script ? (string) $script->ver : '',
					includes_url(),
					plugins_url(),
					content_url(),
				]
			)
		);
	}
}
