<?php
/**
 * Keys checked as the gateway's settings screen saves them.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests;

use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Tests\Support\SettingsScreenTestCase;

require_once __DIR__ . '/Support/SettingsScreenTestCase.php';

/**
 * Keys of the wrong kind are refused with a message naming the expected prefix; the saved key stays.
 */
final class KeyValidationTest extends SettingsScreenTestCase {

	public function test_well_formed_keys_are_saved_trimmed(): void {
		$messages = $this->save(
			[
				'test_publishable_key' => ' pk_test_51Abc ',
				'test_secret_key'      => 'rk_test_51Abc',
				'test_webhook_secret'  => 'whsec_Abc123',
				'publishable_key'      => 'pk_live_51Abc',
				'secret_key'           => 'sk_live_51Abc',
			]
		);

		$settings = get_option( CardGateway::SETTINGS_OPTION );
		$this->assertSame( 'pk_test_51Abc', $settings['test_publishable_key'] );
		$this->assertSame( 'rk_test_51Abc', $settings['test_secret_key'] );
		$this->assertSame( 'sk_live_51Abc', $settings['secret_key'] );
		$this->assertStringNotContainsString( 'was not saved', $messages );
	}

	/** @return array<string, array{string, string, string}> field, posted value, message */
	public static function misplaced_keys(): array {
		return [
			'live key among the test ones'  => [ 'test_secret_key', 'sk_live_51Abc', 'Test secret key was not saved: it must start with sk_test_ (or rk_test_).' ],
			'secret key as publishable'     => [ 'test_publishable_key', 'sk_test_51Abc', 'Test publishable key was not saved: it must start with pk_test_.' ],
			'test key among the live ones'  => [ 'publishable_key', 'pk_test_51Abc', 'Live publishable key was not saved: it must start with pk_live_.' ],
			'not a webhook secret'          => [ 'webhook_secret', 'we_1Abc', 'Live webhook signing secret was not saved: it must start with whsec_.' ],
			'markup'                        => [ 'secret_key', '<script>sk_live_1</script>', 'Live secret key was not saved: it must start with sk_live_ (or rk_live_).' ],
		];
	}

	/**
	 * @dataProvider misplaced_keys
	 * @param string $field   The field.
	 * @param string $posted  What the admin typed.
	 * @param string $message What the screen says.
	 */
	public function test_a_malformed_key_is_refused_with_a_message_and_the_saved_one_stays( string $field, string $posted, string $message ): void {
		$valid = [
			'test_publishable_key' => 'pk_test_Saved',
			'test_secret_key'      => 'sk_test_Saved',
			'publishable_key'      => 'pk_live_Saved',
			'secret_key'           => 'sk_live_Saved',
			'webhook_secret'       => 'whsec_Saved',
		];
		$this->save( [ $field => $valid[ $field ] ] );
		$saved = get_option( CardGateway::SETTINGS_OPTION )[ $field ];
		$this->assertSame( $valid[ $field ], $saved );

		$messages = $this->save( [ $field => $posted ] );

		$this->assertSame( $saved, get_option( CardGateway::SETTINGS_OPTION )[ $field ] );
		$this->assertStringContainsString( esc_html( $message ), $messages );
	}

	public function test_an_emptied_key_is_removed(): void {
		$this->save( [ 'test_secret_key' => 'sk_test_Saved' ] );

		$this->save( [ 'test_secret_key' => '' ] );

		$this->assertSame( '', get_option( CardGateway::SETTINGS_OPTION )['test_secret_key'] );
	}
}
