<?php
/**
 * T-shirts and hoodies for the seeded product pictures, front views in the 1000×1000 design space of
 * shop-art-canvas.php. Each function draws on the working canvas and returns the floor shadow's width.
 */

/**
 * @param int[]  $rgb
 * @param string $neck 'crew', 'v' or 'back' (the back of a crew-neck tee).
 * @param bool   $logo A printed mark on the chest.
 */
function shop_art_tee( GdImage $canvas, array $rgb, string $neck, bool $logo ): void {
	$outline = array_merge(
		shop_art_arc( 500, 195, 75, 14, 180, 360, 12 ),
		array( array( 640, 212 ), array( 800, 292 ), array( 752, 418 ), array( 668, 378 ), array( 676, 805 ), array( 500, 812 ), array( 324, 805 ), array( 332, 378 ), array( 248, 418 ), array( 200, 292 ), array( 360, 212 ) )
	);
	shop_art_shaded( $canvas, array( array( 'polygon', $outline ) ), $rgb, array( 430, 330 ) );

	$seam  = shop_art_colour( $canvas, shop_art_mix( $rgb, array( 0, 0, 0 ), 0.5 ), 96 );
	$front = array(
		'crew' => shop_art_arc( 500, 195, 75, 45, 0, 180, 12 ),
		'v'    => array( array( 575, 195 ), array( 500, 300 ), array( 425, 195 ) ),
		'back' => shop_art_arc( 500, 195, 75, 22, 0, 180, 12 ),
	)[ $neck ];
	// The inside of the back, seen through the neck opening.
	$inside = 'back' === $neck ? array() : array_merge( shop_art_arc( 500, 195, 75, 14, 180, 360, 12 ), $front );
	if ( $inside ) {
		shop_art_polygon( $canvas, $inside, shop_art_colour( $canvas, shop_art_mix( $rgb, array( 0, 0, 0 ), 0.55 ) ) );
	}
	shop_art_stroke( $canvas, $front, 14, shop_art_colour( $canvas, shop_art_mix( $rgb, array( 0, 0, 0 ), 0.2 ), 40 ) );
	shop_art_stroke( $canvas, array_map( static fn ( $p ) => array( $p[0], $p[1] + 14 ), $front ), 2.5, $seam );

	// Sleeve and hem stitching, and two soft folds from the armpits.
	shop_art_stroke( $canvas, array( array( 784, 284 ), array( 736, 410 ) ), 2.5, $seam );
	shop_art_stroke( $canvas, array( array( 216, 284 ), array( 264, 410 ) ), 2.5, $seam );
	shop_art_stroke( $canvas, array( array( 326, 780 ), array( 674, 780 ) ), 2.5, $seam );
	$fold = shop_art_colour( $canvas, shop_art_mix( $rgb, array( 0, 0, 0 ), 0.4 ), 112 );
	shop_art_stroke( $canvas, shop_art_curve( array( 340, 395 ), array( 390, 470 ), array( 450, 520 ) ), 16, $fold );
	shop_art_stroke( $canvas, shop_art_curve( array( 660, 395 ), array( 620, 480 ), array( 580, 560 ) ), 14, $fold );

	if ( $logo ) {
		$ink = shop_art_colour( $canvas, array( 246, 242, 234 ), 12 );
		shop_art_ellipse( $canvas, 580, 318, 74, 74, $ink );
		shop_art_polygon( $canvas, array( array( 551, 334 ), array( 572, 296 ), array( 584, 316 ), array( 591, 305 ), array( 610, 334 ) ), shop_art_colour( $canvas, $rgb ) );
	}
}

/**
 * @param int[] $rgb
 * @param bool  $zip A full-length zip, the kangaroo pocket split in two.
 */
