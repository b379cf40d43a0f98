<?php
/**
 * Registers what `wp-scripts build` wrote to a package's build/ folder.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\Assets;

defined( 'ABSPATH' ) || exit;

/**
 * For an entry point such as `admin`, the build writes build/admin.js, build/admin.asset.php (its script
 * dependencies and a content hash) and, when the entry imports styles, build/admin.css and build/admin-rtl.css
 * (build/style-admin.css and its twin when the stylesheet is imported as `style.scss`). Nothing is registered for an
 * entry that has not been built, so a missing build shows as a missing behaviour, never as a fatal.
 */
final class BuildAssets {

	/** Loading arguments of a storefront script: it may not hold up the first paint. */
	public const DEFERRED = [
		'strategy'  => 'defer',
		'in_footer' => true,
	];

	/** Absolute path of the build folder, with a trailing slash. */
	private string $dir;

	/** URL of the build folder, with a trailing slash. */
	private string $url;

	/**
	 * Constructor.
	 *
	 * @param string $package_dir Absolute path of the plugin or theme folder, with a trailing slash.
	 * @param string $package_url URL of that folder, with a trailing slash.
	 */
	public function __construct( private string $package_dir, string $package_url ) {
		$this->dir = $package_dir . 'build/';
		$this->url = $package_url . 'build/';
	}

	/**
	 * Registers build/<entry>.js with the dependencies and version listed in build/<entry>.asset.php.
	 *
	 * @param string                                    $handle     Script handle.
	 * @param string                                    $entry      Entry point name.
	 * @param array{strategy?: string, in_footer?: bool} $args       Loading strategy, as wp_register_script() takes it.
	 * @param list<string>                              $extra_deps Handles the build cannot see (our own scripts it does
	 *                                                              not import), after the asset file's dependencies.
	 * @return bool False when the entry has not been built.
	 */
	public function register_script( string $handle, string $entry, array $args = [ 'in_footer' => true ], array $extra_deps = [] ): bool {
		$asset = $this->asset( $entry );
		if ( null === $asset ) {
			return false;
		}

		return wp_register_script( $handle, $this->url . $entry . '.js', array_merge( $asset['dependencies'], $extra_deps ), $asset['version'], $args );
	}

	/**
	 * Registers a script whose strings are translated, from the package's languages/ folder.
	 *
	 * @param string                                    $handle Script handle.
	 * @param string                                    $entry  Entry point name.
	 * @param array{strategy?: string, in_footer?: bool} $args   Loading strategy, as wp_register_script() takes it.
	 * @return bool False when the entry has not been built.
	 */
	public function register_translated_script( string $handle, string $entry, array $args = [ 'in_footer' => true ] ): bool {
		if ( ! $this->register_script( $handle, $entry, $args ) ) {
			return false;
		}
		wp_set_script_translations( $handle, 'shop-kit', $this->package_dir . 'languages' );

		return true;
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
		$file  = $this->style_file( $entry );
		if ( null === $asset || null === $file ) {
			return false;
		}

		$registered = wp_register_style( $handle, $this->url . $file, $dependencies, $asset['version'] );
		wp_style_add_data( $handle, 'rtl', 'replace' );

		return $registered;
	}

	/**
	 * Registers a style as register_style() does, with its file, so WordPress prints it inline when small
	 * (wp_maybe_inline_styles(), within the page's limit): a render-blocking request fewer where it is drawn.
	 *
	 * @param string   $handle       Style handle.
	 * @param string   $entry        Entry point name.
	 * @param string[] $dependencies Style handles this style needs.
	 * @return bool False when the entry has no built styles.
	 */
	public function register_inlinable_style( string $handle, string $entry, array $dependencies = [] ): bool {
		if ( ! $this->register_style( $handle, $entry, $dependencies ) ) {
			return false;
		}
		$file = (string) $this->style_file( $entry );
		$rtl  = substr( $file, 0, -4 ) . '-rtl.css';
		wp_style_add_data( $handle, 'path', $this->dir . ( is_rtl() && is_readable( $this->dir . $rtl ) ? $rtl : $file ) );

		return true;
	}

	/**
	 * The built stylesheet of an entry, relative to the build folder.
	 *
	 * @param string $entry Entry point name.
	 * @return string|null Null when the entry has no built styles.
	 */
	private function style_file( string $entry ): ?string {
		foreach ( [ $entry . '.css', 'style-' . $entry . '.css' ] as $file ) {
			if ( is_readable( $this->dir . $file ) ) {
				return $file;
			}
		}

		return null;
	}

	/**
	 * The version build/<entry>.asset.php gives an entry: a hash of what the build wrote for it (its script, or a
	 * stylesheet entry's CSS and right-to-left twin), the same in every copy of the package, where a file's time
	 * differs from one web node's copy to the other's.
	 *
	 * @param string $entry Entry point name.
	 * @return string|null Null when the entry has not been built.
	 */
	public function version( string $entry ): ?string {
		return $this->asset( $entry )['version'] ?? null;
	}

	/**
	 * Reads an entry's dependencies and version: from build/assets.php, every entry's in one file the build writes
	 * (packages/php-kit/webpack/combined-assets.js), or from build/<entry>.asset.php where that file lacks the entry.
	 *
	 * @param string $entry Entry point name.
	 * @return array{dependencies: list<string>, version: string}|null Null when the entry is missing or malformed.
	 */
	private function asset( string $entry ): ?array {
		$asset = self::combined( $this->dir )[ $entry ] ?? null;
		if ( null === $asset ) {
			$file = $this->dir . $entry . '.asset.php';
			if ( ! is_readable( $file ) ) {
				return null;
			}
			$asset = require $file;
		}
		if ( ! is_array( $asset ) || ! is_array( $asset['dependencies'] ?? null ) || ! is_string( $asset['version'] ?? null ) ) {
			return null;
		}

		return [
			'dependencies' => array_values( array_filter( $asset['dependencies'], 'is_string' ) ),
			'version'      => $asset['version'],
		];
	}

	/**
	 * A build folder's build/assets.php, read once a request: each BuildAssets of a package shares it.
	 *
	 * @param string $dir The build folder, with a trailing slash.
	 * @return array<string, mixed> Entry name => its asset array; empty when the file is missing.
	 */
	private static function combined( string $dir ): array {
		static $read = [];
		if ( ! isset( $read[ $dir ] ) ) {
			$all          = is_readable( $dir . 'assets.php' ) ? require $dir . 'assets.php' : [];
			$read[ $dir ] = is_array( $all ) ? $all : [];
		}
		return $read[ $dir ];
	}
}
