<?php
/**
 * A class whose revival shows, for the import's test.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests\Support;

/**
 * unserialize() with classes allowed (what get_option() does) revives it and runs __wakeup(), which counts.
 */
final class SfsiWakeProbe {

	/** How many times an object was revived. */
	public static int $woken = 0;

	/** Counts a revival. */
	public function __wakeup(): void {
		++self::$woken;
	}
}
