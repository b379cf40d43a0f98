<?php
/**
 * The form as a page shows it: block, shortcodes, the theme's filter slot.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

use ShopFilter\Assets\Scripts;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the request and the queried archive, renders the form and enqueues the storefront script and style:
 * a page gets them only when a form renders on it.
 */
final class PageForm {

	/**
	 * Constructor.
	 *
	 * @param FormRenderer $renderer Renders the form.
	 * @param FactsSource  $facts    Counts and bounds.
	 */
	public function __construct(
		private FormRenderer $renderer,
		private FactsSource $facts
	) {}

	/**
	 * Renders the form for the current request.
	 *
	 * @param array<string, mixed> $config Block or shortcode config (facets, types...).
	 */
	public function render( array $config ): string {
		$config    = FormConfig::from_array( $config + $this->listing_config() );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public GET filter, read only.
		$selection = Selection::from_params( wp_unslash( $_GET ) );
		wp_enqueue_script( Scripts::FRONTEND );
		wp_enqueue_style( Scripts::FRONTEND );
		return $this->renderer->render_selection( $selection, $this->facts->facts( $selection, $config ), $config );
	}

	/**
	 * The listing the page shows: the term archive's link and `base`, or the shop's; block or classic markup.
	 *
	 * @return array<string, mixed>
	 */
	private function listing_config(): array {
		$term   = get_queried_object();
		$config = [ 'listing' => wp_is_block_theme() ? 'block' : 'classic' ];
		if ( $term instanceof \WP_Term && in_array( $term->taxonomy, [ 'product_cat', 'product_tag' ], true ) ) {
			$link = get_term_link( $term );
			if ( is_string( $link ) ) {
				$config['action'] = $link;
				$config['base']   = $term->term_id . '-' . $term->taxonomy;
			}
		}
		return $config;
	}
}
