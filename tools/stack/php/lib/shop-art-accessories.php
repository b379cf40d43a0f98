<?php
/**
 * Beanie, cap, belt and sunglasses for the seeded product pictures, in the 1000×1000 design space of
 * shop-art-canvas.php.
 */

/**
 * @param int[] $rgb
 */
function shop_art_beanie( GdImage $canvas, array $rgb ): void {
	$dome = array_merge( shop_art_arc( 500, 560, 225, 320, 180, 360, 28 ), array( array( 725, 600 ), array( 275, 600 ) ) );
	shop_art_shaded( $canvas, array( array( 'polygon', $dome ) ), $rgb, array( 430, 380 ) );
	$rib = shop_art_colour( $canvas, shop_art_mix( $rgb, array( 0, 0, 0 ), 0.5 ), 108 );
	for ( $i = -7; $i <= 7; $i++ ) {
		shop_art_stroke( $canvas, shop_art_curve( array( 500 + $i * 29, 545 ), array( 500 + $i * 22, 380 ), array( 500 + $i * 5, 275 ) ), 5, $rib );
	}
	// The folded cuff: its own light, ribs, and a woven label.
	$cuff = array_merge( array( array( 256, 540 ), array( 744, 540 ), array( 750, 715 ) ), shop_art_arc( 730, 715, 20, 20, 0, 90, 4 ), shop_art_arc( 270, 715, 20, 20, 90, 180, 4 ) );
	shop_art_shaded( $canvas, array( array( 'polygon', $cuff ) ), shop_art_mix( $rgb, array( 0, 0, 0 ), 0.08 ), array( 440, 560 ) );
	for ( $x = 268; $x < 740; $x += 18 ) {
		shop_art_stroke( $canvas, array( array( $x, 548 ), array( $x, 728 ) ), 5, $rib );
	}
	shop_art_stroke( $canvas, array( array( 258, 542 ), array( 742, 542 ) ), 8, shop_art_colour( $canvas, shop_art_mix( $rgb, array( 0, 0, 0 ), 0.5 ), 60 ) );
	shop_art_polygon( $canvas, array( array( 470, 596 ), array( 530, 596 ), array( 530, 646 ), array( 470, 646 ) ), shop_art_colour( $canvas, array( 242, 238, 230 ) ) );
	shop_art_stroke( $canvas, array( array( 482, 616 ), array( 518, 616 ) ), 4, shop_art_colour( $canvas, $rgb ) );
	shop_art_stroke( $canvas, array( array( 488, 628 ), array( 512, 628 ) ), 3, shop_art_colour( $canvas, $rgb, 50 ) );
}

/**
 * A cap from the side, peak to the right.
 *
 * @param int[] $rgb
 */
function shop_art_cap( GdImage $canvas, array $rgb ): void {
	$crown = array_merge( shop_art_arc( 460, 620, 250, 270, 180, 360, 28 ), array( array( 710, 640 ), array( 210, 640 ) ) );
	shop_art_shaded( $canvas, array( array( 'polygon', $crown ) ), $rgb, array( 400, 430 ) );
	$seam = shop_art_colour( $canvas, shop_art_mix( $rgb, array( 0, 0, 0 ), 0.55 ), 80 );
	foreach ( array( array( 300, 350 ), array( 440, 420 ), array( 600, 540 ) ) as list( $base, $bend ) ) {
		shop_art_stroke( $canvas, shop_art_curve( array( 460, 352 ), array( $bend, 420 ), array( $base, 636 ) ), 3, $seam );
	}
	$dark = shop_art_colour( $canvas, shop_art_mix( $rgb, array( 0, 0, 0 ), 0.45 ) );
	shop_art_ellipse( $canvas, 460, 350, 40, 18, $dark );
	shop_art_ellipse( $canvas, 360, 450, 14, 10, $dark );
	shop_art_ellipse( $canvas, 530, 440, 14, 10, $dark );
	shop_art_stroke( $canvas, array( array( 212, 628 ), array( 708, 628 ) ), 12, shop_art_colour( $canvas, shop_art_mix( $rgb, array( 0, 0, 0 ), 0.3 ), 40 ) );

	// The peak: its lit top and a darker underside.
	$under = array( array( 600, 640 ), array( 760, 660 ), array( 884, 672 ), array( 876, 690 ), array( 760, 684 ), array( 620, 662 ) );
	shop_art_polygon( $canvas, $under, shop_art_colour( $canvas, shop_art_mix( $rgb, array( 0, 0, 0 ), 0.5 ) ) );
	$peak = array_merge( array( array( 570, 598 ), array( 720, 600 ) ), shop_art_curve( array( 810, 616 ), array( 910, 640 ), array( 884, 672 ), 8 ), array( array( 760, 660 ), array( 600, 640 ) ) );
	shop_art_shaded( $canvas, array( array( 'polygon', $peak ) ), $rgb, array( 700, 600 ) );
	$stitch = shop_art_colour( $canvas, shop_art_mix( $rgb, array( 0, 0, 0 ), 0.5 ), 90 );
	shop_art_stroke( $canvas, shop_art_curve( array( 620, 622 ), array( 810, 624 ), array( 872, 660 ) ), 2.5, $stitch );
	shop_art_stroke( $canvas, shop_art_curve( array( 630, 632 ), array( 800, 636 ), array( 860, 664 ) ), 2.5, $stitch );
}

