<?php
/**
 * Each package's class bundle, as the build wrote it: PHP declares its classes before WordPress loads any plugin,
 * they are the classes of the files it lists, and a page of the site declares them from it.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests;

/**
 * The bundles of the four plugins and the theme (packages/php-kit/class-bundle.mjs).
 */
final class ClassBundleContractTest extends TestCase {

	/** @return array<string, array{string, string}> package => [its classes folder, its root namespace] */
	public static function packages(): array {
		$root = dirname( __DIR__, 4 ) . '/';
		return [
			'shop-consent'        => [ $root . 'plugins/shop-consent/includes/', 'ShopConsent' ],
			'shop-social-icons'   => [ $root . 'plugins/shop-social-icons/includes/', 'ShopSocialIcons' ],
			'shop-filter'         => [ $root . 'plugins/shop-filter/includes/', 'ShopFilter' ],
			'shop-stripe-gateway' => [ $root . 'plugins/shop-stripe-gateway/includes/', 'ShopStripeGateway' ],
			'shop-theme'          => [ $root . 'themes/shop-theme/inc/', 'ShopTheme' ],
		];
	}

	/**
	 * @dataProvider packages
	 */
	public function test_php_declares_the_bundles_classes_on_its_own_before_any_plugin_loads( string $classes, string $namespace_name ): void {
		$expected = $this->listed_classes( $classes, $namespace_name );
		$script   = sprintf(
			'define( "ABSPATH", "/" ); require %s; echo json_encode( array_values( array_filter( array_merge( get_declared_classes(), get_declared_interfaces(), get_declared_traits() ), fn ( $c ) => str_starts_with( $c, %s ) ) ) );',
			var_export( $classes . 'Kit/classes.php', true ),
			var_export( $namespace_name . '\\', true )
		);
		exec( escapeshellarg( PHP_BINARY ) . ' -n -r ' . escapeshellarg( $script ) . ' 2>&1', $output, $status );

		$this->assertSame( 0, $status, implode( "\n", $output ) );
		$declared = json_decode( implode( '', $output ), true );
		sort( $declared );
		$this->assertSame( $expected, $declared );
		$this->assertGreaterThan( 40, count( $declared ) );
	}

	/**
	 * @dataProvider packages
	 */
	public function test_the_bundle_holds_every_class_but_those_that_build_on_another_plugins_or_name_their_path( string $classes, string $namespace_name ): void {
		$listed = require $classes . 'Kit/classes-sources.php';
		$tree   = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $classes, \FilesystemIterator::SKIP_DOTS ) );
		$left   = [];
		foreach ( $tree as $file ) {
			$relative = str_replace( '\\', '/', substr( $file->getPathname(), strlen( $classes ) ) );
			if ( str_ends_with( $relative, '.php' ) && ! in_array( $relative, [ ...$listed, 'Kit/Boot.php', 'Kit/Autoloader.php', 'Kit/classes.php', 'Kit/classes-sources.php' ], true ) ) {
				$left[] = $relative;
			}
		}

		foreach ( $left as $file ) {
			$class = $namespace_name . '\\' . str_replace( '/', '\\', substr( $file, 0, -4 ) );
			$this->assertTrue( $this->stays_out( new \ReflectionClass( $class ), $namespace_name ), "$file is not in the bundle, and nothing keeps it out" );
		}
		$this->assertContains( 'ShopTheme' === $namespace_name ? 'Theme.php' : 'Plugin.php', $listed );
		$this->assertLessThan( 10, count( $left ) );
	}

	/**
	 * @dataProvider packages
	 */
	public function test_the_site_declares_the_packages_classes_from_the_bundle_while_it_is_fresh( string $classes, string $namespace_name ): void {
		$root   = 'ShopTheme' === $namespace_name ? 'ShopTheme\Theme' : $namespace_name . '\Plugin';
		$bundle = $classes . 'Kit/classes.php';
		$fresh  = apply_filters( 'shop_kit_class_bundle', true, $namespace_name, $bundle );

		$this->assertSame(
			realpath( $fresh ? $bundle : $classes . ( 'ShopTheme' === $namespace_name ? 'Theme.php' : 'Plugin.php' ) ),
			realpath( (string) ( new \ReflectionClass( $root ) )->getFileName() )
		);
	}

	/** @return list<string> The classes the bundle's list names, by their files' paths, sorted. */
	private function listed_classes( string $classes, string $namespace_name ): array {
		$names = array_map(
			static fn ( string $file ): string => $namespace_name . '\\' . str_replace( '/', '\\', substr( $file, 0, -4 ) ),
			require $classes . 'Kit/classes-sources.php'
		);
		sort( $names );
		return $names;
	}

	/**
	 * Whether PHP could not declare the class before the plugins load (it builds on another plugin's or WordPress's
	 * class, itself or through a parent) or its code names its own file's path or loads a file.
	 */
	private function stays_out( \ReflectionClass $type, string $namespace_name ): bool {
		if ( preg_match( '/__DIR__|__FILE__|^(?:require|include)/m', (string) file_get_contents( (string) $type->getFileName() ) ) ) {
			return true;
		}
		$builds_on = [ ...( $type->getParentClass() ? [ $type->getParentClass() ] : [] ), ...array_values( $type->getInterfaces() ), ...array_values( $type->getTraits() ) ];
		foreach ( $builds_on as $other ) {
			$ours = str_starts_with( $other->getName(), $namespace_name . '\\' );
			if ( ( ! $ours && ! $other->isInternal() ) || ( $ours && $this->stays_out( $other, $namespace_name ) ) ) {
				return true;
			}
		}
		return false;
	}
}
