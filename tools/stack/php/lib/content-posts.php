<?php
/**
 * Pages and blog posts with threaded comments, for seed-content.php.
 */

/**
 * Publishes About and Contact, and the Privacy Policy draft that wp_install() created, as the privacy page.
 *
 * @return array<string, int> Page ids by title.
 */
function shop_seed_pages(): array {
	$pages = array(
		'About'   => '<!-- wp:paragraph --><p>Shop Bundle is a demo shop that shows our plugins and theme at work.</p><!-- /wp:paragraph -->',
		'Contact' => '<!-- wp:paragraph --><p>Write to hello@example.com or visit us at 1 Demo Street, Springfield.</p><!-- /wp:paragraph -->',
	);
	$ids   = array();
	foreach ( $pages as $title => $content ) {
		$ids[ $title ] = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => $title,
				'post_content' => $content,
			),
			true
		);
	}

	$privacy = (int) get_option( 'wp_page_for_privacy_policy' );
	if ( ! $privacy || ! get_post( $privacy ) ) {
		$privacy = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_title'   => 'Privacy Policy',
				'post_content' => '<!-- wp:paragraph --><p>We keep only what an order needs.</p><!-- /wp:paragraph -->',
			)
		);
	}
	wp_update_post( array( 'ID' => $privacy, 'post_status' => 'publish' ) );
	update_option( 'wp_page_for_privacy_policy', $privacy );
	$ids['Privacy Policy'] = $privacy;

	return array_map( 'intval', $ids );
}

/**
 * Names WordPress's default post category "Journal", as a shop names its blog (the front page's and the footer's
 * "journal"): its archive is the blog's page a shopper reaches, and the README's screenshot of it.
 *
 * @return int The category's term id.
 */
function shop_seed_journal_category(): int {
	$category = (int) get_option( 'default_category' );
	wp_update_term(
		$category,
		'category',
		array(
			'name'        => 'Journal',
			'slug'        => 'journal',
			'description' => 'News from the shop, how our things are made and how to make them last.',
		)
	);
	return $category;
}

/**
 * Removes what wp_install() writes for a blog ("Hello world!" with its comment, "Sample Page"): the journal's
 * first post would be "Welcome to WordPress…" on the front page and in the journal.
 */
function shop_seed_remove_samples(): void {
	foreach ( array( 'post' => 'hello-world', 'page' => 'sample-page' ) as $type => $slug ) {
		$sample = get_page_by_path( $slug, OBJECT, $type );
		if ( $sample ) {
			wp_delete_post( $sample->ID, true );
		}
	}
}

/**
 * A few posts in the journal, each with an approved comment thread nested three levels deep.
 */
function shop_seed_posts(): void {
	shop_seed_remove_samples();
	shop_seed_journal_category();
	$posts = array(
		'Our autumn collection is here' => 'Warm hoodies, soft beanies and a few surprises for colder days.',
		'How we choose our fabrics'     => 'Organic cotton where we can, recycled polyester where we must, and why.',
		'Caring for your knitwear'      => 'Cold wash, flat dry, no tumble dryer: small habits that double a sweater\'s life.',
	);
	$day   = 0;
	foreach ( $posts as $title => $text ) {
		$post_id = wp_insert_post(
			array(
				'post_status'  => 'publish',
				'post_title'   => $title,
				'post_content' => "<!-- wp:paragraph --><p>{$text}</p><!-- /wp:paragraph -->",
				'post_date'    => gmdate( 'Y-m-d H:i:s', time() - ( 3 - $day++ ) * DAY_IN_SECONDS ),
			),
			true
		);
		shop_seed_comment_thread( (int) $post_id );
	}
}

/**
 * @param int $post_id
 */
function shop_seed_comment_thread( int $post_id ): void {
	$thread = array(
		array( 'Maya', 'Love this, when does the green colour come back?' ),
		array( 'Shop Bundle', 'Next month! We will post here when it does.' ),
		array( 'Maya', 'Perfect, thank you.' ),
	);
	$parent = 0;
	foreach ( $thread as $index => list( $author, $text ) ) {
		$parent = (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $post_id,
				'comment_parent'       => $parent,
				'comment_author'       => $author,
				'comment_author_email' => strtolower( str_replace( ' ', '', $author ) ) . '@example.com',
				'comment_content'      => $text,
				'comment_approved'     => 1,
				'comment_date'         => gmdate( 'Y-m-d H:i:s', time() - ( 10 - $index ) * HOUR_IN_SECONDS ),
			)
		);
	}
	wp_insert_comment(
		array(
			'comment_post_ID'      => $post_id,
			'comment_author'       => 'Sam',
			'comment_author_email' => 'sam@example.com',
			'comment_content'      => 'Great read.',
			'comment_approved'     => 1,
		)
	);
}