/**
 * A buckled belt standing as a loop, seen from a little above.
 *
 * @param int[] $rgb
 */
function shop_art_belt( GdImage $canvas, array $rgb ): void {
	$rx       = 330;
	$ry       = 120;
	$top      = 560;
	$bottom   = 660;
	$inside   = array( array( 'ellipse', 500, $bottom, ( $rx - 14 ) * 2, ( $ry - 12 ) * 2 ) );
	$bounds   = shop_art_bounds( $inside );
	$backdrop = imagecrop( $canvas, array_combine( array( 'x', 'y', 'width', 'height' ), $bounds ) );
	$solid    = array_merge( shop_art_arc( 500, $top, $rx, $ry, 180, 360, 36 ), shop_art_arc( 500, $bottom, $rx, $ry, 0, 180, 36 ) );
	shop_art_shaded( $canvas, array( array( 'polygon', $solid ) ), shop_art_mix( $rgb, array( 0, 0, 0 ), 0.35 ), array( 500, 470 ) );
	// The floor inside the loop: the studio as it was before the belt.
	shop_art_mask_and_copy( $canvas, $backdrop, $inside, $bounds );
	imagedestroy( $backdrop );
	shop_art_stroke( $canvas, shop_art_arc( 500, $top, $rx - 7, $ry - 6, 180, 360, 36 ), 5, shop_art_colour( $canvas, shop_art_mix( $rgb, array( 255, 255, 255 ), 0.15 ), 50 ) );

	$front = array_merge( shop_art_arc( 500, $top, $rx, $ry, 0, 180, 36 ), shop_art_arc( 500, $bottom, $rx, $ry, 180, 0, 36 ) );
	shop_art_shaded( $canvas, array( array( 'polygon', $front ) ), $rgb, array( 470, 700 ) );
	$stitch = shop_art_colour( $canvas, array( 226, 200, 160 ), 70 );
	shop_art_stroke( $canvas, shop_art_arc( 500, $top + 12, $rx - 2, $ry, 8, 172, 36 ), 2.5, $stitch );
	shop_art_stroke( $canvas, shop_art_arc( 500, $bottom - 12, $rx - 2, $ry, 8, 172, 36 ), 2.5, $stitch );

	// The tail over the strap, with its holes, a keeper, and the buckle.
	$tail = array_merge( shop_art_arc( 500, $top + 10, $rx + 2, $ry, 90, 52, 12 ), shop_art_curve( array( 704, 680 ), array( 722, 712 ), array( 700, 746 ), 6 ), shop_art_arc( 500, $bottom - 10, $rx + 2, $ry, 52, 90, 12 ) );
	shop_art_shaded( $canvas, array( array( 'polygon', $tail ) ), shop_art_mix( $rgb, array( 255, 255, 255 ), 0.05 ), array( 560, 690 ) );
	$hole = shop_art_colour( $canvas, shop_art_mix( $rgb, array( 0, 0, 0 ), 0.7 ) );
	foreach ( array( 74, 66, 58 ) as $angle ) {
		$a = deg2rad( $angle );
		shop_art_ellipse( $canvas, 500 + ( $rx + 2 ) * cos( $a ), ( $top + $bottom ) / 2 + $ry * sin( $a ), 14, 18, $hole );
	}
	shop_art_polygon( $canvas, array( array( 585, 684 ), array( 606, 680 ), array( 606, 778 ), array( 585, 782 ) ), shop_art_colour( $canvas, shop_art_mix( $rgb, array( 0, 0, 0 ), 0.25 ) ) );
	$steel = shop_art_colour( $canvas, array( 196, 198, 202 ) );
	imagesetthickness( $canvas, (int) ( 13 * SHOP_ART_SCALE ) );
	imagerectangle( $canvas, (int) ( 452 * SHOP_ART_SCALE ), (int) ( 668 * SHOP_ART_SCALE ), (int) ( 540 * SHOP_ART_SCALE ), (int) ( 796 * SHOP_ART_SCALE ), $steel );
	imagesetthickness( $canvas, 1 );
	shop_art_stroke( $canvas, array( array( 458, 666 ), array( 534, 666 ) ), 4, shop_art_colour( $canvas, array( 244, 244, 246 ) ) );
	shop_art_stroke( $canvas, array( array( 458, 732 ), array( 566, 732 ) ), 8, shop_art_colour( $canvas, array( 168, 170, 176 ) ) );
}

