<?php
/**
 * Keys of GDPR Cookie Compliance that Shop Consent does not import, and why.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Import;

defined( 'ABSPATH' ) || exit;

/**
 * The reason shown in the import preview for a key that was found but is not imported. A switch that only matters
 * in one state (a hidden bar, a button turned off) is reported only in that state.
 */
final class MooveNotMapped {

	/**
	 * Keys reported only when they hold this value.
	 */
	private const ONLY_WHEN = [
		'moove_gdpr_infobar_visibility'                       => 'hidden',
		'moove_gdpr_accept_button_enable'                     => '0',
		'moove_gdpr_cookie_policy_enable'                     => '1',
		'moove_gdpr_reject_button_enable'                     => '0',
		'moove_gdpr_settings_button_enable'                   => '0',
		'moove_gdpr_close_button_enable'                      => '0',
		'moove_gdpr_third_party_cookies_enable_first_visit'   => '1',
		'moove_gdpr_advanced_cookies_enable_first_visit'      => '1',
		'moove_gdpr_strictly_necessary_cookies_functionality' => '1',
	];

	/**
	 * The reason a found key is not imported, or null when it needs no mention (a switch in the state we have).
	 *
	 * @param string $key   The key.
	 * @param mixed  $value Its value.
	 */
	public static function reason( string $key, $value ): ?string {
		if ( isset( self::ONLY_WHEN[ $key ] ) && ( ! is_scalar( $value ) || self::ONLY_WHEN[ $key ] !== (string) $value ) ) {
			return null;
		}
		switch ( $key ) {
			case 'moove_gdpr_infobar_visibility':
				return __( 'The bar was hidden; Shop Consent shows it to every visitor who has not decided.', 'shop-consent' );
			case 'moove_gdpr_accept_button_enable':
				return __( 'The accept button was turned off; Shop Consent always shows it.', 'shop-consent' );
			case 'moove_gdpr_reject_button_enable':
			case 'moove_gdpr_settings_button_enable':
				return __( 'The button was turned off; Shop Consent always shows it, so that refusing is as easy as accepting.', 'shop-consent' );
			case 'moove_gdpr_close_button_enable':
				return __( 'The close button was turned off; Shop Consent always shows it (its behaviour is imported).', 'shop-consent' );
			case 'moove_gdpr_third_party_cookies_enable_first_visit':
			case 'moove_gdpr_advanced_cookies_enable_first_visit':
				return __( 'The category was switched on before the visitor chose, which is not valid consent; in Shop Consent it starts off.', 'shop-consent' );
			case 'moove_gdpr_strictly_necessary_cookies_functionality':
				return __( 'Visitors could switch strictly necessary cookies off; in Shop Consent they are always allowed.', 'shop-consent' );
			case 'moove_gdpr_floating_button_enable':
			case 'moove_gdpr_floating_button_label':
				return __( 'Shop Consent has no floating button: add the Cookie settings block or shortcode to the footer instead.', 'shop-consent' );
			case 'moove_gdpr_cookie_policy_enable':
			case 'moove_gdpr_cookie_policy_tab_nav_label':
			case 'moove_gdpr_cookies_policy_tab_content':
				return __( 'Shop Consent has no cookie policy tab in its settings window: link your cookie policy page from the bar message or the footer.', 'shop-consent' );
			case 'moove_gdpr_company_logo':
			case 'moove_gdpr_company_logo_id':
			case 'moove_gdpr_plugin_font_type':
			case 'moove_gdpr_plugin_font_family':
			case 'moove_gdpr_button_style':
			case 'moove_gdpr_plugin_layout':
			case 'moove_gdpr_modal_powered_by_disable':
			case 'moove_gdpr_modal_powered_by_label':
				return __( 'Appearance that Shop Consent takes from the theme.', 'shop-consent' );
			case 'moove_gdpr_privacy_overview_tab_content':
			case 'moove_gdpr_modal_allow_button_label':
			case 'moove_gdpr_modal_reject_button_label':
			case 'moove_gdpr_modal_enabled_checkbox_label':
			case 'moove_gdpr_modal_disabled_checkbox_label':
				return __( 'Shop Consent’s settings window has no such text: it shows the category tabs with the bar’s button labels.', 'shop-consent' );
		}
		return __( 'Not used by Shop Consent.', 'shop-consent' );
	}
}
