<?php
/**
 * The privacy policy page's address, as the bar and the settings modal link it, without a query per page view.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Banner;

use ShopConsent\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * `get_privacy_policy_url()` asks whether the page is published, which loads the page: a database query on every
 * storefront page (about 0.6 ms) that a bare WooCommerce page does not make. The answer changes only when a post,
 * the chosen page or the address scheme changes, so it is kept in one small autoloaded option keyed by the page's
 * ID (a multilingual site's filtered option gives one ID per language) and forgotten when a page or one of those
 * options changes.
 * WordPress's `privacy_policy_url` filter is still applied on every call, exactly as core applies it.
 */
final class PrivacyPolicyUrl implements Service {

	/** The kept addresses: page ID => permalink ('' when the page is not published). */
	public const OPTION = 'shop_consent_privacy_urls';

	/** At most this many pages are kept (one per language is the most a site needs). */
	private const KEPT = 20;

	/** Options whose change can move or unpublish the page's address. */
	private const OPTIONS = [
		'wp_page_for_privacy_policy',
		'permalink_structure',
		'home',
		'siteurl',
		'show_on_front',
		'page_on_front',
	];

	/**
	 * Adds the hooks that forget the kept addresses.
	 */
	public function register(): void {
		// Core cleans a page's caches on every save, status change, trash and delete (a parent page's slug moves its
		// children's addresses too); posts of other types never move a page.
		add_action( 'clean_page_cache', [ self::class, 'forget' ], 10, 0 );
		foreach ( self::OPTIONS as $option ) {
			add_action( 'update_option_' . $option, [ self::class, 'forget' ], 10, 0 );
		}
	}

	/**
	 * The address, as `get_privacy_policy_url()` gives it.
	 */
	public static function get(): string {
		$page = (int) get_option( 'wp_page_for_privacy_policy' );
		$kept = get_option( self::OPTION, [] );
		$kept = is_array( $kept ) ? $kept : [];
		if ( ! isset( $kept[ $page ] ) || ! is_string( $kept[ $page ] ) ) {
			$kept[ $page ] = self::look_up( $page );
			update_option( self::OPTION, array_slice( $kept, -self::KEPT, null, true ), true );
		}
		/** This filter is documented in wp-includes/link-template.php */
		return (string) apply_filters( 'privacy_policy_url', $kept[ $page ], $page );
	}

	/**
	 * Forgets every kept address; the next page view looks it up again.
	 */
	public static function forget(): void {
		if ( [] !== get_option( self::OPTION, [] ) ) {
			update_option( self::OPTION, [], true );
		}
	}

	/**
	 * Core's own test, without its filter (applied by get()).
	 *
	 * @param int $page The page's ID.
	 */
	private static function look_up( int $page ): string {
		return $page > 0 && 'publish' === get_post_status( $page ) ? (string) get_permalink( $page ) : '';
	}
}
