<?php
/**
 * GET and POST /shop-consent/v1/import: the preview and the import of GDPR Cookie Compliance's options.
 *
 * @package ShopConsent\Tests
 */

declare( strict_types = 1 );

namespace ShopConsent\Tests;

use ShopBundle\Tests\TestCase;
use ShopConsent\Import\MooveReader;
use ShopConsent\Settings\Settings;

/**
 * Administrators only; the preview shows what would change; the import writes everything or nothing.
 */
final class ImportEndpointTest extends TestCase {

	private const ROUTE = '/shop-consent/v1/import';

	protected function setUp(): void {
		parent::setUp();
		delete_option( MooveReader::OPTION );
		delete_option( Settings::OPTION );
	}

	private function seed_moove(): void {
		update_option( MooveReader::OPTION, require __DIR__ . '/fixtures/moove-options.php', false );
	}

	/**
	 * The option as stored in the database (get_option() would give the registered default), null when absent.
	 */
	private static function stored(): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Settings::OPTION ) ); // phpcs:ignore WordPress.DB
		return null === $value ? null : (string) $value;
	}

	/** @return array<string, mixed> */
	private static function settings(): array {
		return ( new Settings() )->get();
	}

	/** @return array<string, array{string}> */
	public static function methods(): array {
		return [
			'preview' => [ 'GET' ],
			'import'  => [ 'POST' ],
		];
	}

	/**
	 * @dataProvider methods
	 */
	public function test_only_administrators_may_preview_or_import( string $method ): void {
		$this->seed_moove();

		$logged_out = $this->rest( $method, self::ROUTE );
		$this->assertSame( 401, $logged_out->get_status() );
		$this->assertNotEmpty( $logged_out->as_error()->get_error_message() );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( $method, self::ROUTE )->get_status() );

		$this->assertNull( self::stored(), 'nothing written' );
	}

	public function test_preview_says_when_there_is_nothing_to_import(): void {
		$this->act_as( 'administrator' );

		$response = $this->rest( 'GET', self::ROUTE );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			[
				'found'  => false,
				'option' => 'moove_gdpr_plugin_settings',
			],
			$response->get_data()
		);
	}

	public function test_preview_lists_changes_with_current_values_what_is_unchanged_and_what_is_skipped(): void {
		$this->seed_moove();
		update_option( Settings::OPTION, [ 'texts' => [ 'reject' => 'Reject' ] ] + self::settings() );
		$this->act_as( 'administrator' );

		$data = $this->rest( 'GET', self::ROUTE )->get_data();

		$this->assertTrue( $data['found'] );
		$changes = array_column( $data['changes'], null, 'field' );
		$this->assertSame(
			[
				'field'   => 'texts.accept',
				'label'   => 'Accept button label',
				'source'  => 'moove_gdpr_infobar_accept_button_label',
				'value'   => 'Accept & continue',
				'current' => '',
			],
			$changes['texts.accept']
		);
		$this->assertSame( 365, $changes['cookie_lifetime_days']['current'] );
		$this->assertSame( 180, $changes['cookie_lifetime_days']['value'] );
		$this->assertSame( [ 'texts.reject', 'colours.background', 'colours.button_text' ], array_column( $data['unchanged'], 'field' ) );
		$this->assertContains( 'moove_gdpr_advanced_cookies_header_scripts', array_column( $data['skipped'], 'source' ) );
		$this->assertSame( '', self::settings()['texts']['accept'], 'a preview writes nothing' );
	}

	public function test_import_writes_the_mapped_settings_and_keeps_the_rest(): void {
		$this->seed_moove();
		update_option( Settings::OPTION, [ 'gpc' => false ] + self::settings() );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', self::ROUTE );

		$this->assertSame( 200, $response->get_status() );
		$settings = self::settings();
		$this->assertSame( 'Accept & continue', $settings['texts']['accept'] );
		$this->assertSame( 'bottom-left', $settings['position'] );
		$this->assertSame( 4, $settings['close_behaviour'] );
		$this->assertSame( 'https://example.org/no-cookies/', $settings['close_redirect_url'] );
		$this->assertSame( '#0c4da2', $settings['colours']['button_background'] );
		$this->assertSame( 180, $settings['cookie_lifetime_days'] );
		$this->assertStringContainsString( 'G-TEST123', $settings['scripts']['thirdparty']['head'] );
		$this->assertSame( '', $settings['scripts']['advanced']['head'], 'scripts of a category that was off' );
		$this->assertFalse( $settings['gpc'], 'fields the import does not touch stay' );
		$this->assertSame( count( $response->get_data()['changes'] ), $response->get_data()['imported'] );
		$this->assertSame( $settings, $response->get_data()['settings'] );
		$this->assertIsArray( get_option( MooveReader::OPTION ), 'the old options stay for the admin to remove' );

		$again = $this->rest( 'POST', self::ROUTE );
		$this->assertSame( 0, $again->get_data()['imported'], 'a second import changes nothing' );
		$this->assertSame( [], $this->rest( 'GET', self::ROUTE )->get_data()['changes'] );
	}

	public function test_import_without_options_is_refused_and_writes_nothing(): void {
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', self::ROUTE );

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'nothing to import', $response->as_error()->get_error_message() );
		$this->assertNull( self::stored() );
	}

	/** @return array<string, array{callable(object): string}> How an object hides in the stored option. */
	public static function object_payloads(): array {
		return [
			'the option serialized twice' => [ static fn ( object $probe ): string => serialize( serialize( [ 'moove_gdpr_infobar_accept_button_label' => 'OK', 'x' => $probe ] ) ) ], // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
			'inside a script value'       => [ static fn ( object $probe ): string => serialize( [ 'moove_gdpr_third_party_cookies_enable' => '1', 'moove_gdpr_third_party_header_scripts' => serialize( $probe ) ] ) ], // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions
		];
	}

	/**
	 * @dataProvider object_payloads
	 * @param callable(object): string $stored The raw option value.
	 */
	public function test_a_serialized_object_is_never_created_and_the_import_is_refused( callable $stored ): void {
		global $wpdb;
		delete_option( MooveReader::OPTION );
		$wpdb->insert( $wpdb->options, [ 'option_name' => MooveReader::OPTION, 'option_value' => $stored( new WakeupProbe() ), 'autoload' => 'off' ] ); // phpcs:ignore WordPress.DB
		wp_cache_flush();
		WakeupProbe::$woken = 0;
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', self::ROUTE );

		$this->assertSame( 0, WakeupProbe::$woken, 'no object of the payload was created' );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'nothing was imported', $response->as_error()->get_error_message() );
		$this->assertNull( self::stored() );
	}

	public function test_unreadable_options_are_refused_with_a_message_and_nothing_is_written(): void {
		update_option( MooveReader::OPTION, 'not the settings' );
		$this->act_as( 'administrator' );

		$preview  = $this->rest( 'GET', self::ROUTE );
		$response = $this->rest( 'POST', self::ROUTE );

		$this->assertStringContainsString( 'moove_gdpr_plugin_settings', $preview->get_data()['error'] );
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'nothing was imported', $response->as_error()->get_error_message() );
		$this->assertNull( self::stored() );
	}

	public function test_an_import_with_scripts_by_a_user_without_unfiltered_html_is_refused_whole(): void {
		$this->seed_moove();
		$this->act_as( 'administrator' );
		$deny = static fn ( array $caps, string $cap ): array => 'unfiltered_html' === $cap ? [ 'do_not_allow' ] : $caps;
		add_filter( 'map_meta_cap', $deny, 10, 2 );
		try {
			$response = $this->rest( 'POST', self::ROUTE );
		} finally {
			remove_filter( 'map_meta_cap', $deny, 10 );
		}

		$this->assertSame( 403, $response->get_status() );
		$this->assertStringContainsString( 'unfiltered_html', $response->as_error()->get_error_message() );
		$this->assertNull( self::stored(), 'not even the texts were written' );
	}

	public function test_an_import_the_schema_refuses_writes_nothing(): void {
		// A stored value from an older version that no longer fits the schema (read, not written, here): the
		// whole result is checked, not only the imported fields.
		$outdated = static fn (): array => [ 'cookie_lifetime_days' => 0 ];
		add_filter( 'pre_option_' . Settings::OPTION, $outdated );
		update_option( MooveReader::OPTION, [ 'moove_gdpr_infobar_accept_button_label' => 'OK' ] );
		$this->act_as( 'administrator' );
		try {
			$response = $this->rest( 'POST', self::ROUTE );
		} finally {
			remove_filter( 'pre_option_' . Settings::OPTION, $outdated );
		}

		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( 'cookie_lifetime_days', $response->as_error()->get_error_message() );
		$this->assertNull( self::stored() );
	}
}

/**
 * Counts its own unserializations: an import must never create it.
 */
final class WakeupProbe {

	public static int $woken = 0;

	public function __wakeup(): void {
		++self::$woken;
	}
}
