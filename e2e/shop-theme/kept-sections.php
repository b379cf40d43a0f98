<?php
/**
 * Run by kept-sections.spec.ts inside the e2e site's WordPress (e2e/support/wordpress-php.ts): `count` prints how many
 * front page sections are kept; `forget` forgets them, as a change to the catalogue does.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

use ShopTheme\Performance\KeptSections;

if ( 'forget' === ( $argv[1] ?? '' ) ) {
	KeptSections::forget();
	echo 'forgotten';
	return;
}
$shop_kept = get_option( KeptSections::OPTION, [] );
echo is_array( $shop_kept ) ? count( $shop_kept ) : 0;
