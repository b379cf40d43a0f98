<?php
/**
 * What the newsletter's tests share: a captured mailbox, a client address, the table, wp_die caught.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests\Support;

use RuntimeException;
use ShopSocialIcons\Newsletter\SignupRateLimit;
use ShopSocialIcons\Newsletter\SubscribersTable;
use WP_REST_Response;

/**
 * Mail is caught before the stack's capture (`pre_wp_mail` at priority 1) and kept in $this->mails; each test comes
 * from an address of its own, so the rate limit counts per test; wp_die() throws a WpDie instead of exiting.
 * A test class using it defines no setUp() or tearDown() of its own (the class's would hide the trait's).
 */
trait NewsletterFixture {

	/** @var list<array{to: string|string[], subject: string, message: string, headers: string|string[]}> */
	private array $mails = [];

	/** Whether wp_mail reports success. */
	private bool $mail_works = true;

	/** @var \Closure */
	private $mail_catcher;

	/**
	 * The tables exist (an uninstall test in another process may have dropped them; DDL is not rolled back, and a
	 * table created inside a test's transaction would commit it).
	 */
	public static function setUpBeforeClass(): void {
		global $wpdb;
		parent::setUpBeforeClass();
		if ( SubscribersTable::name() !== $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', SubscribersTable::name() ) ) ) {
			SubscribersTable::install();
		}
		SignupRateLimit::counters()->create();
	}

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . SubscribersTable::name() ); // phpcs:ignore WordPress.DB -- rolled back after the test.
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . random_int( 1, 254 );
		$this->mail_catcher     = function ( $short_circuit, array $mail ) {
			$this->mails[] = $mail;
			return $this->mail_works;
		};
		add_filter( 'pre_wp_mail', $this->mail_catcher, 1, 2 );
		add_filter( 'wp_die_handler', [ $this, 'die_handler' ] );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', $this->mail_catcher, 1 );
		remove_filter( 'wp_die_handler', [ $this, 'die_handler' ] );
		unset( $_SERVER['REMOTE_ADDR'] );
		$_GET = [];
		parent::tearDown();
	}

	/**
	 * wp_die()'s handler in tests.
	 *
	 * @return callable
	 */
	public function die_handler(): callable {
		return static function ( $message, $title = '', $args = [] ): void {
			$args = wp_parse_args( is_array( $args ) ? $args : [], [ 'response' => 500 ] );
			throw new WpDie( is_string( $message ) ? $message : '', (int) $args['response'] );
		};
	}

	/**
	 * POSTs a sign-up to the endpoint.
	 *
	 * @param array<string, mixed> $fields Form fields.
	 */
	private function sign_up( array $fields ): WP_REST_Response {
		return $this->rest( 'POST', '/shop-social-icons/v1/subscribe', $fields );
	}

	/**
	 * The rows of the table, by address.
	 *
	 * @return array<string, array<string, string|null>>
	 */
	private function rows(): array {
		global $wpdb;
		$rows = $wpdb->get_results( 'SELECT * FROM ' . SubscribersTable::name(), ARRAY_A ); // phpcs:ignore WordPress.DB
		return array_column( (array) $rows, null, 'email' );
	}

	/**
	 * The links of a mail's body, by the value of their shop_newsletter parameter.
	 *
	 * @param string $body The mail's body.
	 * @return array<string, array<string, string>> action => query parameters
	 */
	private static function links( string $body ): array {
		preg_match_all( '#https?://\S+#', $body, $found );
		$links = [];
		foreach ( $found[0] as $url ) {
			parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $params );
			if ( isset( $params['shop_newsletter'] ) ) {
				$links[ (string) $params['shop_newsletter'] ] = array_map( 'strval', $params );
			}
		}
		return $links;
	}
}

/**
 * wp_die() called in a test.
 */
final class WpDie extends RuntimeException {}