/**
 * Sunglasses from the front, the arms going back into the picture.
 *
 * @param int[] $rgb Frame colour.
 */
function shop_art_sunglasses( GdImage $canvas, array $rgb ): void {
	$lens = static function ( float $cx, float $grow ): array {
		$points = array();
		for ( $i = 0; $i < 48; $i++ ) {
			$angle = 2 * M_PI * $i / 48;
			$c     = cos( $angle );
			$s     = sin( $angle );
			// A squared-off ellipse, narrower at the bottom: the wayfarer shape.
			$x        = ( 125 + $grow ) * ( $s > 0 ? 0.86 : 1 ) * ( $c <=> 0 ) * abs( $c ) ** 0.6;
			$y        = ( 82 + $grow ) * ( $s <=> 0 ) * abs( $s ) ** 0.7;
			$points[] = array( $cx + $x, 520 + $y );
		}
		return $points;
	};
	$arm = shop_art_colour( $canvas, shop_art_mix( $rgb, array( 0, 0, 0 ), 0.3 ) );
	shop_art_polygon( $canvas, array( array( 236, 470 ), array( 300, 388 ), array( 320, 392 ), array( 262, 480 ) ), $arm );
	shop_art_polygon( $canvas, array( array( 764, 470 ), array( 700, 388 ), array( 680, 392 ), array( 738, 480 ) ), $arm );
	shop_art_shaded( $canvas, array( array( 'polygon', $lens( 365, 24 ) ), array( 'polygon', $lens( 635, 24 ) ), array( 'polygon', array( array( 460, 450 ), array( 540, 450 ), array( 540, 490 ), array( 460, 490 ) ) ) ), $rgb, array( 380, 430 ) );
	$glass = array( 40, 54, 60 );
	shop_art_shaded( $canvas, array( array( 'polygon', $lens( 365, 0 ) ), array( 'polygon', $lens( 635, 0 ) ) ), $glass, array( 330, 460 ) );
	$shine = shop_art_colour( $canvas, array( 255, 255, 255 ), 100 );
	foreach ( array( 365, 635 ) as $cx ) {
		shop_art_polygon( $canvas, array( array( $cx - 90, 500 ), array( $cx - 40, 450 ), array( $cx - 10, 450 ), array( $cx - 70, 520 ) ), $shine );
	}
	$pin = shop_art_colour( $canvas, array( 200, 200, 204 ) );
	shop_art_ellipse( $canvas, 228, 470, 10, 10, $pin );
	shop_art_ellipse( $canvas, 772, 470, 10, 10, $pin );
}
