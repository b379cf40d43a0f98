<?php
/**
 * The seeded catalogue's pictures (tools/stack/php/lib/shop-art.php): one for every kind of product, the size
 * WordPress needs to make every image size, small enough to serve, and the product in its colour on the studio.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests;

require_once dirname( __DIR__, 3 ) . '/stack/php/lib/shop-art.php';

/**
 * Draws each kind and reads the JPEG back.
 */
final class StackProductArtTest extends TestCase {

	/** @return array<string, array{0: string}> */
	public static function kinds(): array {
		$kinds = [];
		foreach ( array_keys( shop_art_kinds() ) as $kind ) {
			$kinds[ $kind ] = [ $kind ];
		}
		return $kinds;
	}

	/**
	 * @dataProvider kinds
	 */
	public function test_each_kind_is_a_1200_px_square_jpeg_under_120_kb_with_the_product_in_its_colour( string $kind ): void {
		$file = shop_art_picture( $kind, [ 200, 30, 40 ], null, "art-test-{$kind}" );
		$size = getimagesize( $file );
		$this->assertSame( [ 1200, 1200, IMAGETYPE_JPEG ], [ $size[0], $size[1], $size[2] ] );
		$this->assertLessThan( 120000, filesize( $file ) );

		$image = imagecreatefromjpeg( $file );
		unlink( $file );
		$red = 0;
		for ( $x = 300; $x < 900; $x += 20 ) {
			for ( $y = 300; $y < 900; $y += 20 ) {
				list( $r, $g ) = $this->rgb( $image, $x, $y );
				$red += ( $r - $g > 80 ) ? 1 : 0;
			}
		}
		// Some of the middle is the product's red; none of the corners is.
		$this->assertGreaterThan( 100, $red, "{$kind}: the product in its colour" );
		foreach ( [ [ 5, 5 ], [ 1194, 5 ], [ 5, 1194 ], [ 1194, 1194 ] ] as list( $x, $y ) ) {
			list( $r, $g, $b ) = $this->rgb( $image, $x, $y );
			$this->assertLessThan( 16, max( $r, $g, $b ) - min( $r, $g, $b ), "{$kind}: the studio's grey at {$x},{$y}" );
			$this->assertGreaterThan( 190, $g, "{$kind}: a light studio at {$x},{$y}" );
		}
	}

	public function test_a_close_up_is_the_same_size(): void {
		$file = shop_art_picture( 'logo-tee', [ 41, 98, 168 ], [ 560, 330, 420 ], 'art-test-close-up' );
		$size = getimagesize( $file );
		unlink( $file );
		$this->assertSame( [ 1200, 1200 ], [ $size[0], $size[1] ] );
	}

	/** @return int[] Red, green, blue at a pixel. */
	private function rgb( \GdImage $image, int $x, int $y ): array {
		$colour = imagecolorat( $image, $x, $y );
		return [ ( $colour >> 16 ) & 255, ( $colour >> 8 ) & 255, $colour & 255 ];
	}
}
