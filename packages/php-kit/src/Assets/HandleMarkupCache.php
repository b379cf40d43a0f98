<?php
/**
 * The tags of the handles' chains, kept between requests.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\Assets;

use ShopKit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * One autoloaded option, named by the package (its uninstall deletes it): per handle, the markup HandleMarkup drew
 * whole and what it depends on (the language, the WordPress version, the versions of the handle's script and style,
 * the sites' addresses). Anything else that can change the tags (another plugin filtering script addresses, an update) comes
 * with a plugin being switched on or off, an update or a theme switch: the option is forgotten then.
 */
final class HandleMarkupCache implements Service {

	/**
	 * Constructor.
	 *
	 * @param string $option The package's option (`<prefix>_handle_markup`).
	 */
	public function __construct( private string $option ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		foreach ( [ 'activated_plugin', 'deactivated_plugin', 'upgrader_process_complete', 'switch_theme' ] as $hook ) {
			add_action( $hook, [ $this, 'forget' ], 10, 0 );
		}
	}

	/**
	 * Forgets every chain.
	 */
	public function forget(): void {
		delete_option( $this->option );
	}

	/**
	 * The markup kept for a handle, null when there is none for today's language, versions and addresses.
	 *
	 * @param string $handle A registered script handle.
	 */
	public function get( string $handle ): ?string {
		$kept = get_option( $this->option );
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
		$kept            = get_option( $this->option );
		$kept            = is_array( $kept ) ? $kept : [];
		$kept[ $handle ] = [
			'key'    => $this->key( $handle ),
			'markup' => $markup,
		];
		update_option( $this->option, $kept, true );
	}

	/**
	 * What the markup depends on.
	 *
	 * @param string $handle A registered script handle.
	 */
	private function key( string $handle ): string {
		$script = wp_scripts()->query( $handle );
		$style  = wp_styles()->query( $handle ); // Its own version where it is not the script's.
		return md5(
			implode(
				'|',
				[
					determine_locale(),
					get_bloginfo( 'version' ),
					$script ? (string) $script->ver : '',
					$style ? (string) $style->ver : '',
					includes_url(),
					plugins_url(),
					content_url(),
				]
			)
		);
	}
}
