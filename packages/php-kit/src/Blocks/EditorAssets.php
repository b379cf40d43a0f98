<?php
/**
 * The editor's scripts and styles of a package's blocks, registered where the editor runs.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress registers every `editorScript` and `editorStyle` a block.json names on every request (reading each one's
 * asset file), though only the block editor loads them, and the editor runs on admin screens (posts, the site editor,
 * widgets, the Customizer's controls). On any other request a package registers its blocks through here: without
 * them, still rendering, their front-end scripts and styles registered as before. The filter that drops them is in
 * place for the package's own registration only: left on `block_type_metadata`, it was called for each of the some
 * two hundred blocks WordPress and WooCommerce register on every request.
 */
final class EditorAssets {

	/**
	 * Registers a block from its folder, without its editor assets outside the admin.
	 *
	 * @param string               $folder The folder of its block.json.
	 * @param array<string, mixed> $args   What register_block_type() takes besides (e.g. the render callback).
	 * @return \WP_Block_Type|false The block type, false when WordPress refused it.
	 */
	public static function register_block_type( string $folder, array $args = [] ) {
		if ( is_admin() ) {
			return register_block_type( $folder, $args );
		}
		$without = static function ( $metadata ): array {
			$metadata = (array) $metadata;
			unset( $metadata['editorScript'], $metadata['editorStyle'] );
			return $metadata;
		};
		add_filter( 'block_type_metadata', $without );
		try {
			return register_block_type( $folder, $args );
		} finally {
			remove_filter( 'block_type_metadata', $without );
		}
	}
}
