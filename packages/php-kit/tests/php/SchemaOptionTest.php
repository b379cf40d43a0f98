<?php
/**
 * The one rule of every settings option: registered with its schema, read with its defaults, written field by field.
 *
 * @package ShopKit\Tests
 */

declare( strict_types = 1 );

namespace ShopKit\Tests;

use ShopBundle\Tests\TestCase;
use ShopKit\Settings\SchemaOption;

/**
 * An option of the test's own (a switch, a number, a map of named fields, an open map, a list, an address refined
 * on the way in), registered as a package registers its own.
 */
final class SchemaOptionTest extends TestCase {

	private TestOption $option;

	protected function setUp(): void {
		parent::setUp();
		$this->option = new TestOption();
		$this->option->register(); // Its init hook is late here: registered by hand below.
		$this->option->register_setting();
		// The settings route takes its arguments from the options registered when the REST server started.
		$GLOBALS['wp_rest_server'] = null;
	}

	protected function tearDown(): void {
		remove_action( 'init', [ $this->option, 'register_setting' ] );
		remove_action( 'rest_api_init', [ $this->option, 'register_rest_setting' ] );
		remove_filter( 'rest_pre_get_setting', [ $this->option, 'rest_value' ] );
		unregister_setting( TestOption::GROUP, TestOption::OPTION );
		$GLOBALS['wp_rest_server'] = null; // The next server starts without the test's option.
		delete_option( TestOption::OPTION );
		wp_set_current_user( 0 );
		parent::tearDown();
	}

	/**
	 * Every clause of the rule, as stored values meet it (a change of the rule fails here: stored options of four
	 * packages depend on it, see merge()).
	 *
	 * @return array<string, array{array<mixed>, array<mixed>, array<mixed>}> base, value, merged
	 */
	public static function merges(): array {
		$base = TestOption::DEFAULTS;
		return [
			'nothing stored: the defaults'                         => [ $base, [], $base ],
			'a scalar of the same type replaces it'                => [ $base, [ 'size' => 12 ], array_replace( $base, [ 'size' => 12 ] ) ],
			'a scalar of another type leaves the default'          => [ $base, [ 'size' => '12', 'on' => 1 ], $base ],
			'a stored map lacking a later field gets its default'  => [ $base, [ 'nested' => [ 'enabled' => true ] ], array_replace( $base, [ 'nested' => [ 'enabled' => true, 'days' => 365 ] ] ) ],
			'fields the defaults lack are dropped, at every depth' => [ $base, [ 'gone' => 1, 'nested' => [ 'gone' => 1 ] ], $base ],
			'a scalar over a map leaves the default map'           => [ $base, [ 'nested' => 'yes' ], $base ],
			'an empty default takes a map'                         => [ $base, [ 'open' => [ 'rss' => 'https://example.test/feed' ] ], array_replace( $base, [ 'open' => [ 'rss' => 'https://example.test/feed' ] ] ) ],
			'an empty default takes a list'                        => [ $base, [ 'open' => [ 'x', 'y' ] ], array_replace( $base, [ 'open' => [ 'x', 'y' ] ] ) ],
			'a list replaces a list, shorter or empty'             => [ $base, [ 'list' => [] ], array_replace( $base, [ 'list' => [] ] ) ],
			'a map over a list leaves the default list'            => [ $base, [ 'list' => [ 1 => 'b' ] ], $base ],
		];
	}

	/**
	 * @dataProvider merges
	 *
	 * @param array<mixed> $base     Base.
	 * @param array<mixed> $value    Over it.
	 * @param array<mixed> $expected Merged.
	 */
	public function test_the_merge_rule( array $base, array $value, array $expected ): void {
		$this->assertSame( $expected, SchemaOption::merge( $base, $value ) );
	}

	public function test_a_stored_option_is_read_with_the_rule_and_an_option_never_saved_costs_no_query(): void {
		$this->assertSame( [], get_option( TestOption::OPTION ), 'stored empty when first registered' );
		$this->assertArrayHasKey( TestOption::OPTION, wp_load_alloptions(), 'and autoloaded' );
		$this->assertSame( TestOption::DEFAULTS, TestOption::get() );

		update_option( TestOption::OPTION, [ 'nested' => [ 'enabled' => true ], 'open' => [ 'rss' => 'https://example.test/feed' ] ] );

		$this->assertSame( [ 'enabled' => true, 'days' => 365 ], TestOption::get()['nested'] );
		$this->assertSame( [ 'rss' => 'https://example.test/feed' ], TestOption::get()['open'] );
		// Read again and again on a page, the merge is kept: whatever changes what get_option() answers is read.
		$answer = static fn (): array => [ 'size' => 7 ];
		add_filter( 'option_' . TestOption::OPTION, $answer );
		$this->assertSame( 7, TestOption::get()['size'] );
		remove_filter( 'option_' . TestOption::OPTION, $answer );
		$this->assertSame( TestOption::DEFAULTS['size'], TestOption::get()['size'] );
	}

