<?php
/**
 * The asset files wp-scripts writes beside each built entry.
 *
 * @package ShopBundle\Tests
 */

declare( strict_types=1 );

namespace ShopBundle\Tests\Support;

/**
 * Reads build/<entry>.asset.php as WordPress would, failing with a hint when the build is missing.
 */
trait AssetFile {

	/**
	 * @param string $file Path of the asset file.
	 * @return array{dependencies: string[], version: string}
	 */
	protected function asset_file( string $file ): array {
		$this->assertFileExists( $file, 'The build is missing: run npm run build.' );
		return require $file;
	}
}
