<?php
/**
 * The newsletter's row in WordPress's personal data export and erasure.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Newsletter\PrivacyTools;
use ShopSocialIcons\Newsletter\SubscriberRepository;
use ShopSocialIcons\Tests\Support\NewsletterFixture;

/**
 * Tools > Export / Erase Personal Data find the subscription by address, through the filters WordPress reads.
 */
final class NewsletterPrivacyTest extends TestCase {

	use NewsletterFixture;

	public function test_the_exporter_and_eraser_are_offered_to_wordpress(): void {
		$this->assertArrayHasKey( 'shop-social-icons-newsletter', apply_filters( 'wp_privacy_personal_data_exporters', [] ) );
		$this->assertArrayHasKey( 'shop-social-icons-newsletter', apply_filters( 'wp_privacy_personal_data_erasers', [] ) );
	}

	public function test_the_export_lists_the_subscription_of_the_address_only(): void {
		$subscribers = new SubscriberRepository();
		$subscribers->add( 'ann@example.com', 'Ann', 'I agree.', time() );
		$subscribers->add( 'bo@example.com', 'Bo', 'I agree.', time() );

		$export = ( new PrivacyTools( $subscribers ) )->export( 'Ann@Example.com' );

		$this->assertTrue( $export['done'] );
		$this->assertCount( 1, $export['data'] );
		$fields = array_column( $export['data'][0]['data'], 'value', 'name' );
		$this->assertSame( 'ann@example.com', $fields['Email address'] );
		$this->assertSame( 'Ann', $fields['Name'] );
		$this->assertSame( 'pending', $fields['Status'] );
		$this->assertSame( [], ( new PrivacyTools( $subscribers ) )->export( 'nobody@example.com' )['data'] );
	}

	public function test_the_erasure_deletes_the_row_of_the_address_only(): void {
		$subscribers = new SubscriberRepository();
		$subscribers->add( 'ann@example.com', 'Ann', 'I agree.', time() );
		$subscribers->add( 'bo@example.com', 'Bo', 'I agree.', time() );

		$erased = ( new PrivacyTools( $subscribers ) )->erase( 'ann@example.com' );

		$this->assertTrue( $erased['items_removed'] );
		$this->assertNull( $subscribers->find_by_email( 'ann@example.com' ) );
		$this->assertNotNull( $subscribers->find_by_email( 'bo@example.com' ) );
		$this->assertFalse( ( new PrivacyTools( $subscribers ) )->erase( 'ann@example.com' )['items_removed'] );
	}
}
