<?php
/**
 * The statement descriptor checked as the settings screen saves it.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopBundle\Tests\TestCase;
use ShopStripeGateway\Gateway\CardGateway;
use WC_Admin_Settings;

/**
 * 5 to 22 letters, digits or spaces, not only digits, none of < > \ ' " *: a descriptor breaking a rule is not
 * saved, the screen says which rule, and the saved one stays.
 */
final class StatementDescriptorTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->require_woocommerce();
		require_once WC_ABSPATH . 'includes/admin/class-wc-admin-settings.php';
		// The screen's messages are kept for the request: start each test without earlier tests' ones.
		( new \ReflectionProperty( WC_Admin_Settings::class, 'errors' ) )->setValue( null, [] );
	}

	protected function tearDown(): void {
		$_POST = [];
		parent::tearDown();
	}

	/** @return array<string, array{string, string}> posted, what is stored */
	public static function accepted(): array {
		return [
			'letters and spaces'      => [ 'Shop Bundle', 'Shop Bundle' ],
			'exactly 5'               => [ 'ABC12', 'ABC12' ],
			'exactly 22'              => [ 'ABCDEFGHIJKLMNOPQRSTUV', 'ABCDEFGHIJKLMNOPQRSTUV' ],
			'trimmed'                 => [ '  Shop 24  ', 'Shop 24' ],
			'empty (the account\'s)'  => [ '', '' ],
		];
	}

	/**
	 * @dataProvider accepted
	 * @param string $posted What the admin typed.
	 * @param string $stored What is saved.
	 */
	public function test_a_valid_descriptor_is_saved( string $posted, string $stored ): void {
		$messages = $this->save( $posted );

		$this->assertSame( $stored, get_option( CardGateway::SETTINGS_OPTION )['statement_descriptor'] );
		$this->assertStringNotContainsString( 'statement descriptor was not saved', $messages );
	}

	/** @return array<string, array{string, string}> posted, the message's rule */
	public static function refused(): array {
		return [
			'too short'        => [ 'Shop', 'it must be 5 to 22 characters long (it has 4).' ],
			'too long'         => [ 'Shop Bundle Clothing Co', 'it must be 5 to 22 characters long (it has 23).' ],
			'only digits'      => [ '12345 678', 'it must contain at least one letter.' ],
			'a quote'          => [ "Shop's things", 'it must not contain &lt; &gt; \\ &#039; &quot; or *.' ],
			'a star'           => [ 'Shop*Bundle', 'it must not contain' ],
			'markup'           => [ '<b>Shop</b>', 'it must not contain' ],
			'a backslash'      => [ 'Shop\\\\Bundle', 'it must not contain' ],
			'accented letters' => [ 'Café Bundle', 'use only letters (A to Z), digits and spaces.' ],
			'punctuation'      => [ 'Shop-Bundle.com', 'use only letters (A to Z), digits and spaces.' ],
		];
	}

	/**
	 * @dataProvider refused
	 * @param string $posted What the admin typed.
	 * @param string $rule   The rule the screen names.
	 */
	public function test_an_invalid_descriptor_is_refused_with_the_rule_and_the_saved_one_stays( string $posted, string $rule ): void {
		$this->save( 'Shop Bundle' );

		$messages = $this->save( $posted );

		$this->assertSame( 'Shop Bundle', get_option( CardGateway::SETTINGS_OPTION )['statement_descriptor'] );
		$this->assertStringContainsString( 'The statement descriptor was not saved: ' . $rule, $messages );
	}

	/**
	 * Posts the field as the settings screen does (slashed, as PHP hands it to WordPress) and saves; returns the
	 * messages the screen then shows.
	 *
	 * @param string $descriptor The posted descriptor.
	 */
	private function save( string $descriptor ): string {
		$gateway = new CardGateway();
		$_POST   = [ $gateway->get_field_key( 'statement_descriptor' ) => wp_slash( $descriptor ) ];
		$gateway->process_admin_options();
		ob_start();
		WC_Admin_Settings::show_messages();
		return (string) ob_get_clean();
	}
}