	public function test_reads_keep_the_unserialized_value_only_while_the_stored_string_is_the_same(): void {
		update_option( TestOption::OPTION, [ 'size' => 3 ] );
		$this->assertSame( 3, TestOption::get()['size'] );

		// The string WordPress keeps changes without update_option() (another request's write, read back by the cache).
		$all                       = wp_load_alloptions();
		$all[ TestOption::OPTION ] = serialize( [ 'size' => 4 ] ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions -- as WordPress stores it.
		wp_cache_set( 'alloptions', $all, 'options' );
		$this->assertSame( 4, TestOption::get()['size'] );

		$answer = static fn (): array => [ 'size' => 5 ];
		add_filter( 'pre_option_' . TestOption::OPTION, $answer );
		$this->assertSame( 5, TestOption::get()['size'], 'a pre_option filter answers' );
		remove_filter( 'pre_option_' . TestOption::OPTION, $answer );
		$this->assertSame( 4, TestOption::get()['size'] );

		update_option( TestOption::OPTION, [ 'size' => 6 ], false );
		$this->assertSame( 6, TestOption::get()['size'], 'not autoloaded: read through get_option()' );

		delete_option( TestOption::OPTION );
		$this->assertSame( TestOption::DEFAULTS, TestOption::get() );
	}

	public function test_a_page_registers_the_sanitizer_only_and_the_rest_api_the_schema_and_description(): void {
		$page = get_registered_settings()[ TestOption::OPTION ];
		$this->assertSame( [ TestOption::class, 'sanitize' ], $page['sanitize_callback'], 'every save is sanitized' );
		$this->assertFalse( $page['show_in_rest'], 'no schema built on a page' );
		$this->assertSame( '', $page['description'], 'no text domain loaded for it on a page' );

		rest_get_server(); // Starts the REST API: rest_api_init.

		$rest = get_registered_settings()[ TestOption::OPTION ];
		$this->assertSame( 'Kit test settings.', $rest['description'] );
		$this->assertArrayHasKey( 'schema', $rest['show_in_rest'] );
		$this->assertSame( TestOption::DEFAULTS, $rest['default'] );
	}

	public function test_the_settings_endpoint_answers_every_field_and_refuses_a_value_outside_the_schema(): void {
		$this->act_as( 'administrator' );
		$this->assertSame( TestOption::DEFAULTS, $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ TestOption::OPTION ] );

		$refused = $this->rest( 'POST', '/wp/v2/settings', [ TestOption::OPTION => [ 'size' => 'big' ] ] );
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( TestOption::DEFAULTS, TestOption::get() );

		$saved = $this->rest( 'POST', '/wp/v2/settings', [ TestOption::OPTION => [ 'size' => 12 ] ] );
		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( 12, TestOption::get()['size'] );
	}

	public function test_a_write_changes_what_it_names_keeps_stored_values_of_invalid_fields_and_is_refined(): void {
		update_option( TestOption::OPTION, [ 'size' => 12, 'on' => false ] );
		update_option( TestOption::OPTION, [ 'size' => 'big', 'address' => 'https://example.test/a b', 'unknown' => 1 ] );

		$stored = get_option( TestOption::OPTION );
		$this->assertSame( 12, $stored['size'], 'an invalid field keeps its stored value' );
		$this->assertFalse( $stored['on'], 'a field not named keeps its stored value' );
		$this->assertSame( esc_url_raw( 'https://example.test/a b' ), $stored['address'], 'refined' );
		$this->assertArrayNotHasKey( 'unknown', $stored );
	}
}

/**
 * The test's option.
 */
final class TestOption extends SchemaOption {

	public const OPTION = 'shop_kit_test_settings';

	public const GROUP = 'shop_kit_test';

	public const DEFAULTS = [
		'on'      => true,
		'size'    => 40,
		'nested'  => [
			'enabled' => false,
			'days'    => 365,
		],
		'open'    => [],
		'list'    => [ 'a', 'b' ],
		'address' => '',
	];

	/**
	 * @return array<string, mixed>
	 */
	protected static function defaults(): array {
		return self::DEFAULTS;
	}

	/**
	 * @return array<string, mixed>
	 */
	protected static function schema(): array {
		return [
			'type'                 => 'object',
			'properties'           => [
				'on'      => [ 'type' => 'boolean' ],
				'size'    => [ 'type' => 'integer' ],
				'nested'  => [
					'type'                 => 'object',
					'properties'           => [
						'enabled' => [ 'type' => 'boolean' ],
						'days'    => [ 'type' => 'integer' ],
					],
					'additionalProperties' => false,
				],
				'open'    => [
					'type'                 => 'object',
					'additionalProperties' => [ 'type' => 'string' ],
				],
				'list'    => [
					'type'  => 'array',
					'items' => [ 'type' => 'string' ],
				],
				'address' => [ 'type' => 'string' ],
			],
			'additionalProperties' => false,
		];
	}

	protected static function description(): string {
		return 'Kit test settings.';
	}

	/**
	 * @param array<string, mixed> $clean   Fields that match the schema.
	 * @param array<string, mixed> $current The stored option.
	 * @return array<string, mixed>
	 */
	protected static function refine( array $clean, array $current ): array {
		if ( isset( $clean['address'] ) ) {
			$clean['address'] = esc_url_raw( $clean['address'] );
		}
		return $clean;
	}
}
