<?php
/**
 * A network of sites for a plugin's uninstall, on the single-site test stack.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests\Support;

/**
 * The test stack is one site, so WordPress has no `switch_to_blog()`, and `is_multisite()` is false. For a test in a
 * process of its own, `pretend()` makes a plugin's copy of the kit's `Uninstall\EverySite` see a network of sites 2 and
 * 3: PHP resolves an unqualified function call in a namespace to that namespace's function first, so `is_multisite()`
 * and `get_sites()` are declared in the copy's namespace (only there: WordPress itself still sees one site), and
 * `switch_to_blog()` and `restore_current_blog()`, which a single site lacks, record the switches in `$calls`.
 */
final class NetworkOfSites {

	/** The network's sites. */
	public const SITES = [ 2, 3 ];

	/** @var list<string> "switch <id>" and "restore", in order. */
	public static array $calls = [];

	/**
	 * @param string $kit_namespace The namespace of the plugin's kit copy (`ShopConsent\Kit`).
	 */
	public static function pretend( string $kit_namespace ): void {
		// phpcs:ignore Squiz.PHP.Eval.Discouraged -- the function must be declared in a namespace named at run time.
		eval(
			"namespace {$kit_namespace}\\Uninstall;
			function is_multisite(): bool { return true; }
			function get_sites( array \$args = [] ): array { return \\" . self::class . '::SITES; }'
		);
		require_once __DIR__ . '/site-switches.php';
	}
}
