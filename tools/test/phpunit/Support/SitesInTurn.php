<?php
/**
 * A plugin's uninstall over the sites of a network, on the single-site test stack.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests\Support;

/**
 * Each plugin's uninstall runs its cleanup through its copy of the kit's `Uninstall\EverySite`; the test stack is a
 * single site, so the loop runs over sites 2 and 3 with the switching recorded, and with what the test asks checked at
 * each switch (the first site cleaned before the second).
 */
trait SitesInTurn {

	/**
	 * @param callable(callable(int): void, callable(): void): void $loop    Runs the plugin's loop (`EverySite::sites( [ 2, '3' ], Cleanup::site(...), $switch, $restore )`).
	 * @param callable(): bool                                        $cleaned Whether the current site has been cleaned.
	 * @return array{0: list<string>, 1: list<bool>} The switches and restores in order; cleaned or not at each switch.
	 */
	protected function clean_sites_in_turn( callable $loop, callable $cleaned ): array {
		$calls = [];
		$seen  = [];
		$loop(
			static function ( int $site_id ) use ( &$calls, &$seen, $cleaned ): void {
				$calls[] = "switch {$site_id}";
				$seen[]  = $cleaned();
			},
			static function () use ( &$calls ): void {
				$calls[] = 'restore';
			}
		);
		return [ $calls, $seen ];
	}
}
