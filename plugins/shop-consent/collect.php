<?php
/**
 * Fast endpoint of the statistics beacon: loads WordPress with SHORTINIT (configuration, database, options; no
 * plugins, no theme, no REST server), then counts the beacon with the same rules as the REST route
 * `POST /wp-json/shop-consent/v1/hit`. Pages use this URL only after CollectorEndpoint saw it answer.
 *
 * This file is requested directly by browsers: it is the one file of the plugin without an ABSPATH guard. It
 * answers only POST, defines ABSPATH itself by loading wp-load.php, and every class it loads is guarded.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

use ShopConsent\Guard\ClientRequest;

// phpcs:disable WordPress.Security.NonceVerification.Missing -- public beacon from cached pages; every field is validated by Hit::parse().

if ( 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
	http_response_code( 405 );
	header( 'Allow: POST' );
	exit;
}

/*
 * wp-load.php is looked for above the requested script, not above this file: plugins may be symlinked into
 * wp-content (then __DIR__ is the link's target, outside the WordPress tree). SCRIPT_FILENAME is the path the web
 * server resolved from the URL; DOCUMENT_ROOT is the fallback for a WordPress in the document root.
 */
$shop_consent_wp_load = ( static function (): string {
	$dir = dirname( (string) ( $_SERVER['SCRIPT_FILENAME'] ?? '' ) );
	for ( $depth = 0; $depth < 8 && '' !== $dir && '.' !== $dir; $depth++ ) {
		if ( is_file( $dir . '/wp-load.php' ) ) {
			return $dir . '/wp-load.php';
		}
		$parent = dirname( $dir );
		if ( $parent === $dir ) {
			break;
		}
		$dir = $parent;
	}
	$root = rtrim( (string) ( $_SERVER['DOCUMENT_ROOT'] ?? '' ), '/' );
	return '' !== $root && is_file( $root . '/wp-load.php' ) ? $root . '/wp-load.php' : '';
} )();

if ( '' === $shop_consent_wp_load ) {
	http_response_code( 503 );
	exit;
}

define( 'SHORTINIT', true );
require $shop_consent_wp_load; // At file scope: WordPress's globals must stay global.

// Only the features written for SHORTINIT (plain PHP and $wpdb): statistics, the guard of public writes, the kit's
// client address and counters, and the base of their table schemas.
spl_autoload_register(
	static function ( string $class_name ): void {
		if ( 1 === preg_match( '/^ShopConsent\\\\(Statistics|Guard|Database|Kit\\\\RateLimit)\\\\(\\w+)$/D', $class_name, $part ) ) {
			$path = __DIR__ . '/includes/' . str_replace( '\\', '/', $part[1] ) . '/' . $part[2] . '.php';
			if ( is_readable( $path ) ) {
				require $path;
			}
		}
	}
);

/**
 * Sends the answer and stops.
 *
 * @param int                  $status HTTP status.
 * @param array<string, mixed> $body   JSON body.
 */
$shop_consent_respond = static function ( int $status, array $body ): never {
	http_response_code( $status );
	header( 'Content-Type: application/json; charset=utf-8' );
	header( 'Cache-Control: no-store' );
	header( 'X-Content-Type-Options: nosniff' );
	header( 'X-Robots-Tag: noindex' );
	echo json_encode( $body ); // phpcs:ignore WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput -- JSON of fixed codes, SHORTINIT has no wp_json_encode.
	exit;
};

// Deleted on deactivation (CollectorConfigSync): then nothing is counted here.
$shop_consent_config = CollectorConfig::stored();
if ( null === $shop_consent_config ) {
	$shop_consent_respond( 503, [ 'code' => 'not_configured' ] );
}
if ( isset( $_POST['probe'] ) ) {
	header( 'X-Shop-Consent-Collector: 1' );
	$shop_consent_respond( 200, [ 'collector' => 'shop-consent' ] );
}

$shop_consent_result = ( new Collector( $shop_consent_config, new HitStore() ) )->collect(
	$_POST,
	// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- addresses validated by ClientAddress, the rest matched, hashed or compared only.
	ClientRequest::from_server( $_SERVER, $shop_consent_config->guard->client() ),
	time()
);
$shop_consent_respond( $shop_consent_result->status, $shop_consent_result->body() );
