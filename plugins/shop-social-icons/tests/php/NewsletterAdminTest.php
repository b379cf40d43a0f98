<?php
/**
 * Settings > Newsletter subscribers: the list, deleting, the CSV export; and the newsletter option's schema.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\Support\AdminGlobals;
use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Newsletter\Admin\SubscribersExport;
use ShopSocialIcons\Newsletter\Admin\SubscribersListTable;
use ShopSocialIcons\Newsletter\Admin\SubscribersPage;
use ShopSocialIcons\Newsletter\NewsletterSettings;
use ShopSocialIcons\Newsletter\SubscriberQuery;
use ShopSocialIcons\Newsletter\SubscriberRepository;
use ShopSocialIcons\Tests\Support\NewsletterFixture;
use ShopSocialIcons\Tests\Support\WpDie;
use WP_REST_Request;

require_once __DIR__ . '/Support/NewsletterFixture.php';

/**
 * What the admin sees and what deleting or exporting does, with and without the nonce and the capability.
 */
final class NewsletterAdminTest extends TestCase {

	use AdminGlobals;
	use NewsletterFixture;

	/**
	 * Three subscribers: Ann pending, Bo confirmed, Cy unsubscribed (whose name a spreadsheet would run).
	 *
	 * @return array<string, int> address => id
	 */
	private function three(): array {
		$repository = new SubscriberRepository();
		$ids        = [];
		foreach ( [ 'ann@example.com' => 'Ann', 'bo@example.com' => 'Bo', 'cy@example.com' => '=HYPERLINK("x")' ] as $email => $name ) {
			$ids[ $email ] = $repository->add( $email, $name, 'I agree.', time() )->id;
		}
		$repository->confirm( $ids['bo@example.com'], time() );
		$repository->unsubscribe( $ids['cy@example.com'], time() );
		return $ids;
	}

	/**
	 * The list table's HTML for a request.
	 *
	 * @param array<string, string> $params $_GET.
	 */
	private function list_html( array $params ): string {
		$this->save_admin_globals();
		set_current_screen( 'settings_page_' . SubscribersPage::SLUG );
		$_GET = $params;
		ob_start();
		try {
			( new SubscribersPage( new SubscriberRepository() ) )->render();
		} finally {
			$html = (string) ob_get_clean();
			$this->restore_admin_globals();
		}
		return $html;
	}

	public function test_the_list_shows_every_subscriber_with_status_views_and_counts(): void {
		$this->act_as( 'administrator' );
		$this->three();

		$html = $this->list_html( [ 'page' => SubscribersPage::SLUG ] );

		foreach ( [ 'ann@example.com', 'bo@example.com', 'cy@example.com' ] as $email ) {
			$this->assertStringContainsString( $email, $html );
		}
		$this->assertMatchesRegularExpression( '#All <span class="count">\(3\)</span>#', $html );
		$this->assertMatchesRegularExpression( '#Pending <span class="count">\(1\)</span>#', $html );
		$this->assertMatchesRegularExpression( '#Confirmed <span class="count">\(1\)</span>#', $html );
		$this->assertStringContainsString( '=HYPERLINK(&quot;x&quot;)', $html, 'names escaped' );
		$this->assertStringContainsString( 'Export CSV', $html );
	}

	public function test_the_status_filter_and_the_search_narrow_the_list(): void {
		$this->act_as( 'administrator' );
		$this->three();

		$confirmed = $this->list_html( [ 'status' => 'confirmed' ] );
		$this->assertStringContainsString( 'bo@example.com', $confirmed );
		$this->assertStringNotContainsString( 'ann@example.com', $confirmed );

		$search = $this->list_html( [ 's' => 'ann' ] );
		$this->assertStringContainsString( 'ann@example.com', $search );
		$this->assertStringNotContainsString( 'bo@example.com', $search );
	}

