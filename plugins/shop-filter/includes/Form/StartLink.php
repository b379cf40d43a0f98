<?php
/**
 * The 'Start filtering' control.
 *
 * @package ShopFilter
 */

declare( strict_types = 1 );

namespace ShopFilter\Form;

defined( 'ABSPATH' ) || exit;

/**
 * A link to the same page with `start_filtering=1`, in the role of a button: the core loads the fields in place
 * (spec 2: the label swaps to "Loading…"), and without JavaScript the link loads the page with the fields drawn.
 */
final class StartLink {

	/** The parameter that asks for the fields. */
	public const PARAM = 'start_filtering';

	/** Whether the request asks for the fields. */
	public static function pressed(): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only GET switch.
		return isset( $_GET[ self::PARAM ] ) && '1' === $_GET[ self::PARAM ];
	}

	/** The control. */
	public static function render(): string {
		return sprintf(
			'<a class="shop-filter__start" role="button" href="%s" data-loading-label="%s">%s</a>',
			esc_url( add_query_arg( self::PARAM, '1' ) ),
			esc_attr__( 'Loading…', 'shop-filter' ),
			esc_html__( 'Start filtering', 'shop-filter' )
		);
	}
}
