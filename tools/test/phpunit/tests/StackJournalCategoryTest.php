<?php
/**
 * The seeded blog (tools/stack/php/lib/content-posts.php): the posts are the shop's journal, not "Uncategorized",
 * and WordPress's sample post and page are gone (issue 28: the README's blog archive was the Uncategorized archive,
 * its first post "Hello world!").
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests;

require_once dirname( __DIR__, 3 ) . '/stack/php/lib/content-posts.php';

/**
 * Seeds the category on the test site (rolled back after each test).
 */
final class StackJournalCategoryTest extends TestCase {

	public function test_the_default_category_becomes_the_journal(): void {
		$id   = shop_seed_journal_category();
		$term = get_term( $id, 'category' );

		$this->assertSame( (int) get_option( 'default_category' ), $id );
		$this->assertSame( [ 'Journal', 'journal' ], [ $term->name, $term->slug ] );
		$this->assertNotSame( '', $term->description );
	}

	public function test_a_post_written_without_a_category_is_in_the_journal(): void {
		shop_seed_journal_category();
		$post = self::factory_post();

		$this->assertSame( [ 'journal' ], wp_list_pluck( get_the_category( $post ), 'slug' ) );
		$this->assertStringEndsWith( '/category/journal/', (string) get_category_link( get_option( 'default_category' ) ) );
	}

	public function test_wordpress_s_sample_post_and_page_are_removed(): void {
		// wp_install() wrote them on the test site too; made here if a run removed them.
		$hello  = get_page_by_path( 'hello-world', OBJECT, 'post' )->ID ?? self::factory_post( 'hello-world', 'post' );
		$sample = get_page_by_path( 'sample-page', OBJECT, 'page' )->ID ?? self::factory_post( 'sample-page', 'page' );
		$kept   = self::factory_post( 'caring-for-your-knitwear', 'post' );

		shop_seed_remove_samples();

		$this->assertNull( get_post( $hello ) );
		$this->assertNull( get_post( $sample ) );
		$this->assertNotNull( get_post( $kept ) );
	}

	private static function factory_post( string $slug = 'a-note-from-the-shop', string $type = 'post' ): int {
		return (int) wp_insert_post(
			[
				'post_type'   => $type,
				'post_status' => 'publish',
				'post_title'  => ucfirst( str_replace( '-', ' ', $slug ) ),
				'post_name'   => $slug,
			],
			true
		);
	}
}
