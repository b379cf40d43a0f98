<?php
/**
 * Where each user left the admin notice widget.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The notice's state per user, in user meta: `open` (details shown), `closed` (the default) or `dismissed` (never
 * shown again to that user). The replaced plugin stored 'hide' when opened and 'show' when closed; these names say
 * what the user sees.
 */
final class NoticeState {

	public const META_KEY = 'shop_social_icons_notice';

	public const OPEN = 'open';

	public const CLOSED = 'closed';

	public const DISMISSED = 'dismissed';

	public const STATES = [ self::OPEN, self::CLOSED, self::DISMISSED ];

	/**
	 * The user's state; closed when none was saved or the stored value is unknown.
	 *
	 * @param int $user_id User.
	 */
	public static function get( int $user_id ): string {
		$state = get_user_meta( $user_id, self::META_KEY, true );
		return in_array( $state, self::STATES, true ) ? $state : self::CLOSED;
	}

	/**
	 * Saves the user's state.
	 *
	 * @param int    $user_id User.
	 * @param string $state   One of STATES (the route has validated it).
	 */
	public static function set( int $user_id, string $state ): void {
		if ( in_array( $state, self::STATES, true ) ) {
			update_user_meta( $user_id, self::META_KEY, $state );
		}
	}
}
