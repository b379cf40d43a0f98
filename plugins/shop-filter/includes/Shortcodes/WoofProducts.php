<?php
/**
 * The replaced plugin's `[woof_products]`: the filtered product grid on any page.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Shortcodes;

use ShopFilter\Listing\LoopFields;
use ShopFilter\Listing\ProductsMarkup;
use ShopFilter\Query\ArchiveRequest;
use ShopFilter\Query\Context;
use ShopFilter\Query\Engine;
use ShopFilter\Query\FilterState;
use ShopFilter\Query\OrderAliases;
use ShopFilter\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * `[woof_products per_page="8" columns="3" orderby="price" order="desc" taxonomies="product_cat:9"]` draws the
 * products the page's link filters (our parameters and HUSKY's aliases), with WooCommerce's loop templates and
 * pagination, so pages written for HUSKY (WOOF) show products instead of the raw shortcode. The link's own `per_page`
 * and `orderby` win over the attributes, as in WOOF. `taxonomies` gives the listing's base: its first product
 * category or tag (our base is one term); WOOF's `is_ajax`, `behavior`, `sid`, `tpl_index` and `predict_behavior`
 * are not kept (README "Moving from HUSKY (WOOF)").
 */
final class WoofProducts implements Service {

	/**
	 * Constructor.
	 *
	 * @param Engine         $engine   The filter.
	 * @param ProductsMarkup $products The loop's markup.
	 */
	public function __construct( private Engine $engine, private ProductsMarkup $products ) {}

	/** Adds the hooks. */
	public function register(): void {
		add_action( 'init', [ $this, 'add_shortcode' ] );
	}

	/** Registers the tag. */
	public function add_shortcode(): void {
		add_shortcode( 'woof_products', [ $this, 'render' ] );
	}

	/**
	 * The grid.
	 *
	 * @param array<string, string>|string $atts Shortcode attributes.
	 */
	public function render( $atts ): string {
		$args    = self::args( is_array( $atts ) ? $atts : [] );
		$params  = ArchiveRequest::params();
		if ( '' !== $args['per_page'] && ! isset( $params['per_page'] ) && ! isset( $params['perpage'] ) ) {
			$params['per_page'] = $args['per_page'];
		}
		if ( '' !== $args['orderby'] && ! isset( $params['orderby'] ) ) {
			$params['orderby'] = $args['orderby'];
		}
		$state   = FilterState::from_params( $params, false );
		$state   = $state instanceof FilterState ? $state : new FilterState();
		$context = Context::from_store( '' !== $args['base'] ? $args['base'] : ArchiveRequest::linked_base() );
		if ( ! $context instanceof Context ) {
			$context = Context::from_store();
		}
		if ( ! $context instanceof Context ) {
			return '';
		}
		$result = $this->engine->run( $state, $context );
		$link   = add_query_arg( array_map( 'rawurlencode', $state->to_query_args() ), (string) get_permalink() );
		$fields = ( new LoopFields() )->render( $result->total, $result->per_page, $result->paged, $link );
		return sprintf(
			'<div class="woocommerce columns-%d shop-filter-products">%s%s</div>',
			$args['columns'],
			$this->products->render( $result->page_ids, 'classic', $result->total, $result->per_page, $result->paged, $link, $args['columns'] ),
			$fields['.woocommerce-pagination']
		);
	}

	/**
	 * The attributes of the `[woof_products]` the page being shown holds (its first), or null: a filter form on that
	 * page filters that grid (PageForm), as it did with HUSKY.
	 *
	 * @return array{per_page: string, columns: int, orderby: string, base: string}|null
	 */
	public static function on_page(): ?array {
		$post = is_singular() ? get_queried_object() : null;
		if ( ! $post instanceof \WP_Post || ! has_shortcode( $post->post_content, 'woof_products' ) ) {
			return null;
		}
		preg_match( '/' . get_shortcode_regex( [ 'woof_products' ] ) . '/', $post->post_content, $found );
		$atts = shortcode_parse_atts( $found[3] ?? '' );
		return self::args( is_array( $atts ) ? $atts : [] );
	}

	/**
	 * WOOF's attributes, read: page size, columns, sort order (WooCommerce's nearest) and the base.
	 *
	 * @param array<string, string> $atts Attributes.
	 * @return array{per_page: string, columns: int, orderby: string, base: string}
	 */
	public static function args( array $atts ): array {
		$atts     = shortcode_atts(
			[
				'per_page'   => '',
				'columns'    => '',
				'orderby'    => '',
				'order'      => '',
				'taxonomies' => '',
			],
			$atts,
			'woof_products'
		);
		$per_page = (int) $atts['per_page'];
		$columns  = (int) $atts['columns'];
		return [
			'per_page' => $per_page > 0 ? (string) min( $per_page, FilterState::MAX_PER_PAGE ) : '',
			'columns'  => $columns > 0 ? min( $columns, 6 ) : wc_get_default_products_per_row(),
			'orderby'  => '' === $atts['orderby'] ? '' : OrderAliases::nearest( $atts['orderby'], $atts['order'] ),
			'base'     => self::base( $atts['taxonomies'] ),
		];
	}

	/**
	 * The first product category or tag of WOOF's `taxonomies` (`product_cat:9,12+pa_color:4`) as `9-product_cat`.
	 *
	 * @param string $taxonomies The attribute.
	 */
	private static function base( string $taxonomies ): string {
		foreach ( explode( '+', $taxonomies ) as $part ) {
			[ $taxonomy, $ids ] = array_pad( explode( ':', trim( $part ), 2 ), 2, '' );
			$first              = (int) strtok( $ids, ',' );
			if ( in_array( $taxonomy, [ 'product_cat', 'product_tag' ], true ) && $first > 0 && term_exists( $first, $taxonomy ) ) {
				return $first . '-' . $taxonomy;
			}
		}
		return '';
	}
}
