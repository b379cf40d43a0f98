<?php
/**
 * The form as a page shows it: block, shortcodes, the theme's filter slot.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

use ShopFilter\Assets\Scripts;
use ShopFilter\Query\ArchiveRequest;
use ShopFilter\Shortcodes\WoofProducts;

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
		$listing = $this->listing_config();
		$config  = $config + $listing;
		if ( isset( $listing['settings'] ) ) {
			// The page's own grid is drawn by a page load: it is the page's markup, not a listing the script redraws.
			$config['settings'] = [ 'ajax' => false ] + (array) ( $config['settings'] ?? [] );
		}
		$config    = FormConfig::from_array( $config );
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a public GET filter, read only.
		$selection = Selection::from_params( wp_unslash( $_GET ) );
		wp_enqueue_script( Scripts::FRONTEND );
		wp_enqueue_style( Scripts::FRONTEND );
		return $this->renderer->render_selection( $selection, $this->facts->facts( $selection, $config ), $config );
	}

	/**
	 * The listing the page shows (the term archive's link and `base`, or the shop's; a term that came from the filter
	 * itself is no base: ArchiveRequest), and its markup, block or classic. On a page with `[woof_products]` (a page
	 * written for HUSKY), that grid: the form goes to the page itself, with the grid's category as its base.
	 *
	 * @return array<string, mixed>
	 */
	private function listing_config(): array {
		global $wp_query;
		$grid = WoofProducts::on_page();
		if ( null !== $grid ) {
			return [
				'listing'  => 'classic',
				'base'     => $grid['base'],
				'action'   => (string) get_permalink( get_queried_object_id() ),
				'settings' => [ 'ajax' => false ],
			];
		}
		$base = $wp_query instanceof \WP_Query ? ArchiveRequest::base( $wp_query ) : '';
		return [
			'listing' => wp_is_block_theme() ? 'block' : 'classic',
			'base'    => $base,
			'action'  => ArchiveRequest::listing_link( $base ),
		];
	}
}
