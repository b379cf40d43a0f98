<?php
/**
 * The texts of the bar and the settings modal as a visitor sees them.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Banner;

defined( 'ABSPATH' ) || exit;

/**
 * One source of the default texts: an empty text of the settings means its translated default here. PHP draws the
 * bar with them, hands the settings modal its texts resolved in the public settings, and gives the admin screen the
 * defaults as the placeholders of its fields.
 */
final class BannerTexts {

	/**
	 * The translated defaults, by settings key; `label`, `close`, `do_not_sell` and `privacy` have no setting.
	 *
	 * @return array<string, string>
	 */
	public static function defaults(): array {
		return [
			'label'            => __( 'Cookie consent', 'shop-consent' ),
			'bar_message'      => __( 'We use cookies to run this shop and, with your consent, to measure visits and show relevant ads. You can accept all, reject all or choose in the settings.', 'shop-consent' ),
			'accept'           => __( 'Accept all', 'shop-consent' ),
			'reject'           => __( 'Reject all', 'shop-consent' ),
			'settings'         => __( 'Settings', 'shop-consent' ),
			'save'             => __( 'Save settings', 'shop-consent' ),
			'close'            => __( 'Close', 'shop-consent' ),
			'do_not_sell'      => __( 'Do not sell or share my personal information', 'shop-consent' ),
			'privacy'          => __( 'Privacy policy', 'shop-consent' ),
			'modal_title'      => __( 'Cookie settings', 'shop-consent' ),
			'strict_title'     => __( 'Strictly necessary', 'shop-consent' ),
			'strict_text'      => __( 'These cookies keep the shop working: the cart, checkout, login and this choice. Without them the shop cannot work properly.', 'shop-consent' ),
			'thirdparty_title' => __( 'Third-party', 'shop-consent' ),
			'thirdparty_text'  => __( 'Statistics such as Google Analytics help us learn how visitors use the shop and where they come from.', 'shop-consent' ),
			'advanced_title'   => __( 'Advanced', 'shop-consent' ),
			'advanced_text'    => __( 'Marketing cookies let advertising partners show you relevant ads and measure them.', 'shop-consent' ),
		];
	}

	/**
	 * The admin's texts, each empty (or blank) one replaced by its translated default.
	 *
	 * @param array<string, mixed> $texts The `texts` of the settings.
	 * @return array<string, string>
	 */
	public static function visible( array $texts ): array {
		$visible = self::defaults();
		foreach ( $visible as $key => $default ) {
			$text = $texts[ $key ] ?? '';
			if ( is_string( $text ) && '' !== trim( $text ) ) {
				$visible[ $key ] = $text;
			}
		}
		return $visible;
	}
}
