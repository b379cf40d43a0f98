<?php
/**
 * Drawing primitives for the seeded product pictures, on GD only (no Imagick, no fonts, no network).
 *
 * Shapes are given in a 1000×1000 design space and drawn on a canvas twice the final size, which is then halved:
 * GD fills polygons without anti-aliasing, and the halving smooths their edges. Shading uses a radial gradient
 * drawn small and scaled up (smooth, and cheap), masked to the shape with colour keys (see shop_art_shaded()).
 */

/** Final picture size in pixels (WordPress makes the smaller sizes from it). */
const SHOP_ART_SIZE = 1200;

/** Pixels per design unit on the working canvas (2× the final size). */
const SHOP_ART_SCALE = 2.4;

/**
 * @param int[] $a     RGB.
 * @param int[] $b     RGB.
 * @param float $share Of $b, 0…1.
 * @return int[] RGB.
 */
function shop_art_mix( array $a, array $b, float $share ): array {
	$share = max( 0.0, min( 1.0, $share ) );
	return array_map( static fn ( $x, $y ) => (int) round( $x + ( $y - $x ) * $share ), $a, $b );
}

/**
 * @param GdImage $image
 * @param int[]   $rgb
 * @param int     $alpha 0 (opaque) … 127 (transparent).
 * @return int GD colour.
 */
function shop_art_colour( GdImage $image, array $rgb, int $alpha = 0 ): int {
	return imagecolorallocatealpha( $image, $rgb[0], $rgb[1], $rgb[2], $alpha );
}

/**
 * Points on an elliptical arc, angles in degrees, clockwise on screen (y grows downwards).
 *
 * @return array<int, float[]>
 */
function shop_art_arc( float $cx, float $cy, float $rx, float $ry, float $from, float $to, int $steps = 24 ): array {
	$points = array();
	for ( $i = 0; $i <= $steps; $i++ ) {
		$angle    = deg2rad( $from + ( $to - $from ) * $i / $steps );
		$points[] = array( $cx + $rx * cos( $angle ), $cy + $ry * sin( $angle ) );
	}
	return $points;
}

/**
 * Points on a quadratic Bézier curve.
 *
 * @param float[] $start
 * @param float[] $control
 * @param float[] $end
 * @return array<int, float[]>
 */
function shop_art_curve( array $start, array $control, array $end, int $steps = 16 ): array {
	$points = array();
	for ( $i = 0; $i <= $steps; $i++ ) {
		$t        = $i / $steps;
		$u        = 1 - $t;
		$points[] = array(
			$u * $u * $start[0] + 2 * $u * $t * $control[0] + $t * $t * $end[0],
			$u * $u * $start[1] + 2 * $u * $t * $control[1] + $t * $t * $end[1],
		);
	}
	return $points;
}

/**
 * Design units → working-canvas pixels, as GD's flat [x0, y0, x1, y1, …] list.
 *
 * @param array<int, float[]> $points
 * @return int[]
 */
function shop_art_pixels( array $points ): array {
	$flat = array();
	foreach ( $points as list( $x, $y ) ) {
		$flat[] = (int) round( $x * SHOP_ART_SCALE );
		$flat[] = (int) round( $y * SHOP_ART_SCALE );
	}
	return $flat;
}

/**
 * @param GdImage             $image
 * @param array<int, float[]> $points Design units.
 * @param int                 $colour GD colour.
 */
function shop_art_polygon( GdImage $image, array $points, int $colour ): void {
	imagefilledpolygon( $image, shop_art_pixels( $points ), $colour );
}

/**
 * An open line through points, $width design units wide.
 *
 * @param array<int, float[]> $points
 */
function shop_art_stroke( GdImage $image, array $points, float $width, int $colour ): void {
	imagesetthickness( $image, max( 1, (int) round( $width * SHOP_ART_SCALE ) ) );
	$flat = shop_art_pixels( $points );
	for ( $i = 2; $i < count( $flat ); $i += 2 ) {
		imageline( $image, $flat[ $i - 2 ], $flat[ $i - 1 ], $flat[ $i ], $flat[ $i + 1 ], $colour );
	}
	imagesetthickness( $image, 1 );
}

/**
 * @param float $cx Centre and size in design units.
 */
function shop_art_ellipse( GdImage $image, float $cx, float $cy, float $width, float $height, int $colour ): void {
	$s = SHOP_ART_SCALE;
	imagefilledellipse( $image, (int) ( $cx * $s ), (int) ( $cy * $s ), (int) ( $width * $s ), (int) ( $height * $s ), $colour );
}

