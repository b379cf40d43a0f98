<?php
/**
 * Run by default-placement.spec.ts inside the e2e site's WordPress (e2e/support/wordpress-php.ts): `fresh` stores the
 * icons' option as a site that never saved it has it (empty: every field follows its default) and prints what was
 * stored before, as JSON; `restore <json>` puts that back. REST cannot do this: a write merges over the stored value.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

$shop_option = 'shop_social_icons_settings';
if ( 'restore' === ( $argv[1] ?? '' ) ) {
	update_option( $shop_option, json_decode( (string) ( $argv[2] ?? '[]' ), true ) ?: [] );
	echo 'restored';
	return;
}
echo wp_json_encode( get_option( $shop_option, [] ) );
update_option( $shop_option, [] );
