<?php
/**
 * The statement descriptor checked as the settings screen saves it.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Tests\Support\SettingsScreenTestCase;

require_once __DIR__ . '/Support/SettingsScreenTestCase.php';

/**
 * 5 to 22 letters, digits or spaces, not only digits, none of < > \ ' " *: a descriptor breaking a rule is not
 * saved, the screen says which rule, and the saved one stays.
 */
final class StatementDescriptorTest extends SettingsScreenTestCase {

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
		$messages = $this->save( [ 'statement_descriptor' => $posted ] );

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
		$this->save( [ 'statement_descriptor' => 'Shop Bundle' ] );

		$messages = $this->save( [ 'statement_descriptor' => $posted ] );

		$this->assertSame( 'Shop Bundle', get_option( CardGateway::SETTINGS_OPTION )['statement_descriptor'] );
		$this->assertStringContainsString( 'The statement descriptor was not saved: ' . $rule, $messages );
	}
}