	public function test_a_row_delete_link_with_its_nonce_deletes_that_subscriber(): void {
		$this->act_as( 'administrator' );
		$ids = $this->three();
		$_REQUEST = [
			'action'   => 'delete',
			'ids'      => (string) $ids['ann@example.com'],
			'_wpnonce' => wp_create_nonce( 'delete-' . $ids['ann@example.com'] ),
		];
		$_GET = $_REQUEST;
		$redirected = '';
		add_filter(
			'wp_redirect',
			static function ( string $location ) use ( &$redirected ) {
				$redirected = $location;
				throw new WpDie( 'redirect', 302 );
			}
		);

		try {
			( new SubscribersPage( new SubscriberRepository() ) )->handle_delete();
		} catch ( WpDie $redirect ) {
			$this->assertSame( 302, $redirect->getCode() );
		}

		$this->assertStringContainsString( 'deleted=1', $redirected );
		$this->assertEqualsCanonicalizing( [ 'bo@example.com', 'cy@example.com' ], array_keys( $this->rows() ) );
		$_REQUEST = [];
	}

	/** @return array<string, array{string, string}> role, nonce action */
	public static function refused_deletes(): array {
		return [
			'no nonce'             => [ 'administrator', '' ],
			'another row\'s nonce' => [ 'administrator', 'delete-999999' ],
			'an editor'            => [ 'editor', 'bulk-subscribers' ],
		];
	}

	/**
	 * @dataProvider refused_deletes
	 *
	 * @param string $role  Who asks.
	 * @param string $nonce Nonce action sent ('' for none).
	 */
	public function test_a_delete_without_the_nonce_or_the_capability_deletes_nothing( string $role, string $nonce ): void {
		$this->act_as( $role );
		$ids      = $this->three();
		$_REQUEST = [
			'action'  => 'delete',
			'action2' => '-1',
			'ids'     => array_values( array_map( 'strval', $ids ) ),
		];
		if ( '' !== $nonce ) {
			$_REQUEST['_wpnonce'] = wp_create_nonce( $nonce );
		}

		try {
			( new SubscribersPage( new SubscriberRepository() ) )->handle_delete();
			$this->fail( 'the delete was not refused' );
		} catch ( WpDie $refused ) {
			$this->assertContains( $refused->getCode(), [ 403 ] );
		}
		$this->assertCount( 3, $this->rows() );
		$_REQUEST = [];
	}

	public function test_the_bulk_delete_with_the_list_nonce_deletes_the_chosen_rows(): void {
		$this->act_as( 'administrator' );
		$ids      = $this->three();
		$_REQUEST = [
			'action'   => '-1',
			'action2'  => 'delete',
			'ids'      => [ (string) $ids['ann@example.com'], (string) $ids['cy@example.com'] ],
			'_wpnonce' => wp_create_nonce( 'bulk-subscribers' ),
		];
		add_filter( 'wp_redirect', static fn () => throw new WpDie( 'redirect', 302 ) );

		try {
			( new SubscribersPage( new SubscriberRepository() ) )->handle_delete();
		} catch ( WpDie $redirect ) {
			$this->assertSame( 302, $redirect->getCode() );
		}

		$this->assertSame( [ 'bo@example.com' ], array_keys( $this->rows() ) );
		$_REQUEST = [];
	}

	public function test_the_csv_holds_the_filtered_rows_with_formulas_defused(): void {
		$this->three();
		$export = new SubscribersExport( new SubscriberRepository() );

		$all = array_map( 'str_getcsv', array_filter( explode( "\n", $export->csv( new SubscriberQuery() ) ) ) );

		$this->assertSame( [ 'email', 'name', 'status', 'signed_up_utc', 'confirmed_utc' ], $all[0] );
		$this->assertCount( 4, $all );
		$by_email = array_column( array_slice( $all, 1 ), null, 0 );
		$this->assertSame( "'=HYPERLINK(\"x\")", $by_email['cy@example.com'][1], 'a formula is shown as text' );
		$this->assertSame( 'confirmed', $by_email['bo@example.com'][2] );
		$this->assertNotSame( '', $by_email['bo@example.com'][4] );

		$pending = array_filter( explode( "\n", $export->csv( new SubscriberQuery( '', 'pending' ) ) ) );
		$this->assertCount( 2, $pending );
		$this->assertStringStartsWith( 'ann@example.com,', $pending[1] );
	}

