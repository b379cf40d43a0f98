<?php
/**
 * save_appearance (spec 7, call 8).
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Appearance\OwnerCookie;
use ShopStripeGateway\Appearance\SavedAppearance;
use ShopStripeGateway\Checkout\ClientSettings;
use ShopStripeGateway\Endpoints\SaveAppearance;
use ShopStripeGateway\Tests\Support\GatewayTestCase;

require_once __DIR__ . '/Support/GatewayTestCase.php';

/**
 * Only the shop manager stores it (it restyles the card form for every shopper); kept to the active theme, Stripe's
 * appearance shape, 10 kB and 5 calls a minute; stored per theme and per checkout kind.
 */
final class SaveAppearanceTest extends GatewayTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->act_as( 'shop_manager' );
	}

	private const APPEARANCE = [
		'theme'     => 'stripe',
		'variables' => [ 'colorPrimary' => '#1e1e1e', 'fontFamily' => 'Inter, sans-serif', 'borderRadius' => '4px' ],
		'rules'     => [ '.Input' => [ 'padding' => '12px', 'boxShadow' => 'none' ] ],
	];

	public function test_the_appearance_is_kept_per_theme_and_checkout_kind(): void {
		$block   = self::post( new SaveAppearance(), [ 'is_block_checkout' => 'true' ] + $this->input() );
		$classic = self::post( new SaveAppearance(), [ 'is_block_checkout' => 'false', 'appearance' => '{"theme":"night"}' ] + $this->input() );

		$this->assertSame( [ 200, [ 'success' => true, 'data' => null ] ], [ $block->status, $block->body ] );
		$this->assertSame( 200, $classic->status );
		$this->assertSame( self::APPEARANCE, SavedAppearance::get( get_stylesheet(), true ) );
		$this->assertSame( [ 'theme' => 'night' ], SavedAppearance::get( get_stylesheet(), false ) );
		$this->assertSame( [], $this->stripe->requests() );
	}

	/** @return array<string, array{mixed}> appearances refused */
	public static function bad_appearances(): array {
		return [
			'not JSON'             => [ '{theme: stripe' ],
			'a list'               => [ '["stripe"]' ],
			'a string'             => [ '"stripe"' ],
			'empty object'         => [ '{}' ],
			'an unknown key'       => [ '{"theme":"stripe","onload":"alert(1)"}' ],
			'too deep'             => [ '{"rules":{".Input":{"a":{"b":"c"}}}}' ],
			'a null leaf'          => [ '{"variables":{"colorPrimary":null}}' ],
			'over 10 kB'           => [ '{"variables":{"fontFamily":"' . str_repeat( 'a', 10240 ) . '"}}' ],
			'an array, not a text' => [ [ 'theme' => 'stripe' ] ],
			'missing'              => [ null ],
		];
	}

	/**
	 * @dataProvider bad_appearances
	 * @param mixed $appearance Posted appearance.
	 */
	public function test_anything_but_an_appearance_object_is_refused_and_nothing_is_stored( $appearance ): void {
		$answer = self::post( new SaveAppearance(), [ 'appearance' => $appearance ] + $this->input() );

		self::assert_error( 400, 'The appearance is not valid.', $answer );
		$this->assertNull( SavedAppearance::get( get_stylesheet(), false ) );
	}

	public function test_another_theme_is_refused(): void {
		self::assert_error( 400, 'The theme is not the active one.', self::post( new SaveAppearance(), [ 'theme_name' => 'twentytwentyfive-evil' ] + $this->input() ) );
		$this->assertNull( SavedAppearance::get( 'twentytwentyfive-evil', false ) );
	}

	public function test_a_bad_nonce_is_refused_with_403(): void {
		self::assert_error( 403, self::NONCE_MESSAGE, self::post( new SaveAppearance(), [ 'nonce' => 'abc' ] + $this->input() ) );
		$this->assertNull( SavedAppearance::get( get_stylesheet(), false ) );
	}

	public function test_calls_are_limited_to_five_a_minute(): void {
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertSame( 200, self::post( new SaveAppearance(), $this->input() )->status );
		}

		self::assert_error( 429, self::GENERIC_MESSAGE, self::post( new SaveAppearance(), $this->input() ) );
	}

	/** @return array<string, array{string}> roles that may not restyle the shop's card form */
	public static function visitors(): array {
		return [
			'a guest'    => [ '' ],
			'a customer' => [ 'customer' ],
			'an editor'  => [ 'editor' ],
		];
	}

	/**
	 * @dataProvider visitors
	 * @param string $role The visitor's role, '' for a guest.
	 */
	public function test_a_visitor_who_is_not_the_shop_manager_is_refused_and_changes_nothing_for_others( string $role ): void {
		$this->assertSame( 200, self::post( new SaveAppearance(), $this->input() )->status, "the manager's own visit saves it" );
		$before = ClientSettings::build( [], [], false )['appearance'];
		'' === $role ? wp_set_current_user( 0 ) : $this->act_as( $role );

		$answer = self::post( new SaveAppearance(), [ 'appearance' => '{"theme":"night"}' ] + $this->input() );

		self::assert_error( 403, 'Only the shop manager can save the look of the payment form for every shopper.', $answer );
		$this->assertSame( self::APPEARANCE, SavedAppearance::get( get_stylesheet(), false ) );
		$this->assertSame( $before, ClientSettings::build( [], [], false )['appearance'] );
		wp_set_current_user( 0 );
		$this->assertSame( $before, ClientSettings::build( [], [], false )['appearance'], 'every visitor is handed the same' );
	}

	public function test_the_owner_cookie_follows_the_capability_and_is_wired(): void {
		$this->assertTrue( OwnerCookie::is_owner( get_current_user_id() ), 'the shop manager' );
		$this->assertTrue( OwnerCookie::is_owner( $this->act_as( 'administrator' ) ) );
		$this->assertFalse( OwnerCookie::is_owner( $this->act_as( 'customer' ) ) );
		$this->assertFalse( OwnerCookie::is_owner( 0 ) );

		$cookie = new OwnerCookie();
		$cookie->register();
		$this->assertSame( 10, has_action( 'set_logged_in_cookie', [ $cookie, 'on_login' ] ) );
		$this->assertSame( 10, has_action( 'clear_auth_cookie', [ $cookie, 'clear' ] ) );
		$this->assertSame( 10, has_action( 'template_redirect', [ $cookie, 'follow_the_user' ] ) );
		remove_action( 'set_logged_in_cookie', [ $cookie, 'on_login' ] );
		remove_action( 'clear_auth_cookie', [ $cookie, 'clear' ] );
		remove_action( 'template_redirect', [ $cookie, 'follow_the_user' ] );
	}

	/** @return array<string, mixed> A valid request from the classic checkout. */
	private function input(): array {
		return [
			'appearance'        => (string) wp_json_encode( self::APPEARANCE ),
			'is_block_checkout' => '0',
			'theme_name'        => get_stylesheet(),
			'nonce'             => wp_create_nonce( ClientSettings::NONCES['saveAppearance'] ),
		];
	}
}