/**
 * Scales a small drawing up to $width×$height working pixels. Nearest-neighbour is 5× faster than resampling here,
 * and its blocks differ by less than one level of a smooth gradient, so nothing shows after the final halving.
 */
function shop_art_enlarge( GdImage $small, int $width, int $height ): GdImage {
	$large = imagescale( $small, $width, $height, IMG_NEAREST_NEIGHBOUR );
	imagedestroy( $small );
	return $large;
}

/**
 * The studio: a warm grey sweep, lighter behind the product, with the product's soft floor shadow (stacked, nearly
 * transparent ellipses, darkest in the middle), all drawn at 1/8 size and enlarged: soft things need no detail.
 *
 * @param float[] $shadow Centre x, floor y and width of the product's footprint, in design units.
 * @return GdImage The working canvas.
 */
function shop_art_studio( array $shadow ): GdImage {
	$small = imagecreatetruecolor( 300, 300 );
	for ( $y = 0; $y < 300; $y++ ) {
		// Wall above, floor below a soft horizon at two thirds of the height.
		$t = $y < 200 ? $y / 200 * 0.35 : 0.35 + ( $y - 200 ) / 100 * 0.65;
		imagefilledrectangle( $small, 0, $y, 299, $y, shop_art_colour( $small, shop_art_mix( array( 236, 233, 228 ), array( 221, 217, 210 ), $t ) ) );
	}
	for ( $r = 150; $r > 0; $r -= 5 ) {
		imagefilledellipse( $small, 150, 130, $r * 3, $r * 2, shop_art_colour( $small, array( 250, 248, 245 ), 120 ) );
	}
	list( $cx, $y, $width ) = array_map( static fn ( $units ) => (int) ( $units * 0.3 ), $shadow );
	$ink                    = shop_art_colour( $small, array( 60, 52, 44 ), 123 );
	for ( $i = 0; $i < 18; $i++ ) {
		$t = $i / 18;
		imagefilledellipse( $small, $cx, $y, (int) ( $width * ( 1.25 - 0.5 * $t ) ), (int) ( 27 * ( 1 - 0.6 * $t ) ), $ink );
	}
	imagefilledellipse( $small, $cx, $y, (int) ( $width * 0.9 ), 7, shop_art_colour( $small, array( 60, 52, 44 ), 112 ) );
	$size   = (int) ( 1000 * SHOP_ART_SCALE );
	$canvas = shop_art_enlarge( $small, $size, $size );
	imagealphablending( $canvas, true );
	return $canvas;
}

/**
 * The working-pixel rectangle around shapes.
 *
 * @param array<int, array> $shapes See shop_art_shaded().
 * @return int[] x, y, width, height.
 */
function shop_art_bounds( array $shapes ): array {
	$xs = array();
	$ys = array();
	foreach ( $shapes as $shape ) {
		$points = 'ellipse' === $shape[0]
			? array( array( $shape[1] - $shape[3] / 2, $shape[2] - $shape[4] / 2 ), array( $shape[1] + $shape[3] / 2, $shape[2] + $shape[4] / 2 ) )
			: $shape[1];
		foreach ( $points as list( $x, $y ) ) {
			$xs[] = $x;
			$ys[] = $y;
		}
	}
	$s    = SHOP_ART_SCALE;
	$max  = (int) ( 1000 * $s );
	$left = max( 0, (int) ( min( $xs ) * $s ) - 4 );
	$top  = max( 0, (int) ( min( $ys ) * $s ) - 4 );
	return array( $left, $top, min( $max, (int) ( max( $xs ) * $s ) + 4 ) - $left, min( $max, (int) ( max( $ys ) * $s ) + 4 ) - $top );
}

/**
 * Fills shapes with a colour lit from a point: lighter there, darker towards the far edges.
 *
 * The gradient covers the shapes' bounds, drawn at 1/8 size and enlarged, then masked with colour keys, since GD has
 * no clip path (see shop_art_mask_and_copy()).
 *
 * @param GdImage           $canvas
 * @param array<int, array> $shapes Each array( 'polygon', points ) or array( 'ellipse', cx, cy, w, h ).
 * @param int[]             $rgb    Base colour.
 * @param float[]           $light  Light point in design units.
 */