	/** @return array<string, array{string, bool}> role, with a nonce */
	public static function refused_exports(): array {
		return [
			'an editor'  => [ 'editor', true ],
			'no nonce'   => [ 'administrator', false ],
		];
	}

	/**
	 * @dataProvider refused_exports
	 *
	 * @param string $role       Who asks.
	 * @param bool   $with_nonce Whether the export's nonce is sent.
	 */
	public function test_the_export_needs_the_capability_and_the_nonce( string $role, bool $with_nonce ): void {
		$this->act_as( $role );
		$this->three();
		$_REQUEST = $with_nonce ? [ '_wpnonce' => wp_create_nonce( SubscribersExport::ACTION ) ] : [];

		$this->expectException( WpDie::class );
		$this->expectExceptionCode( 403 );
		( new SubscribersExport( new SubscriberRepository() ) )->download();
	}

	public function test_the_settings_endpoint_answers_the_newsletter_defaults(): void {
		delete_option( NewsletterSettings::OPTION );
		$this->act_as( 'administrator' );

		$data = rest_do_request( new WP_REST_Request( 'GET', '/wp/v2/settings' ) )->get_data();

		$this->assertSame( NewsletterSettings::defaults(), $data[ NewsletterSettings::OPTION ] );
		$this->assertSame( 'Subscribe to our newsletter', $data[ NewsletterSettings::OPTION ]['heading'] );
	}

	/** @return array<string, array{mixed, string}> value of redirect_url => stored */
	public static function redirects(): array {
		return [
			'empty'             => [ '', '' ],
			'https'             => [ 'https://shop.example/thanks', 'https://shop.example/thanks' ],
			'no scheme, spaces' => [ '  shop.example/thanks ', 'shop.example/thanks' ],
			'a port'            => [ 'shop.example:8080/x', 'shop.example:8080/x' ],
		];
	}

	/**
	 * @dataProvider redirects
	 *
	 * @param string $sent   Sent.
	 * @param string $stored Stored.
	 */
	public function test_a_redirect_url_is_stored_trimmed( string $sent, string $stored ): void {
		$this->act_as( 'administrator' );

		$response = $this->save( [ 'redirect_url' => $sent ] );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $stored, NewsletterSettings::get()['redirect_url'] );
	}

	/** @return array<string, array{array<string, mixed>}> */
	public static function invalid_settings(): array {
		return [
			'javascript redirect' => [ [ 'redirect_url' => 'javascript:alert(1)' ] ],
			'data redirect'       => [ [ 'redirect_url' => 'data:text/html,x' ] ],
			'empty button'        => [ [ 'button_label' => '' ] ],
			'ask_name not bool'   => [ [ 'ask_name' => 'often' ] ],
			'unknown field'       => [ [ 'colour' => 'red' ] ],
		];
	}

	/**
	 * @dataProvider invalid_settings
	 *
	 * @param array<string, mixed> $value Sent.
	 */
	public function test_invalid_settings_are_refused_with_a_400_and_nothing_stored( array $value ): void {
		$this->act_as( 'administrator' );

		$response = $this->save( $value );

		$this->assertSame( 400, $response->get_status() );
		$this->assertNotEmpty( $response->get_data()['message'] );
		$this->assertSame( NewsletterSettings::defaults(), NewsletterSettings::get() );
	}

	public function test_the_consent_text_keeps_a_link_and_loses_scripts(): void {
		$this->act_as( 'administrator' );

		$this->save( [ 'consent_text' => 'I accept the <a href="/privacy">privacy policy</a><script>alert(1)</script>.' ] );

		$this->assertSame( 'I accept the <a href="/privacy">privacy policy</a>alert(1).', NewsletterSettings::get()['consent_text'] );
	}

	/**
	 * Saves the option as the settings screen does.
	 *
	 * @param array<string, mixed> $value Partial value.
	 */
	private function save( array $value ): \WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/wp/v2/settings' );
		$request->set_body_params( [ NewsletterSettings::OPTION => $value ] );
		return rest_do_request( $request );
	}
}
