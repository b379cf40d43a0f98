<?php
/**
 * The statistics of a date range, as the admin screen shows them.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the daily totals and the per-visit rows of a range of UTC days: views, visits with consent and visitors
 * with consent per day (every day of the range, zeros included), the top pages with their titles, the referring
 * domains and the post types.
 */
final class StatisticsReport {

	/** Rows of each top list. */
	public const TOP = 50;

	/**
	 * The report.
	 *
	 * @param string $from First day, Y-m-d.
	 * @param string $to   Last day, Y-m-d, included.
	 * @param string $path Only this path in `pages` (empty: the top pages).
	 * @return array{from: string, to: string, days: list<array{date: string, views: int, visits: int, visitors: int}>, pages: list<array<string, mixed>>, referrers: list<array{domain: string, views: int}>, post_types: list<array{post_type: string, label: string, views: int}>}
	 */
	public function build( string $from, string $to, string $path = '' ): array {
		return [
			'from'       => $from,
			'to'         => $to,
			'days'       => $this->days( $from, $to ),
			'pages'      => $this->pages( $from, $to, $path ),
			'referrers'  => $this->referrers( $from, $to ),
			'post_types' => $this->post_types( $from, $to ),
		];
	}

	/**
	 * Every day of the range with its views, visits and distinct visitors.
	 *
	 * @param string $from First day.
	 * @param string $to   Last day.
	 * @return list<array{date: string, views: int, visits: int, visitors: int}>
	 */
	private function days( string $from, string $to ): array {
		global $wpdb;
		$pages  = StatisticsTables::name( 'pages' );
		$visits = StatisticsTables::name( 'visits' );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom tables.
		$views = $wpdb->get_results( $wpdb->prepare( "SELECT day, SUM(views) AS views FROM {$pages} WHERE day BETWEEN %s AND %s GROUP BY day", $from, $to ), OBJECT_K );
		$seen  = $wpdb->get_results( $wpdb->prepare( "SELECT day, COUNT(*) AS visits, COUNT(DISTINCT NULLIF(visitor, '')) AS visitors FROM {$visits} WHERE day BETWEEN %s AND %s GROUP BY day", $from, $to ), OBJECT_K );
		// phpcs:enable
		$days = [];
		for ( $day = $from; $day <= $to; $day = gmdate( 'Y-m-d', (int) strtotime( $day . ' +1 day UTC' ) ) ) {
			$days[] = [
				'date'     => $day,
				'views'    => (int) ( $views[ $day ]->views ?? 0 ),
				'visits'   => (int) ( $seen[ $day ]->visits ?? 0 ),
				'visitors' => (int) ( $seen[ $day ]->visitors ?? 0 ),
			];
		}
		return $days;
	}

	/**
	 * The most viewed paths (or one path), with title, link, post type and visits with consent.
	 *
	 * @param string $from First day.
	 * @param string $to   Last day.
	 * @param string $path Only this path; empty for the top pages.
	 * @return list<array{path: string, url: string, title: string, page_id: int, post_type: string, views: int, visits: int}>
	 */
	private function pages( string $from, string $to, string $path ): array {
		global $wpdb;
		$pages  = StatisticsTables::name( 'pages' );
		$visits = StatisticsTables::name( 'visits' );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom tables.
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT path, MAX(page_id) AS page_id, MAX(post_type) AS post_type, SUM(views) AS views FROM {$pages} WHERE day BETWEEN %s AND %s AND ( %s = '' OR path = %s ) GROUP BY path ORDER BY views DESC, path ASC LIMIT %d",
				$from,
				$to,
				$path,
				$path,
				self::TOP
			)
		);
		$paths   = array_map( static fn ( object $row ): string => (string) $row->path, $rows );
		$counted = [];
		if ( $paths ) {
			$in      = implode( ', ', array_fill( 0, count( $paths ), '%s' ) );
			$counted = $wpdb->get_results(
				$wpdb->prepare( "SELECT path, COUNT(*) AS visits FROM {$visits} WHERE day BETWEEN %s AND %s AND path IN ({$in}) GROUP BY path", $from, $to, ...$paths ), // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders -- one %s per path.
				OBJECT_K
			);
		}
		// phpcs:enable
		$origin = $this->origin();
		return array_map(
			fn ( object $row ): array => [
				'path'      => (string) $row->path,
				'url'       => $origin . $row->path,
				'title'     => $this->title( (int) $row->page_id, (string) $row->path ),
				'page_id'   => (int) $row->page_id,
				'post_type' => (string) $row->post_type,
				'views'     => (int) $row->views,
				'visits'    => (int) ( $counted[ $row->path ]->visits ?? 0 ),
			],
			$rows
		);
	}

	/**
	 * The referring domains with the most views.
	 *
	 * @param string $from First day.
	 * @param string $to   Last day.
	 * @return list<array{domain: string, views: int}>
	 */
	private function referrers( string $from, string $to ): array {
		global $wpdb;
		$table = StatisticsTables::name( 'referrers' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT domain, SUM(views) AS views FROM {$table} WHERE day BETWEEN %s AND %s GROUP BY domain ORDER BY views DESC, domain ASC LIMIT %d", $from, $to, self::TOP ) );
		return array_map(
			static fn ( object $row ): array => [
				'domain' => (string) $row->domain,
				'views'  => (int) $row->views,
			],
			$rows
		);
	}

	/**
	 * Views per post type (or kind of page), with a readable label.
	 *
	 * @param string $from First day.
	 * @param string $to   Last day.
	 * @return list<array{post_type: string, label: string, views: int}>
	 */
	private function post_types( string $from, string $to ): array {
		global $wpdb;
		$table = StatisticsTables::name( 'pages' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- custom table.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT post_type, SUM(views) AS views FROM {$table} WHERE day BETWEEN %s AND %s GROUP BY post_type ORDER BY views DESC, post_type ASC", $from, $to ) );
		return array_map(
			fn ( object $row ): array => [
				'post_type' => (string) $row->post_type,
				'label'     => $this->type_label( (string) $row->post_type ),
				'views'     => (int) $row->views,
			],
			$rows
		);
	}

	/**
	 * Title of a page: its post's title, or its path when it has no post.
	 *
	 * @param int    $page_id Post id.
	 * @param string $path    Path.
	 */
	private function title( int $page_id, string $path ): string {
		$title = $page_id > 0 && get_post( $page_id ) ? html_entity_decode( wp_strip_all_tags( get_the_title( $page_id ) ), ENT_QUOTES, 'UTF-8' ) : '';
		return '' !== $title ? $title : rawurldecode( $path );
	}

	/**
	 * Name of a post type or kind of page.
	 *
	 * @param string $type Post type or kind.
	 */
	private function type_label( string $type ): string {
		$object = '' !== $type ? get_post_type_object( $type ) : null;
		if ( $object ) {
			return (string) $object->labels->name;
		}
		$kinds = [
			'home'    => __( 'Home page', 'shop-consent' ),
			'archive' => __( 'Archives', 'shop-consent' ),
			'search'  => __( 'Search results', 'shop-consent' ),
			'404'     => __( 'Not found (404)', 'shop-consent' ),
			''        => __( 'Other', 'shop-consent' ),
		];
		return $kinds[ $type ] ?? $type;
	}

	/**
	 * Scheme, host and port of the site: stored paths are full paths of its URLs.
	 */
	private function origin(): string {
		$home = wp_parse_url( home_url() );
		return ( $home['scheme'] ?? 'http' ) . '://' . ( $home['host'] ?? '' ) . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
	}
}
