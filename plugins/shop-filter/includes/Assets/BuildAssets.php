<?php
/**
 * Registers what `wp-scripts build` wrote to build/.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * For an entry point such as `admin`, the build writes build/admin.js, build/admin.asset.php (its script
 * dependencies and a content hash) and, when the entry imports styles, build/admin.css and build/admin-rtl.css.
 */
final class BuildAssets {

	/**
	 * Constructor.
	 *
	 * @param string $dir Absolute path of the build folder, with a trailing slash.
	 * @param string $url URL of the build folder, with a trailing slash.
	 */
	public function __construct(
		private string $dir,
		private string $url
	) {}

	/**
	 * Registers build/<entry>.js with the dependencies and version listed in build/<entry>.asset.php.
	 *
	 * @param string                                    $handle Script handle.
	 * @param string                                    $entry  Entry point name.
	 * @param array{strategy?: string, in_footer?: bool} $args   Loading strategy, as wp_register_script() takes it.
	 * @return bool False when the entry has not been built.
	 */
	public function register_script( string $handle, string $entry, array $args = [ 'in_footer' => true ] ): bool {
		$asset = $this->asset( $entry );
		if ( null === $asset ) {
			return false;
		}

		return wp_register_script( $handle, $this->url . $entry . '.js', $asset['dependencies'], $asset['version'], $args );
	}

	/**
	 * Registers build/<entry>.css (and its right-to-left twin) when the entry has styles; a stylesheet imported as
	 * `style.scss` is built to build/style-<entry>.css instead (wp-scripts' split of block styles).
	 *
	 * @param string   $handle       Style handle.
	 * @param string   $entry        Entry point name.
	 * @param string[] $dependencies Style handles this style needs.
	 * @return bool False when the entry has no built styles.
	 */
	public function register_style( string $handle, string $entry, array $dependencies = [] ): bool {
		$asset = $this->asset( $entry );
		$file  = is_readable( $this->dir . $entry . '.css' ) ? $entry . '.css' : 'style-' . $entry . '.css';
		if ( null === $asset || ! is_readable( $this->dir . $file ) ) {
			return false;
		}

		$registered = wp_register_style( $handle, $this->url . $file, $dependencies, $asset['version'] );
		wp_style_add_data( $handle, 'rtl', 'replace' );

		return $registered;
	}

	/**
	 * Reads build/<entry>.asset.php.
	 *
	 * @param string $entry Entry point name.
	 * @return array{dependencies: string[], version: string}|null Null when the file is missing or malformed.
	 */
	private function asset( string $entry ): ?array {
		$file = $this->dir . $entry . '.asset.php';
		if ( ! is_readable( $file ) ) {
			return null;
		}

		$asset = require $file;
		if ( ! is_array( $asset ) || ! is_array( $asset['dependencies'] ?? null ) || ! is_string( $asset['version'] ?? null ) ) {
			return null;
		}

		return [
			'dependencies' => array_values( array_filter( $asset['dependencies'], 'is_string' ) ),
			'version'      => $asset['version'],
		];
	}
}
