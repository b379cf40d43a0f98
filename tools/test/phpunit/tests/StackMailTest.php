<?php
/**
 * The local stack captures outgoing mail where tests can read it (there is no sendmail).
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests;

/**
 * Mail sent through wp_mail() lands as JSON in the stack's mail folder.
 */
final class StackMailTest extends TestCase {

	public function test_wp_mail_is_stored_as_json_in_the_mail_folder(): void {
		$subject = 'Capture check ' . wp_generate_password( 12, false );
		$before  = glob( SHOP_STACK_DIR . '/mail/*.json' ) ?: [];

		$this->assertTrue( wp_mail( 'shopper@example.com', $subject, 'Hello from the test.' ) );

		$new     = array_diff( glob( SHOP_STACK_DIR . '/mail/*.json' ) ?: [], $before );
		$matches = array_values(
			array_filter(
				$new,
				static fn ( string $file ): bool => str_contains( (string) file_get_contents( $file ), $subject )
			)
		);
		$this->assertCount( 1, $matches );
		$message = json_decode( (string) file_get_contents( $matches[0] ), true );
		unlink( $matches[0] );

		$this->assertSame( 'shopper@example.com', $message['to'] );
		$this->assertSame( $subject, $message['subject'] );
		$this->assertSame( 'Hello from the test.', $message['message'] );
	}
}
