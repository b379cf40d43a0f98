<?php
/**
 * The filter form.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

use ShopFilter\Form\Facets\FacetLabels;
use ShopFilter\Form\Facets\Registry;
use ShopFilter\Query\ArchiveRequest;
use ShopFilter\Query\Context;
use ShopFilter\Query\FilterState;
use ShopFilter\Query\Result;

defined( 'ABSPATH' ) || exit;

/**
 * One renderer for the block, the shortcodes and the REST answer's `form` (DESIGN.md "Form markup"). The form is
 * a plain GET form: with JavaScript off it submits to the listing, which the server part filters. The redraw zone
 * (`.shop-filter__zone`) is what the core replaces after an ajax call.
 */
final class FormRenderer {

	/**
	 * Renders the form for the server part's state and result (the REST answer's `form`), as the page drew it: the
	 * context gives the facets and the base, the request the listing and the display types
	 * (`pa_color:swatch,price:slider`, sent by the storefront core), so a redraw keeps them.
	 *
	 * @param FilterState $state   The visitor's values.
	 * @param Context     $context The listing.
	 * @param Result      $result  Counts, price bounds, total.
	 * @param string      $listing `block` or `classic`.
	 * @param string      $types   The display types; FormConfig drops unknown ones.
	 * @param array<string, mixed> $form The form's own settings the page drew it with (`more_limit`, `price_ranges`).
	 */
	public function render( FilterState $state, Context $context, Result $result, string $listing, string $types, array $form = [] ): string {
		$base   = '' === $context->base_taxonomy ? '' : $context->base_term_id . '-' . $context->base_taxonomy;
		$config = array_intersect_key( $form, array_flip( [ 'more_limit', 'price_ranges' ] ) ) + [
			'facets'  => $context->facets,
			'base'    => $base,
			'action'  => ArchiveRequest::listing_link( $base ),
			'types'   => self::types( $types ),
			'listing' => $listing,
		];
		return $this->render_selection( Selection::from_state( $state ), Facts::from_result( $result ), FormConfig::from_array( $config ) );
	}

	/**
	 * Reads `facet:type` pairs.
	 *
	 * @param string $list Comma-separated pairs.
	 * @return array<string, string>
	 */
	private static function types( string $list ): array {
		$types = [];
		foreach ( array_filter( explode( ',', $list ) ) as $pair ) {
			[ $facet, $type ]  = array_pad( explode( ':', $pair, 2 ), 2, '' );
			$types[ $facet ] = $type;
		}
		return $types;
	}

	/**
	 * Renders the form for a selection.
	 *
	 * @param Selection  $selection The visitor's values.
	 * @param Facts      $facts     Counts, price bounds, total.
	 * @param FormConfig $config    The form's config.
	 */
	public function render_selection( Selection $selection, Facts $facts, FormConfig $config ): string {
		$mobile = 'dropdown' === $config->setting( 'mobile' ) ? 'dropdown' : 'panel';
		return sprintf(
			'<form class="shop-filter shop-filter--%1$s" method="get" action="%2$s" data-shop-filter="%3$s">'
				. '<button type="button" class="shop-filter__mobile-toggle" aria-expanded="false">%4$s</button>'
				. '<div class="shop-filter__panel"><div class="shop-filter__panel-head"><p class="shop-filter__panel-title">%4$s</p>'
				. '<button type="button" class="shop-filter__close" aria-label="%11$s"></button></div>%5$s<div class="shop-filter__zone"%10$s>%6$s</div>'
				. '<div class="shop-filter__actions"><button type="submit" class="shop-filter__submit">%7$s</button> <a class="shop-filter__reset" href="%9$s">%8$s</a>%12$s</div></div>'
				. '<p class="shop-filter__status" role="status"></p><p class="shop-filter__error" role="alert"></p></form>',
			esc_attr( $mobile ),
			esc_url( $config->action ),
			esc_attr( (string) wp_json_encode( $config->public_data() + [ 'start' => $config->start_button ] ) ),
			esc_html__( 'Filter products', 'shop-filter' ),
			$this->action_params( $config->action ) . $this->base_param( $config ),
			$config->start_button && ! StartLink::pressed() ? StartLink::render() : $this->zone( $selection, $facts, $config ),
			esc_html__( 'Filter', 'shop-filter' ),
			esc_html__( 'Reset', 'shop-filter' ),
			// Spec 2: Reset clears all filters and returns to the shop page link.
			esc_url( FormConfig::shop_link() ),
			// The products matching, which the core announces when it draws this zone from a page (README).
			null === $facts->total ? '' : sprintf( ' data-total="%d"', $facts->total ),
			esc_attr__( 'Close filters', 'shop-filter' ),
			ShowResults::button( $facts->total )
		);
	}

	/**
	 * The redraw zone: marker, chips, facets.
	 *
	 * @param Selection  $selection The visitor's values.
	 * @param Facts      $facts     Counts, price bounds, total.
	 * @param FormConfig $config    The form's config.
	 */
	public function zone( Selection $selection, Facts $facts, FormConfig $config ): string {
		$html = '<input type="hidden" name="filter" value="1"><div class="shop-filter__chips">' . Chips::render( $selection, $config ) . '</div>';
		foreach ( $config->facets as $key ) {
			$type = $config->type( $key );
			$body = Registry::facet( $key, $type )->render( new FacetInput( $key, $type, $selection, $facts, $config ) );
			if ( '' === $body ) {
				continue;
			}
			$html .= sprintf(
				'<fieldset class="shop-filter__facet" data-facet="%s" data-type="%s"><legend><button type="button" class="shop-filter__toggle" aria-expanded="true">%s</button></legend><div class="shop-filter__body">%s</div></fieldset>',
				esc_attr( $key ),
				esc_attr( $type ),
				esc_html( FacetLabels::label( $key ) ),
				$body
			);
		}
		return $html;
	}

	/**
	 * Hidden inputs for the action's own query (plain permalinks: `?post_type=product`, `?page_id=5`), which a GET
	 * form would otherwise drop.
	 *
	 * @param string $action The form's action.
	 */
	private function action_params( string $action ): string {
		$query = (string) wp_parse_url( $action, PHP_URL_QUERY );
		parse_str( $query, $params );
		$html = '';
		foreach ( $params as $name => $value ) {
			if ( is_string( $value ) ) {
				$html .= sprintf( '<input type="hidden" name="%s" value="%s">', esc_attr( (string) $name ), esc_attr( $value ) );
			}
		}
		return $html;
	}

	/**
	 * The current-category reference (spec 2), for a plain submit to a page that is not the category's archive
	 * (a redirect target): ArchiveRequest::base() reads it back.
	 *
	 * @param FormConfig $config The form's config.
	 */
	private function base_param( FormConfig $config ): string {
		return '' === $config->base ? '' : '<input type="hidden" name="base" value="' . esc_attr( $config->base ) . '">';
	}
}
