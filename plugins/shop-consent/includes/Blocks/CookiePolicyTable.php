<?php
/**
 * The cookie list as tables, one per category, shared by the Cookie policy block and shortcode.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * One renderer for the block and the shortcode. Every value comes from the admin's list and is escaped here; the
 * tables have captions and column headers, so screen readers name each cell.
 */
final class CookiePolicyTable {

	private const ORDER = [ 'strict', 'thirdparty', 'advanced' ];

	/**
	 * The markup.
	 *
	 * @param array{updated: int, items: list<array<string, string>>} $list   The stored list.
	 * @param array<string, string>                                   $titles Category titles, by category.
	 * @param string                                                  $extra  Wrapper attributes (the block's), escaped.
	 */
	public static function render( array $list, array $titles, string $extra = '' ): string {
		$wrapper = '' === $extra ? 'class="shop-consent-cookie-policy"' : $extra;
		$groups  = array_fill_keys( self::ORDER, [] );
		foreach ( $list['items'] as $item ) {
			if ( isset( $groups[ $item['category'] ] ) ) {
				$groups[ $item['category'] ][] = $item;
			}
		}
		$groups = array_filter( $groups );
		if ( [] === $groups ) {
			return sprintf(
				'<div %s><p class="shop-consent-cookie-policy__empty">%s</p></div>',
				$wrapper,
				esc_html__( 'No cookies are listed yet.', 'shop-consent' )
			);
		}

		$html = '';
		foreach ( $groups as $category => $items ) {
			$html .= self::table( $titles[ $category ] ?? $category, $items );
		}
		if ( $list['updated'] > 0 ) {
			$html .= sprintf(
				'<p class="shop-consent-cookie-policy__updated">%s</p>',
				/* translators: %s: date the list was saved. */
				esc_html( sprintf( __( 'List updated on %s.', 'shop-consent' ), wp_date( (string) get_option( 'date_format' ), $list['updated'] ) ) )
			);
		}
		return sprintf( '<div %s>%s</div>', $wrapper, $html );
	}

	/**
	 * One category's table.
	 *
	 * @param string                          $title Caption.
	 * @param list<array<string, string>>     $items Its rows.
	 */
	private static function table( string $title, array $items ): string {
		$head = '';
		foreach ( [ __( 'Name', 'shop-consent' ), __( 'Service', 'shop-consent' ), __( 'Purpose', 'shop-consent' ), __( 'Duration', 'shop-consent' ), __( 'Type', 'shop-consent' ) ] as $column ) {
			$head .= '<th scope="col">' . esc_html( $column ) . '</th>';
		}
		$rows = '';
		foreach ( $items as $item ) {
			$rows .= sprintf(
				'<tr><th scope="row">%s</th><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>',
				esc_html( $item['name'] ),
				esc_html( $item['service'] ),
				esc_html( $item['purpose'] ),
				esc_html( self::duration( $item ) ),
				esc_html( self::type( $item ) )
			);
		}
		return sprintf(
			'<table class="shop-consent-cookie-policy__table"><caption>%s</caption><thead><tr>%s</tr></thead><tbody>%s</tbody></table>',
			esc_html( $title ),
			$head,
			$rows
		);
	}

	/**
	 * The duration, or what can be said without one.
	 *
	 * @param array<string, string> $item A row.
	 */
	private static function duration( array $item ): string {
		if ( '' !== $item['duration'] ) {
			return $item['duration'];
		}
		return match ( $item['type'] ) {
			'sessionStorage' => __( 'Until the browser tab is closed', 'shop-consent' ),
			'localStorage'   => __( 'Until deleted', 'shop-consent' ),
			'host'           => __( 'Not applicable', 'shop-consent' ),
			default          => __( 'Unknown', 'shop-consent' ),
		};
	}

	/**
	 * What the row is.
	 *
	 * @param array<string, string> $item A row.
	 */
	private static function type( array $item ): string {
		$type = match ( $item['type'] ) {
			'localStorage'   => __( 'Local storage', 'shop-consent' ),
			'sessionStorage' => __( 'Session storage', 'shop-consent' ),
			'host'           => __( 'Third-party service', 'shop-consent' ),
			default          => __( 'Cookie', 'shop-consent' ),
		};
		/* translators: 1: Cookie, 2: host name that sets it. */
		return '' === $item['host'] ? $type : sprintf( __( '%1$s (set by %2$s)', 'shop-consent' ), $type, $item['host'] );
	}
}
