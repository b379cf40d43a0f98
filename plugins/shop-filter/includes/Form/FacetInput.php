<?php
/**
 * Everything a facet renders from.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

defined( 'ABSPATH' ) || exit;

/**
 * One facet's key and display type, with the form's selection, facts and config.
 */
final class FacetInput {

	/**
	 * Constructor.
	 *
	 * @param string     $key       Facet key: a taxonomy, or `price`, `rating`...
	 * @param string     $type      Display type.
	 * @param Selection  $selection The visitor's values.
	 * @param Facts      $facts     Counts and bounds.
	 * @param FormConfig $config    The form's config.
	 */
	public function __construct(
		public readonly string $key,
		public readonly string $type,
		public readonly Selection $selection,
		public readonly Facts $facts,
		public readonly FormConfig $config
	) {}

	/**
	 * A count as the form shows it: " (4)", or '' when counts are off or unknown.
	 *
	 * @param int|null $count Count.
	 */
	public function count_markup( ?int $count ): string {
		if ( null === $count || ! $this->config->setting( 'show_counts' ) ) {
			return '';
		}
		return ' <span class="shop-filter__count">(' . esc_html( number_format_i18n( $count ) ) . ')</span>';
	}

	/**
	 * A link to the listing with the selection changed by one parameter (rating links, radio reset).
	 *
	 * @param string      $param Parameter.
	 * @param string|null $value New value, or null to remove it.
	 */
	public function link_with( string $param, ?string $value ): string {
		$params = $this->selection->without( $param )->to_params();
		if ( null !== $value ) {
			$params[ $param ] = $value;
		}
		$selection = Selection::from_params( $params );
		return $selection->link( $this->config->action );
	}
}
