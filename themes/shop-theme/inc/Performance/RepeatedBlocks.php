<?php
/**
 * A block rendered twice on a page, alike, is rendered once.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme\Performance;

use ShopTheme\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * The shop's filter slot stands twice on every shop page (the sidebar for wide screens, the filter overlay for
 * phones; CSS shows one), and its product category list queried and rendered the terms twice: 2 ms of the shop
 * page's server time. A block listed here whose name, attributes and inner blocks equal one already rendered in this
 * request gets that markup again. Only blocks whose markup depends on nothing but those are listed: not the post in
 * a loop, not a counter of instances.
 */
final class RepeatedBlocks implements Service {

	/** Blocks rendered once per request for the same attributes. */
	public const BLOCKS = [ 'woocommerce/product-categories' ];

	/** @var array<string, string> Markup by the block's key. */
	private array $rendered = [];

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// Late: any other plugin's pre_render_block has had its say.
		add_filter( 'pre_render_block', [ $this, 'reuse' ], 1000, 2 );
		add_filter( 'render_block', [ $this, 'keep' ], 1000, 2 );
	}

	/**
	 * The markup of an equal block rendered before, or null to render it.
	 *
	 * @param string|null          $pre   What another filter decided.
	 * @param array<string, mixed> $block The parsed block.
	 */
	public function reuse( $pre, array $block ): ?string {
		if ( null !== $pre ) {
			return $pre;
		}
		$key = self::key( $block );
		return null === $key ? null : ( $this->rendered[ $key ] ?? null );
	}

	/**
	 * Keeps the markup of a listed block.
	 *
	 * @param string|mixed         $content The block's markup.
	 * @param array<string, mixed> $block   The parsed block.
	 * @return string|mixed
	 */
	public function keep( $content, array $block ) {
		$key = self::key( $block );
		if ( null !== $key && is_string( $content ) ) {
			$this->rendered[ $key ] = $content;
		}
		return $content;
	}

	/**
	 * What makes two blocks the same, or null for a block not listed. The terms' last change is part of it, so a
	 * list rendered before a term changed is not given again.
	 *
	 * @param array<string, mixed> $block The parsed block.
	 */
	public static function key( array $block ): ?string {
		if ( ! in_array( $block['blockName'] ?? null, self::BLOCKS, true ) ) {
			return null;
		}
		return md5( (string) wp_json_encode( [ $block['blockName'], $block['attrs'] ?? [], $block['innerHTML'] ?? '', $block['innerBlocks'] ?? [], wp_cache_get_last_changed( 'terms' ) ] ) );
	}
}
