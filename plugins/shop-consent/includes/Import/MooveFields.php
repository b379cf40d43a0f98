<?php
/**
 * Which text of GDPR Cookie Compliance goes to which text of ours.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Import;

defined( 'ABSPATH' ) || exit;

/**
 * Moove's bar and tab texts and our texts (SettingsSchema), with the labels the preview shows. Moove names its
 * "third-party" tab "performance" in its keys; its texts may also be stored once per language with a suffix
 * (`moove_gdpr_info_bar_content_fr`), which is_translation() recognises.
 */
final class MooveFields {

	/**
	 * Moove key => [ our texts key, label, whether the value is rich text ].
	 *
	 * @return array<string, array{string, string, bool}>
	 */
	public static function texts(): array {
		return [
			'moove_gdpr_info_bar_content'                     => [ 'bar_message', __( 'Bar message', 'shop-consent' ), true ],
			'moove_gdpr_infobar_accept_button_label'          => [ 'accept', __( 'Accept button label', 'shop-consent' ), false ],
			'moove_gdpr_infobar_reject_button_label'          => [ 'reject', __( 'Reject button label', 'shop-consent' ), false ],
			'moove_gdpr_infobar_settings_button_label'        => [ 'settings', __( 'Settings button label', 'shop-consent' ), false ],
			'moove_gdpr_modal_save_button_label'              => [ 'save', __( 'Save button label', 'shop-consent' ), false ],
			'moove_gdpr_privacy_overview_tab_title'           => [ 'modal_title', __( 'Settings window title', 'shop-consent' ), false ],
			'moove_gdpr_strictly_necessary_cookies_tab_title' => [ 'strict_title', __( 'Strictly necessary: title', 'shop-consent' ), false ],
			'moove_gdpr_strict_necessary_cookies_tab_content' => [ 'strict_text', __( 'Strictly necessary: text', 'shop-consent' ), true ],
			'moove_gdpr_performance_cookies_tab_title'        => [ 'thirdparty_title', __( 'Third-party: title', 'shop-consent' ), false ],
			'moove_gdpr_performance_cookies_tab_content'      => [ 'thirdparty_text', __( 'Third-party: text', 'shop-consent' ), true ],
			'moove_gdpr_advanced_cookies_tab_title'           => [ 'advanced_title', __( 'Advanced: title', 'shop-consent' ), false ],
			'moove_gdpr_advanced_cookies_tab_content'         => [ 'advanced_text', __( 'Advanced: text', 'shop-consent' ), true ],
		];
	}

	/**
	 * Whether a key is a language variant of a mapped text (`<text key>_<language>` or `<text key><language>`).
	 *
	 * @param string $key A key of the option.
	 */
	public static function is_translation( string $key ): bool {
		foreach ( array_keys( self::texts() ) as $text ) {
			if ( str_starts_with( $key, $text ) && 1 === preg_match( '/^_?[A-Za-z]{2}([_-][A-Za-z]{2})?$/', substr( $key, strlen( $text ) ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Label of a script field, e.g. "Third-party scripts: Head".
	 *
	 * @param string $category Our category.
	 * @param string $place    head, body or footer.
	 */
	public static function script_label( string $category, string $place ): string {
		$categories = [
			'strict'     => __( 'Strictly necessary', 'shop-consent' ),
			'thirdparty' => __( 'Third-party', 'shop-consent' ),
			'advanced'   => __( 'Advanced', 'shop-consent' ),
		];
		$places     = [
			'head'   => __( 'Head', 'shop-consent' ),
			'body'   => __( 'Start of body', 'shop-consent' ),
			'footer' => __( 'Footer', 'shop-consent' ),
		];
		/* translators: 1: consent category; 2: place in the page. */
		return sprintf( __( '%1$s scripts: %2$s', 'shop-consent' ), $categories[ $category ], $places[ $place ] );
	}
}
