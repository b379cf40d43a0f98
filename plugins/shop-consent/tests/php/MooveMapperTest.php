<?php
/**
 * Mapping the options of GDPR Cookie Compliance (Moove) onto our settings, without touching the database.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Import\MooveMapper;
use ShopConsent\Settings\SettingsSchema;

/**
 * Realistic stored values map to the documented fields; everything else found is reported with a reason.
 */
final class MooveMapperTest extends TestCase {

	/** @return array<string, mixed> */
	private static function moove(): array {
		return require __DIR__ . '/fixtures/moove-options.php';
	}

	/**
	 * @param array<string, mixed> $moove Options.
	 * @return array<string, mixed> Value by field path.
	 */
	private static function mapped( array $moove ): array {
		$plan = ( new MooveMapper() )->map( $moove );
		return array_column( $plan->values, 'value', 'field' );
	}

	/**
	 * @param array<string, mixed> $moove Options.
	 * @return array<string, string> Reason by key.
	 */
	private static function skipped( array $moove ): array {
		return array_column( ( new MooveMapper() )->map( $moove )->skipped, 'reason', 'source' );
	}

	public function test_realistic_options_map_to_texts_colours_behaviour_and_scripts(): void {
		$this->assertSame(
			[
				'texts.bar_message'         => 'We are using cookies to give you the best experience on our website. You can find out more about which cookies we are using or switch them off in settings.',
				'texts.accept'              => 'Accept & continue',
				'texts.reject'              => 'Reject',
				'texts.settings'            => 'Cookie settings',
				'texts.save'                => 'Save Changes',
				'texts.modal_title'         => 'Privacy Overview',
				'texts.strict_title'        => 'Strictly Necessary Cookies',
				'texts.strict_text'         => 'Strictly Necessary Cookie should be enabled at all times so that we can save your preferences for cookie settings.',
				'texts.thirdparty_title'    => 'Analytics',
				'texts.thirdparty_text'     => 'This website uses Google Analytics to collect anonymous information such as the number of visitors to the site, and the most popular pages. Keeping this cookie enabled helps us to improve our website.',
				'texts.advanced_title'      => 'Marketing & ads',
				'colours.background'        => '#ffffff',
				'colours.text'              => '#202020',
				'colours.link'              => '#202020',
				'colours.button_background' => '#0c4da2',
				'colours.button_text'       => '#ffffff',
				'position'                  => 'bottom-left',
				'close_behaviour'           => 4,
				'close_redirect_url'        => 'https://example.org/no-cookies/',
				'cookie_lifetime_days'      => 180,
				'scripts.thirdparty.head'   => '<script async src="https://www.googletagmanager.com/gtag/js?id=G-TEST123"></script>',
				'scripts.thirdparty.footer' => "<script>window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','G-TEST123');</script>",
			],
			self::mapped( self::moove() )
		);
	}

	public function test_every_mapped_value_fits_the_settings_schema(): void {
		$plan = ( new MooveMapper() )->map( self::moove() );

		$this->assertTrue( rest_validate_value_from_schema( $plan->apply_to( SettingsSchema::defaults() ), SettingsSchema::schema() ) );
	}

	public function test_what_is_found_but_not_imported_is_reported_with_a_reason(): void {
		$skipped = self::skipped( self::moove() );

		$this->assertStringContainsString( 'never ran', $skipped['moove_gdpr_advanced_cookies_header_scripts'] );
		$this->assertStringContainsString( 'translation', $skipped['moove_gdpr_info_bar_content_fr'] );
		$this->assertStringContainsString( 'not valid consent', $skipped['moove_gdpr_advanced_cookies_enable_first_visit'] );
		$this->assertStringContainsString( 'always shows it', $skipped['moove_gdpr_settings_button_enable'] );
		$this->assertStringContainsString( 'Cookie settings block', $skipped['moove_gdpr_floating_button_enable'] );
		$this->assertStringContainsString( 'theme', $skipped['moove_gdpr_plugin_font_family'] );
		$this->assertSame( 'Not used by Shop Consent.', $skipped['gdpr_initialization_delay'] );
		// Switches in the state Shop Consent has anyway need no mention; empty values are not "found".
		foreach ( [ 'moove_gdpr_reject_button_enable', 'moove_gdpr_third_party_cookies_enable_first_visit', 'moove_gdpr_infobar_visibility', 'moove_gdpr_third_party_body_scripts', 'moove_gdpr_strictly_header_scripts', 'moove_gdpr_advanced_cookies_enable', 'moove_gdpr_third_party_cookies_enable' ] as $quiet ) {
			$this->assertArrayNotHasKey( $quiet, $skipped, $quiet );
		}
		// Every key is either mapped or reported, never both.
		$mapped = array_column( ( new MooveMapper() )->map( self::moove() )->values, 'source' );
		$this->assertSame( [], array_intersect( $mapped, array_keys( $skipped ) ) );
	}

