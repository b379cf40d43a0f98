<?php
/**
 * The editor's scripts and styles of a package's blocks, registered where the editor runs.
 *
 * @package ShopKit
 */

declare( strict_types = 1 );

namespace ShopKit\Blocks;

use ShopKit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress registers every `editorScript` and `editorStyle` a block.json names on every request (reading each one's
 * asset file), though only the block editor loads them, and the editor runs on admin screens (posts, the site editor,
 * widgets, the Customizer's controls). On any other request the package's blocks are registered without them: they
 * still render, their front-end scripts and styles are registered as before.
 */
final class EditorAssets implements Service {

	/**
	 * Constructor.
	 *
	 * @param string $block_namespace The package's block names' namespace, e.g. `shop-consent`.
	 */
	public function __construct( private string $block_namespace ) {}

	/**
	 * Adds the filter, outside the admin only.
	 */
	public function register(): void {
		if ( ! is_admin() ) {
			add_filter( 'block_type_metadata', [ $this, 'without_editor_assets' ] );
		}
	}

	/**
	 * A block.json of the package without its editor's assets.
	 *
	 * @param array<string, mixed> $metadata The block's metadata, as read from its block.json.
	 * @return array<string, mixed>
	 */
	public function without_editor_assets( $metadata ): array {
		$metadata = (array) $metadata;
		if ( str_starts_with( (string) ( $metadata['name'] ?? '' ), $this->block_namespace . '/' ) ) {
			unset( $metadata['editorScript'], $metadata['editorStyle'] );
		}
		return $metadata;
	}
}
