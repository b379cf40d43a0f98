<?php
/**
 * The front page's newsletter band: with Shop Social Icons its sign-up form, without a form no band.
 *
 * @package ShopTheme\Tests
 */

declare( strict_types = 1 );

namespace ShopTheme\Tests;

use ShopBundle\Tests\TestCase;
use WP_Block_Type_Registry;

/**
 * The pattern as the front page template renders it, with the newsletter block registered and without.
 */
final class NewsletterBandTest extends TestCase {

	private const PATTERN = '<!-- wp:pattern {"slug":"shop-theme/front-newsletter"} /-->';

	private const BLOCK = 'shop-social-icons/newsletter';

	public function test_with_shop_social_icons_the_band_carries_its_form_under_one_heading(): void {
		if ( ! WP_Block_Type_Registry::get_instance()->is_registered( self::BLOCK ) ) {
			$this->markTestSkipped( 'Shop Social Icons is not active (or not built) on the test site.' );
		}

		$band = do_blocks( self::PATTERN );

		$this->assertStringContainsString( 'shop-theme-newsletter-slot', $band );
		$this->assertMatchesRegularExpression( '#<form class="shop-newsletter__form[^"]*"[^>]* aria-label="Newsletter sign-up"#', $band, 'named, its heading left to the band' );
		$this->assertSame( 1, substr_count( $band, '<h2' ), 'the band\'s "Be the first to know" only' );
	}

	public function test_without_a_newsletter_block_there_is_no_band(): void {
		$registry = WP_Block_Type_Registry::get_instance();
		$block    = $registry->unregister( self::BLOCK );
		try {
			$band = do_blocks( self::PATTERN );
		} finally {
			if ( $block ) {
				$registry->register( $block );
			}
		}

		$this->assertSame( '', trim( $band ) );
	}

	public function test_an_edited_band_keeps_any_form_the_owner_put_in_it(): void {
		$edited = '<!-- wp:group {"className":"shop-theme-newsletter"} --><div class="wp-block-group shop-theme-newsletter"><!-- wp:html --><form action="https://list.example/"></form><!-- /wp:html --></div><!-- /wp:group -->';
		$other  = '<!-- wp:group {"className":"shop-theme-newsletter-slot"} --><div class="wp-block-group shop-theme-newsletter-slot"></div><!-- /wp:group -->';

		$this->assertStringContainsString( 'https://list.example/', do_blocks( $edited ) );
		$this->assertStringContainsString( 'shop-theme-newsletter-slot', do_blocks( $other ), 'another class is not the band' );
	}
}
