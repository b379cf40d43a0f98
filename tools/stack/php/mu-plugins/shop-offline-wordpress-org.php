<?php
/**
 * Plugin Name: Shop stack offline WordPress.org (local)
 * Description: Answers WordPress.org's feeds and APIs offline, each in the format its caller expects. Copied in by
 *              tools/stack; edit it there.
 */

/*
 * The local stack has no way out. A refused connection is reported by WordPress as a PHP warning, and an answer
 * without the headers and body the caller expects makes it complain too (SimplePie, behind the dashboard's news
 * widget, reads the content type of every feed). So every wordpress.org URL gets a well-formed answer: a valid RSS
 * document for feeds, the JSON the dashboard's APIs return when there is nothing to report, and a JSON error for
 * the other API calls, which their callers turn into a quiet WP_Error.
 */

/**
 * @param int                  $code         HTTP status.
 * @param string               $content_type Value of the content-type header.
 * @param string               $body         Response body.
 * @return array<string, mixed> A response in the shape WP_Http returns.
 */
function shop_offline_response( int $code, string $content_type, string $body ): array {
	return array(
		'headers'  => new WpOrg\Requests\Utility\CaseInsensitiveDictionary(
			array(
				'content-type'   => $content_type,
				'content-length' => (string) strlen( $body ),
			)
		),
		'body'     => $body,
		'response' => array(
			'code'    => $code,
			'message' => get_status_header_desc( $code ),
		),
		'cookies'  => array(),
		'filename' => null,
	);
}

/**
 * @param string $url The feed asked for.
 * @return string An RSS 2.0 channel with one item saying why there is no news.
 */
function shop_offline_feed( string $url ): string {
	$date = gmdate( DATE_RSS, (int) strtotime( 'today midnight UTC' ) );
	$link = esc_url( $url );
	return '<?xml version="1.0" encoding="UTF-8"?>' . "\n"
		. '<rss version="2.0"><channel>'
		. '<title>WordPress.org (offline local stack)</title>'
		. "<link>{$link}</link>"
		. '<description>The local stack does not reach WordPress.org.</description>'
		. "<lastBuildDate>{$date}</lastBuildDate>"
		. '<item>'
		. '<title>No news offline</title>'
		. "<link>{$link}</link>"
		. "<guid isPermaLink=\"false\">shop-offline-{$date}</guid>"
		. "<pubDate>{$date}</pubDate>"
		. '<description>The local stack answers WordPress.org feeds itself.</description>'
		. '</item>'
		. '</channel></rss>' . "\n";
}

/**
 * @param string $path Path of an api.wordpress.org URL.
 * @return array{int, array<string, mixed>} Status and JSON body of its offline answer.
 */
function shop_offline_api_answer( string $path ): array {
	// Serve Happy (wp_check_php_version): this PHP is current, no nag.
	if ( str_starts_with( $path, '/core/serve-happy/' ) ) {
		return array(
			200,
			array(
				'recommended_version' => PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION,
				'minimum_version'     => '7.2.24',
				'is_supported'        => true,
				'is_secure'           => true,
				'is_acceptable'       => true,
			),
		);
	}
	// Browse Happy (wp_check_browser_version): the browser needs no upgrade.
	if ( str_starts_with( $path, '/core/browse-happy/' ) ) {
		return array(
			200,
			array(
				'platform'        => '',
				'name'            => '',
				'version'         => '',
				'current_version' => '',
				'upgrade'         => false,
				'insecure'        => false,
				'update_url'      => '',
				'img_src'         => '',
				'img_src_ssl'     => '',
			),
		);
	}
	// Community events (WP_Community_Events): none nearby.
	if ( str_starts_with( $path, '/events/' ) ) {
		return array(
			200,
			array(
				'location' => array( 'ip' => '127.0.0.0' ),
				'events'   => array(),
			),
		);
	}
	// Plugin and theme information, translations, update checks: the error field their callers read.
	return array( 503, array( 'error' => 'WordPress.org is not reachable from the offline local stack.' ) );
}

add_filter(
	'pre_http_request',
	static function ( $response, $args, $url ) {
		$parts = wp_parse_url( $url );
		$host  = (string) ( $parts['host'] ?? '' );
		if ( false !== $response || ! preg_match( '/(^|\.)wordpress\.org$/', $host ) ) {
			return $response;
		}
		$path  = (string) ( $parts['path'] ?? '/' );
		$query = (string) ( $parts['query'] ?? '' );
		if ( preg_match( '#/feed(/|$)#', $path ) || preg_match( '/(^|&)feed=/', $query ) ) {
			return shop_offline_response( 200, 'application/rss+xml; charset=UTF-8', shop_offline_feed( $url ) );
		}
		if ( 'api.wordpress.org' === $host ) {
			[ $code, $body ] = shop_offline_api_answer( $path );
			return shop_offline_response( $code, 'application/json; charset=UTF-8', (string) wp_json_encode( $body ) );
		}
		// Downloads and every other page of the site.
		return shop_offline_response( 503, 'text/plain; charset=UTF-8', 'WordPress.org is not reachable from the offline local stack.' );
	},
	10,
	3
);