function shop_art_shaded( GdImage $canvas, array $shapes, array $rgb, array $light ): void {
	$highlight = shop_art_mix( $rgb, array( 255, 255, 255 ), 0.3 );
	$shadow    = shop_art_mix( $rgb, array( 0, 0, 0 ), 0.45 );
	list( $left, $top, $width, $height ) = shop_art_bounds( $shapes );
	$small = imagecreatetruecolor( max( 1, intdiv( $width, 8 ) ), max( 1, intdiv( $height, 8 ) ) );
	$reach = 1000 * SHOP_ART_SCALE / 8 * 0.8;
	$lx    = (int) ( ( $light[0] * SHOP_ART_SCALE - $left ) / 8 );
	$ly    = (int) ( ( $light[1] * SHOP_ART_SCALE - $top ) / 8 );
	imagefill( $small, 0, 0, shop_art_colour( $small, $shadow ) );
	for ( $i = 48; $i > 0; $i-- ) {
		$t      = $i / 48;
		$colour = $t < 0.3 ? shop_art_mix( $highlight, $rgb, $t / 0.3 ) : shop_art_mix( $rgb, $shadow, ( $t - 0.3 ) / 0.7 );
		imagefilledellipse( $small, $lx, $ly, (int) ( $reach * $t * 2 ), (int) ( $reach * $t * 2 ), shop_art_colour( $small, $colour ) );
	}
	$gradient = shop_art_enlarge( $small, $width, $height );
	shop_art_mask_and_copy( $canvas, $gradient, $shapes, array( $left, $top ) );
	imagedestroy( $gradient );
}

/**
 * Copies $source onto $canvas inside the shapes only: a mask keyed outside the shapes is copied over the source
 * (only its key pixels land), then the source goes onto the canvas without its key pixels.
 *
 * @param array<int, array> $shapes See shop_art_shaded().
 * @param int[]             $at     Where the source's top left corner sits on the canvas, in working pixels.
 */
function shop_art_mask_and_copy( GdImage $canvas, GdImage $source, array $shapes, array $at ): void {
	$width  = imagesx( $source );
	$height = imagesy( $source );
	$mask   = imagecreatetruecolor( $width, $height );
	$key    = imagecolorallocate( $mask, 255, 0, 254 );
	$hole   = imagecolorallocate( $mask, 1, 254, 3 );
	imagefill( $mask, 0, 0, $key );
	$shift = static fn ( array $p ) => array( $p[0] - $at[0] / SHOP_ART_SCALE, $p[1] - $at[1] / SHOP_ART_SCALE );
	foreach ( $shapes as $shape ) {
		if ( 'ellipse' === $shape[0] ) {
			list( $x, $y ) = $shift( array( $shape[1], $shape[2] ) );
			shop_art_ellipse( $mask, $x, $y, $shape[3], $shape[4], $hole );
		} else {
			shop_art_polygon( $mask, array_map( $shift, $shape[1] ), $hole );
		}
	}
	imagecolortransparent( $mask, $hole );
	imagecopy( $source, $mask, 0, 0, 0, 0, $width, $height );
	imagedestroy( $mask );
	imagecolortransparent( $source, $key );
	imagecopy( $canvas, $source, $at[0], $at[1], 0, 0, $width, $height );
}

/**
 * Halves the working canvas (or scales a square of it, for a close-up) into the final picture, as a JPEG.
 *
 * @param float[]|null $detail array( x, y, side ) of the close-up's square in design units, centred on x, y.
 * @return string Path of the temporary file.
 */
function shop_art_save( GdImage $canvas, string $name, ?array $detail = null ): string {
	list( $x, $y, $side ) = $detail ?? array( 500, 500, 1000 );
	$s                    = SHOP_ART_SCALE;
	if ( $detail ) {
		$canvas = imagecrop( $canvas, array( 'x' => (int) ( ( $x - $side / 2 ) * $s ), 'y' => (int) ( ( $y - $side / 2 ) * $s ), 'width' => (int) ( $side * $s ), 'height' => (int) ( $side * $s ) ) );
	}
	// Bilinear at exactly half size averages each 2×2 block: the anti-aliasing GD's polygon fills lack.
	$final = imagescale( $canvas, SHOP_ART_SIZE, SHOP_ART_SIZE, IMG_BILINEAR_FIXED );
	imagedestroy( $canvas );
	$file = wp_tempnam( $name );
	imageinterlace( $final, true );
	imagejpeg( $final, $file, 82 );
	imagedestroy( $final );
	return $file;
}
