<?php
/**
 * The phone panel's "Show N results" button.
 *
 * @package ShopFilter\Tests
 */

declare( strict_types = 1 );

namespace ShopFilter\Tests;

use ShopBundle\Tests\TestCase;
use ShopFilter\Form\ShowResults;

/**
 * The total as drawn, and the words the core writes the next totals with.
 */
final class ShowResultsTest extends TestCase {

	public function test_the_button_says_the_total_and_carries_the_words_for_the_next_ones(): void {
		$this->assertSame(
			'<button type="button" class="shop-filter__show" data-one="Show %d result" data-other="Show %d results">Show 12 results</button>',
			ShowResults::button( 12 )
		);
		$this->assertStringContainsString( '>Show 1 result<', ShowResults::button( 1 ) );
	}

	public function test_a_form_without_a_total_has_no_button(): void {
		$this->assertSame( '', ShowResults::button( null ) );
	}
}
