<?php
/**
 * The empty fields of a plain form submit.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

use ShopFilter\Kit\Service;

defined( 'ABSPATH' ) || exit;

/**
 * Without JavaScript the form submits every field, empty ones too (`min_price=&max_price=`), and WooCommerce's own
 * price filter reads an empty `max_price` as 0, which matches nothing. The empty filter fields are removed from the
 * request before any query reads it; the core never sends them (spec 5: empty fields are removed).
 */
final class EmptyFields implements Service {

	/** The form's single-value fields. */
	public const FIELDS = [ 'min_price', 'max_price', 'price_range', 'min_rating', 'stock', 'on_sale', 'orderby', 'per_page', 'sku' ];

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'parse_request', [ $this, 'remove' ], 0 );
	}

	/**
	 * Removes the empty fields of a filtered request.
	 */
	public function remove(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a public read-only GET.
		if ( ! isset( $_GET['filter'] ) ) {
			return;
		}
		foreach ( self::FIELDS as $field ) {
			if ( isset( $_GET[ $field ] ) && '' === $_GET[ $field ] ) {
				unset( $_GET[ $field ], $_REQUEST[ $field ] );
			}
		}
		// phpcs:enable
	}
}
