<?php
/**
 * A plugin's cleanup on every site of a network.
 *
 * @package ShopKit\Tests
 */

declare( strict_types = 1 );

namespace ShopKit\Tests;

use RuntimeException;
use ShopBundle\Tests\TestCase;
use ShopKit\Uninstall\EverySite;

/**
 * The test stack is a single site: the loop over a network's sites runs over a list of sites with the switching
 * recorded; each plugin's own uninstall test runs its cleanup through it, and the bundle's uninstall contract test
 * the whole uninstall.php.
 */
final class EverySiteTest extends TestCase {

	/** @var list<string> Switches, cleanups and restores, in order. */
	private array $calls = [];

	/** Records a switch. */
	private function switch_to( int $site_id ): void {
		$this->calls[] = "switch {$site_id}";
	}

	/** Records a restore. */
	private function restore(): void {
		$this->calls[] = 'restore';
	}

	public function test_each_site_is_switched_to_cleaned_and_left_in_turn(): void {
		EverySite::sites( [ 2, '3' ], fn () => $this->calls[] = 'clean', $this->switch_to( ... ), $this->restore( ... ) );

		$this->assertSame( [ 'switch 2', 'clean', 'restore', 'switch 3', 'clean', 'restore' ], $this->calls );
	}

	public function test_the_current_site_is_restored_when_a_cleanup_throws(): void {
		$throws = static function (): void {
			throw new RuntimeException( 'a table could not be dropped' );
		};

		try {
			EverySite::sites( [ 2, 3 ], $throws, $this->switch_to( ... ), $this->restore( ... ) );
			$this->fail( 'the cleanup threw' );
		} catch ( RuntimeException $error ) {
			$this->assertSame( 'a table could not be dropped', $error->getMessage() );
		}

		$this->assertSame( [ 'switch 2', 'restore' ], $this->calls, 'back on the current site, the next site not begun' );
	}

	public function test_a_single_site_is_cleaned_once_without_switching(): void {
		$this->assertFalse( is_multisite() );
		$cleaned = 0;

		EverySite::clean(
			static function () use ( &$cleaned ): void {
				++$cleaned;
			}
		);

		$this->assertSame( 1, $cleaned );
	}
}