function shop_art_hoodie( GdImage $canvas, array $rgb, bool $zip ): void {
	$dark = static fn ( float $share, int $alpha = 0 ) => shop_art_colour( $canvas, shop_art_mix( $rgb, array( 0, 0, 0 ), $share ), $alpha );
	$hood = array_merge( shop_art_arc( 500, 262, 122, 150, 180, 360, 16 ), array( array( 600, 310 ), array( 400, 310 ) ) );
	$body = array( array( 350, 262 ), array( 650, 262 ), array( 760, 330 ), array( 835, 560 ), array( 862, 740 ), array( 792, 752 ), array( 770, 590 ), array( 688, 420 ), array( 694, 815 ), array( 306, 815 ), array( 312, 420 ), array( 230, 590 ), array( 208, 752 ), array( 138, 740 ), array( 165, 560 ), array( 240, 330 ) );
	shop_art_shaded( $canvas, array( array( 'polygon', $hood ), array( 'polygon', $body ) ), $rgb, array( 440, 360 ) );

	// The hood's opening, its rim, and the drawstrings.
	$opening = array_merge( shop_art_arc( 500, 262, 78, 95, 180, 360, 16 ), array( array( 545, 320 ), array( 500, 338 ), array( 455, 320 ) ) );
	shop_art_polygon( $canvas, $opening, $dark( 0.6 ) );
	shop_art_stroke( $canvas, array_merge( shop_art_arc( 500, 262, 84, 101, 180, 360, 16 ), array( array( 550, 326 ), array( 500, 344 ), array( 450, 326 ), array( 416, 262 ) ) ), 10, $dark( 0.15, 50 ) );
	if ( ! $zip ) {
		$cord = shop_art_colour( $canvas, array( 240, 236, 228 ), 10 );
		shop_art_stroke( $canvas, shop_art_curve( array( 468, 330 ), array( 462, 400 ), array( 464, 470 ) ), 7, $cord );
		shop_art_stroke( $canvas, shop_art_curve( array( 532, 330 ), array( 540, 400 ), array( 536, 475 ) ), 7, $cord );
		$tip = shop_art_colour( $canvas, array( 150, 150, 150 ) );
		shop_art_stroke( $canvas, array( array( 464, 462 ), array( 464, 490 ) ), 10, $tip );
		shop_art_stroke( $canvas, array( array( 536, 467 ), array( 536, 495 ) ), 10, $tip );
	}

	// Kangaroo pocket, ribbed waistband and cuffs.
	$seam = $dark( 0.5, 90 );
	shop_art_stroke( $canvas, array( array( 336, 735 ), array( 372, 590 ), array( 628, 590 ), array( 664, 735 ) ), 3, $seam );
	shop_art_stroke( $canvas, array( array( 341, 728 ), array( 376, 596 ) ), 9, $dark( 0.6, 70 ) );
	shop_art_stroke( $canvas, array( array( 659, 728 ), array( 624, 596 ) ), 9, $dark( 0.6, 70 ) );
	$rib = $dark( 0.5, 105 );
	shop_art_polygon( $canvas, array( array( 306, 768 ), array( 694, 768 ), array( 694, 815 ), array( 306, 815 ) ), $dark( 0.2, 80 ) );
	for ( $x = 316; $x < 690; $x += 14 ) {
		shop_art_stroke( $canvas, array( array( $x, 772 ), array( $x, 812 ) ), 2.5, $rib );
	}
	shop_art_polygon( $canvas, array( array( 855, 700 ), array( 862, 740 ), array( 792, 752 ), array( 786, 710 ) ), $dark( 0.2, 80 ) );
	shop_art_polygon( $canvas, array( array( 145, 700 ), array( 138, 740 ), array( 208, 752 ), array( 214, 710 ) ), $dark( 0.2, 80 ) );

	if ( $zip ) {
		shop_art_stroke( $canvas, array( array( 500, 336 ), array( 500, 815 ) ), 12, $dark( 0.55 ) );
		shop_art_stroke( $canvas, array( array( 500, 336 ), array( 500, 815 ) ), 3, shop_art_colour( $canvas, array( 176, 176, 180 ) ) );
		shop_art_polygon( $canvas, array( array( 492, 346 ), array( 508, 346 ), array( 506, 396 ), array( 494, 396 ) ), shop_art_colour( $canvas, array( 196, 196, 200 ) ) );
	}
}
