<?php
/**
 * Product pictures drawn with GD and added to the media library, so the catalogue has images without a network.
 */

require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
require_once ABSPATH . 'wp-admin/includes/image.php';

/**
 * Draws a 600×600 picture (a coloured disc and the product's name) and attaches it to a product.
 *
 * @param string $name      Shown in the picture and used for the file name.
 * @param int[]  $rgb       Main colour.
 * @param string $format    'png' or 'jpeg': the catalogue gets both kinds.
 * @param int    $parent_id Product the attachment belongs to.
 * @return int Attachment id, 0 if GD is missing or the upload failed.
 */
function shop_seed_image( string $name, array $rgb, string $format, int $parent_id ): int {
	if ( ! function_exists( 'imagecreatetruecolor' ) ) {
		return 0;
	}
	$size  = 600;
	$image = imagecreatetruecolor( $size, $size );
	imagefill( $image, 0, 0, imagecolorallocate( $image, 246, 244, 240 ) );
	imagefilledellipse( $image, $size / 2, $size / 2 - 30, 360, 360, imagecolorallocate( $image, ...$rgb ) );
	$ink   = imagecolorallocate( $image, 40, 40, 40 );
	$label = strtoupper( $name );
	$font  = 5;
	imagestring( $image, $font, (int) ( ( $size - imagefontwidth( $font ) * strlen( $label ) ) / 2 ), $size - 80, $label, $ink );

	$file = wp_tempnam( sanitize_title( $name ) );
	'png' === $format ? imagepng( $image, $file ) : imagejpeg( $image, $file, 85 );
	imagedestroy( $image );

	$upload = array(
		'name'     => sanitize_title( $name ) . ( 'png' === $format ? '.png' : '.jpg' ),
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
