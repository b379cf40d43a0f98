<?php
/**
 * The "Product filter" block.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Blocks;

use ShopFilter\Form\PageForm;
use ShopFilter\Kit\Blocks\EditorAssets;
use ShopFilter\Kit\Service;

use const ShopFilter\DIR;

defined( 'ABSPATH' ) || exit;

/**
 * Dynamic block (build/blocks/product-filter/block.json is the source of truth): PHP renders the form through
 * PageForm, as the shortcodes and the theme's filter slot do.
 */
final class FilterBlock implements Service {

	/** The block's name. */
	public const NAME = 'shop-filter/product-filter';

	/**
	 * Constructor.
	 *
	 * @param PageForm $form Renders the form.
	 */
	public function __construct( private PageForm $form ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', [ $this, 'register_block' ] );
	}

	/**
	 * Registers the block from the build folder (nothing when it has not been built).
	 */
	public function register_block(): void {
		$folder = DIR . 'build/blocks/product-filter';
		if ( is_readable( $folder . '/block.json' ) ) {
			EditorAssets::register_block_type( $folder, [ 'render_callback' => [ $this, 'render' ] ] );
		}
	}

	/**
	 * Renders the block.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public function render( $attributes ): string {
		return sprintf( '<div %s>%s</div>', get_block_wrapper_attributes(), $this->form->render( self::config( (array) $attributes ) ) );
	}

	/**
	 * The form config of block attributes (camelCase in block.json).
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, mixed>
	 */
	public static function config( array $attributes ): array {
		$config = [];
		foreach ( [
			'facets'      => 'facets',
			'types'       => 'types',
			'moreLimit'   => 'more_limit',
			'startButton' => 'start_button',
			'redirect'    => 'redirect',
			'priceRanges' => 'price_ranges',
			'tips'        => 'tips',
		] as $attribute => $key ) {
			// Empty facets and a limit of 0 leave the default filters' (WooCommerce > Shop Filter).
			if ( isset( $attributes[ $attribute ] ) && ! in_array( $attributes[ $attribute ], [ [], '', 0 ], true ) ) {
				$config[ $key ] = $attributes[ $attribute ];
			}
		}
		return $config;
	}
}
