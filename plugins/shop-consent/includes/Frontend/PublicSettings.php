<?php
/**
 * The public part of the settings, as the storefront core reads it.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Frontend;

use ShopConsent\Assets\Scripts;
use ShopConsent\Banner\BannerTexts;
use ShopConsent\Banner\PrivacyPolicyUrl;
use ShopConsent\Kit\Assets\HandleMarkup;
use ShopConsent\Rest\CategoryScripts;
use ShopConsent\Settings\Settings;
use ShopConsent\Statistics\BeaconSettings;
use ShopConsent\WooCommerce\AttributionCookies;

defined( 'ABSPATH' ) || exit;

/**
 * Builds the object printed into `#shop-consent-settings` (src/frontend/README.md, "Settings JSON"). It never holds
 * scripts markup nor anything about the visitor: the page must be the same for everyone.
 */
final class PublicSettings {

	/**
	 * Constructor.
	 *
	 * @param Settings            $settings   The settings.
	 * @param HandleMarkup        $ui         Tags of the handles the core loads on first need.
	 * @param BeaconSettings|null $statistics The statistics beacon's part; without it no beacon is sent.
	 */
	public function __construct(
		private Settings $settings,
		private HandleMarkup $ui,
		private ?BeaconSettings $statistics = null
	) {}

	/**
	 * The public settings.
	 *
	 * @return array<string, mixed>
	 */
	public function build(): array {
		$s       = $this->settings->get();
		$lang    = determine_locale();
		$scripts = ( new CategoryScripts( $this->settings ) )->markup( $lang );

		return [
			'cookieLifetimeDays'  => $s['cookie_lifetime_days'],
			'version'             => $s['consent_version'],
			'textVersion'         => $s['text_version'],
			'close'               => [
				'behaviour'   => $s['close_behaviour'],
				'redirectUrl' => $s['close_redirect_url'],
			],
			'autoAccept'          => [
				'scroll'  => $s['auto_accept']['scroll'],
				'seconds' => $s['auto_accept']['timer'] ? $s['auto_accept']['seconds'] : 0,
			],
			'gpc'                 => $s['gpc'],
			'geo'                 => [
				'enabled' => $s['geo']['enabled'],
				'url'     => $s['geo']['enabled'] ? rest_url( 'shop-consent/v1/geo' ) : '',
			],
			'consentMode'         => [
				'enabled'          => $s['consent_mode']['enabled'],
				'urlPassthrough'   => $s['consent_mode']['url_passthrough'],
				'adsDataRedaction' => $s['consent_mode']['ads_data_redaction'],
			],
			'wpConsentApi'        => $s['wp_consent_api'],
			'attributionCategory' => $s['attribution_category'],
			'cookiePatterns'      => AttributionCookies::patterns( $s ),
			// Only these are fetched after consent: no request when no allowed category has markup.
			'scriptCategories'    => CategoryScripts::with_markup( $scripts ),
			'rest'                => [
				// The page's language, and the version of its markup: a new version is a new URL, cached for a year.
				'scripts'      => add_query_arg(
					[
						'lang' => $lang,
						'v'    => CategoryScripts::version( $scripts ),
					],
					rest_url( 'shop-consent/v1/scripts' )
				),
				'clearCookies' => rest_url( 'shop-consent/v1/clear-cookies' ),
				'log'          => rest_url( 'shop-consent/v1/log' ),
			],
			'ui'                  => [ 'markup' => $this->ui->markup( Scripts::UI ) ],
			'actions'             => [ 'markup' => $this->ui->markup( Scripts::ACTIONS ) ],
			'banner'              => $this->banner( $s ),
			'statistics'          => $this->statistics ? $this->statistics->build() : [ 'url' => '' ],
		];
	}

	/**
	 * What the settings modal shows, in the shape the core parses and hands to it (src/banner/README.md): its texts
	 * resolved (the admin's, or their translated defaults: BannerTexts, the one source), the colours (their
	 * defaults: SettingsSchema::defaults()) and the privacy link. The bar is server HTML (Banner\BarMarkup).
	 *
	 * @param array<string, mixed> $s The settings.
	 * @return array<string, mixed>
	 */
	private function banner( array $s ): array {
		$t   = BannerTexts::visible( $s['texts'] );
		$tab = static fn ( string $category ): array => [
			'title' => $t[ "{$category}_title" ],
			'text'  => $t[ "{$category}_text" ],
		];
		return [
			'texts'      => [
				'acceptAll'  => $t['accept'],
				'rejectAll'  => $t['reject'],
				'save'       => $t['save'],
				'close'      => $t['close'],
				'privacy'    => $t['privacy'],
				'modalTitle' => $t['modal_title'],
				'tabs'       => [
					'strict'     => $tab( 'strict' ),
					'thirdparty' => $tab( 'thirdparty' ),
					'advanced'   => $tab( 'advanced' ),
				],
			],
			'colours'    => [
				'background' => $s['colours']['background'],
				'text'       => $s['colours']['text'],
				'button'     => $s['colours']['button_background'],
				'buttonText' => $s['colours']['button_text'],
				'link'       => $s['colours']['link'],
			],
			// The same for every visitor: the published privacy page, or '' without one.
			'privacyUrl' => PrivacyPolicyUrl::get(),
		];
	}
}
