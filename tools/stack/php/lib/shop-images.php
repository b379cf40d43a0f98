<?php
/**
 * Product pictures drawn with GD (shop-art.php) and added to the media library, so the catalogue has images without
 * a network.
 */

require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once __DIR__ . '/shop-art.php';

/**
 * Draws a 1200×1200 picture of the product and attaches it to the product; WordPress makes the smaller sizes.
 *
 * @param string $name      The picture's title and alt text, and its file name.
 * @param array  $picture   array( kind, colour[, close-up] ): see shop_art_picture().
 * @param int    $parent_id Product the attachment belongs to.
 * @return int Attachment id, 0 if GD is missing or the upload failed.
 */
function shop_seed_image( string $name, array $picture, int $parent_id ): int {
	if ( ! function_exists( 'imagecreatetruecolor' ) ) {
		return 0;
	}
	$file   = shop_art_picture( $picture[0], $picture[1], $picture[2] ?? null, sanitize_title( $name ) );
	$upload = array(
		'name'     => sanitize_title( $name ) . '.jpg',
		'tmp_name' => $file,
	);
	$attachment_id = media_handle_sideload( $upload, $parent_id, $name );
	if ( is_wp_error( $attachment_id ) ) {
		wp_delete_file( $file );
		fwrite( STDERR, "image for {$name}: " . $attachment_id->get_error_message() . "\n" );
		return 0;
	}
	update_post_meta( $attachment_id, '_wp_attachment_image_alt', $name );
	return $attachment_id;
}