	/** @return array<string, array{array<string, mixed>, string, string}> */
	public static function unusable_values(): array {
		return [
			'colour not hex'            => [ [ 'moove_gdpr_brand_colour' => 'blue' ], 'moove_gdpr_brand_colour', 'hex' ],
			'unknown scheme'            => [ [ 'moove_gdpr_colour_scheme' => '3' ], 'moove_gdpr_colour_scheme', 'scheme' ],
			'unknown position'          => [ [ 'moove_gdpr_infobar_position' => 'middle' ], 'moove_gdpr_infobar_position', 'position' ],
			'close behaviour 7'         => [ [ 'gdpr_close_button_bhv' => '7' ], 'gdpr_close_button_bhv', 'four' ],
			'redirect without address'  => [ [ 'gdpr_close_button_bhv' => '4', 'gdpr_close_button_bhv_redirect' => 'javascript:alert(1)' ], 'gdpr_close_button_bhv', 'address' ],
			'session-only consent'      => [ [ 'moove_gdpr_consent_expiration' => '0' ], 'moove_gdpr_consent_expiration', 'session' ],
			'lifetime of 5 years'       => [ [ 'moove_gdpr_consent_expiration' => '1825' ], 'moove_gdpr_consent_expiration', '730' ],
			'label that is only markup' => [ [ 'moove_gdpr_infobar_accept_button_label' => '<img src="x.png">' ], 'moove_gdpr_infobar_accept_button_label', 'No text' ],
		];
	}

	/**
	 * @dataProvider unusable_values
	 * @param array<string, mixed> $moove  Options.
	 * @param string               $key    The unusable key.
	 * @param string               $reason Part of the reason.
	 */
	public function test_unusable_values_are_skipped_with_a_reason( array $moove, string $key, string $reason ): void {
		$this->assertSame( [], self::mapped( $moove ) );
		$this->assertStringContainsString( $reason, self::skipped( $moove )[ $key ] );
	}

	public function test_markup_in_labels_is_removed_and_a_bar_of_only_buttons_gives_no_message(): void {
		$mapped = self::mapped(
			[
				'moove_gdpr_infobar_reject_button_label' => '<strong>No</strong>, thanks',
				'moove_gdpr_info_bar_content'            => '<p>{accept}Accept{/accept} {setting}Settings{/setting}</p>',
			]
		);

		$this->assertSame( [ 'texts.reject' => 'No, thanks' ], $mapped );
	}

	public function test_other_colour_scheme_and_close_behaviours(): void {
		$this->assertSame(
			[
				'colours.background' => '#202020',
				'colours.text'       => '#ffffff',
				'colours.link'       => '#ffffff',
				'position'           => 'top',
				'close_behaviour'    => 2,
			],
			self::mapped(
				[
					'moove_gdpr_colour_scheme'       => 1,
					'gdpr_close_button_bhv'          => '2',
					'gdpr_close_button_bhv_redirect' => 'https://example.org/ignored',
					'moove_gdpr_infobar_position'    => 'top',
				]
			)
		);
	}

	public function test_strict_scripts_are_taken_when_the_category_was_on(): void {
		$this->assertSame(
			[ 'scripts.strict.body' => '<script>window.essential = true;</script>' ],
			self::mapped(
				[
					'moove_gdpr_strictly_ccat_enable'  => '1',
					'moove_gdpr_strictly_body_scripts' => '<script>window.essential = true;</script>',
				]
			)
		);
	}
}
