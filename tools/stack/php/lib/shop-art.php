<?php
/**
 * Product pictures for the demo catalogue: a product of the seeded kind, in its colour, shaded, centred on a soft
 * studio background with a floor shadow. 1200×1200 JPEG, drawn with GD in about a tenth of a second.
 */

require_once __DIR__ . '/shop-art-canvas.php';
require_once __DIR__ . '/shop-art-tops.php';
require_once __DIR__ . '/shop-art-accessories.php';

/**
 * Kinds of product the catalogue draws: where the floor shadow goes (centre x, floor y, width) and the drawing.
 *
 * @return array<string, array{shadow: float[], draw: callable(GdImage, int[]): void}>
 */
function shop_art_kinds(): array {
	return array(
		'tee'        => array( 'shadow' => array( 500, 850, 470 ), 'draw' => static fn ( $c, $rgb ) => shop_art_tee( $c, $rgb, 'crew', false ) ),
		'logo-tee'   => array( 'shadow' => array( 500, 850, 470 ), 'draw' => static fn ( $c, $rgb ) => shop_art_tee( $c, $rgb, 'crew', true ) ),
		'tee-back'   => array( 'shadow' => array( 500, 850, 470 ), 'draw' => static fn ( $c, $rgb ) => shop_art_tee( $c, $rgb, 'back', false ) ),
		'v-neck-tee' => array( 'shadow' => array( 500, 850, 470 ), 'draw' => static fn ( $c, $rgb ) => shop_art_tee( $c, $rgb, 'v', false ) ),
		'hoodie'     => array( 'shadow' => array( 500, 852, 560 ), 'draw' => static fn ( $c, $rgb ) => shop_art_hoodie( $c, $rgb, false ) ),
		'zip-hoodie' => array( 'shadow' => array( 500, 852, 560 ), 'draw' => static fn ( $c, $rgb ) => shop_art_hoodie( $c, $rgb, true ) ),
		'beanie'     => array( 'shadow' => array( 500, 735, 520 ), 'draw' => 'shop_art_beanie' ),
		'cap'        => array( 'shadow' => array( 540, 668, 660 ), 'draw' => 'shop_art_cap' ),
		'belt'       => array( 'shadow' => array( 500, 770, 680 ), 'draw' => 'shop_art_belt' ),
		'sunglasses' => array( 'shadow' => array( 500, 650, 520 ), 'draw' => 'shop_art_sunglasses' ),
	);
}

/**
 * Draws one picture into a temporary JPEG.
 *
 * @param string     $kind   A key of shop_art_kinds().
 * @param int[]      $rgb    The product's colour.
 * @param float[]|null $detail Optional close-up: array( x, y, side ) in design units.
 * @param string     $name   For the temporary file's name.
 * @return string Path of the JPEG.
 */
function shop_art_picture( string $kind, array $rgb, ?array $detail, string $name ): string {
	$spec   = shop_art_kinds()[ $kind ];
	$canvas = shop_art_studio( $spec['shadow'] );
	( $spec['draw'] )( $canvas, $rgb );
	return shop_art_save( $canvas, $name, $detail );
}
