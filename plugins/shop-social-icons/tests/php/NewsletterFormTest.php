<?php
/**
 * The sign-up form's markup, through the block and the shortcode.
 *
 * @package ShopSocialIcons\Tests
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Tests;

use DOMDocument;
use DOMXPath;
use ShopBundle\Tests\TestCase;
use ShopSocialIcons\Assets\Scripts;
use ShopSocialIcons\Newsletter\NewsletterSettings;

/**
 * What a visitor and a screen reader meet: labelled fields, the message area as a live region right after the form,
 * the honeypot out of reach; and that rendering a form is what loads its script.
 */
final class NewsletterFormTest extends TestCase {

	protected function tearDown(): void {
		wp_dequeue_script( Scripts::NEWSLETTER );
		wp_dequeue_style( Scripts::NEWSLETTER );
		parent::tearDown();
	}

	/**
	 * The rendered HTML as a queryable document.
	 *
	 * @param string $html HTML.
	 */
	private static function xpath( string $html ): DOMXPath {
		$document = new DOMDocument();
		$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>', LIBXML_NOERROR );
		return new DOMXPath( $document );
	}

	/**
	 * @dataProvider placements
	 *
	 * @param string $content Post content.
	 */
	public function test_the_form_carries_the_replaced_email_subscribers_class_too( string $content ): void {
		$xpath = self::xpath( do_blocks( do_shortcode( $content ) ) );

		$classes = explode( ' ', (string) $xpath->query( '//form' )->item( 0 )?->getAttribute( 'class' ) );

		$this->assertContains( 'shop-newsletter__form', $classes );
		$this->assertContains( 'es_ajax_subscription_form', $classes, 'custom CSS and scripts aimed at the old form keep applying' );
	}

	public function test_without_its_heading_the_block_names_the_form_itself(): void {
		$xpath = self::xpath( do_blocks( '<!-- wp:shop-social-icons/newsletter {"showHeading":false} /-->' ) );

		$form = $xpath->query( '//form' )->item( 0 );
		$this->assertSame( 0, $xpath->query( '//h2' )->length );
		$this->assertSame( 'Newsletter sign-up', $form?->getAttribute( 'aria-label' ) );
	}

	/** @return array<string, array{string}> */
	public static function placements(): array {
		return [
			'shortcode' => [ '[shop_newsletter]' ],
			'block'     => [ '<!-- wp:shop-social-icons/newsletter /-->' ],
		];
	}

	/**
	 * @dataProvider placements
	 *
	 * @param string $content Post content.
	 */
	public function test_the_form_has_labelled_fields_and_a_live_message_area_after_it( string $content ): void {
		$html  = do_blocks( do_shortcode( $content ) );
		$xpath = self::xpath( $html );

		$form = $xpath->query( '//form[contains(@class,"shop-newsletter__form")]' )->item( 0 );
		$this->assertNotNull( $form, $html );
		$this->assertSame( rest_url( 'shop-social-icons/v1/subscribe' ), $form->getAttribute( 'action' ) );
		$heading = $xpath->query( '//*[@id="' . $form->getAttribute( 'aria-labelledby' ) . '"]' )->item( 0 );
		$this->assertSame( 'Subscribe to our newsletter', $heading->textContent, 'the form is named by its heading' );

		foreach ( [ 'email' => 'Email address', 'name' => 'Name (optional)', 'consent' => 'I agree to receive the newsletter and accept the privacy policy.' ] as $name => $label ) {
			$input = $xpath->query( './/input[@name="' . $name . '"]', $form )->item( 0 );
			$this->assertNotNull( $input, $name );
			$this->assertSame( $label, $xpath->query( '//label[@for="' . $input->getAttribute( 'id' ) . '"]' )->item( 0 )->textContent );
		}
		$this->assertSame( 'email', $xpath->query( './/input[@name="email"]', $form )->item( 0 )->getAttribute( 'type' ) );
		$this->assertSame( 'checkbox', $xpath->query( './/input[@name="consent"]', $form )->item( 0 )->getAttribute( 'type' ) );

		$trap = $xpath->query( './/input[@name="website"]', $form )->item( 0 );
		$this->assertSame( '-1', $trap->getAttribute( 'tabindex' ), 'the honeypot is out of the tab order' );
		$this->assertSame( 'true', $trap->parentNode->getAttribute( 'aria-hidden' ), 'and hidden from screen readers' );

		$this->assertSame( 'Subscribe', trim( $xpath->query( './/button[@type="submit"]', $form )->item( 0 )->textContent ) );

		$message = $form->nextSibling;
		$this->assertSame( 'div', $message->nodeName, 'the message area is directly after the form' );
		$this->assertSame( 'status', $message->getAttribute( 'role' ) );
		$this->assertSame( 'polite', $message->getAttribute( 'aria-live' ) );

		$this->assertTrue( wp_script_is( Scripts::NEWSLETTER, 'enqueued' ), 'rendering the form loads its script' );
		$this->assertTrue( wp_style_is( Scripts::NEWSLETTER, 'enqueued' ) );
	}

	public function test_the_texts_come_from_the_settings_escaped_and_the_name_can_be_left_out(): void {
		update_option(
			NewsletterSettings::OPTION,
			[
				'heading'      => 'News & "offers" <b>now</b>',
				'button_label' => 'Count me in',
				'ask_name'     => false,
				'consent_text' => 'Yes, see our <a href="/privacy">privacy policy</a>.',
			]
		);

		$html  = do_shortcode( '[shop_newsletter]' );
		$xpath = self::xpath( $html );

		$this->assertSame( 'News & "offers" now', $xpath->query( '//h2' )->item( 0 )->textContent, 'tags are dropped on save' );
		$this->assertStringContainsString( 'News &amp; &quot;offers&quot; now</h2>', $html, 'and the rest escaped' );
		$this->assertSame( 'Count me in', trim( $xpath->query( '//button' )->item( 0 )->textContent ) );
		$this->assertSame( 0, $xpath->query( '//input[@name="name"]' )->length );
		$this->assertSame( '/privacy', $xpath->query( '//label/a' )->item( 0 )->getAttribute( 'href' ) );
	}

	public function test_two_forms_on_a_page_have_ids_of_their_own(): void {
		$xpath = self::xpath( do_shortcode( '[shop_newsletter][shop_newsletter]' ) );

		$ids = array_map( static fn ( $node ) => $node->getAttribute( 'id' ), iterator_to_array( $xpath->query( '//input' ) ) );

		$this->assertCount( 8, $ids );
		$this->assertSame( $ids, array_unique( $ids ) );
	}

	public function test_a_page_without_a_form_loads_no_newsletter_script(): void {
		do_shortcode( '[shop_social_icons]' );

		$this->assertFalse( wp_script_is( Scripts::NEWSLETTER, 'enqueued' ) );
	}
}
