<?php
/**
 * The guard of public writes, for REST routes.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Guard;

use ShopConsent\Settings\Settings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Runs WriteGuard on the current request with the configuration from the settings and filters, and turns a refusal
 * into a REST error with a message.
 */
final class PublicWrite {

	/**
	 * Constructor.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( private Settings $settings ) {}

	/**
	 * The configuration in force.
	 */
	public function config(): GuardConfig {
		return GuardConfig::from_wordpress( $this->settings->get() );
	}

	/**
	 * Counts one write of the current request; the error to answer when it is refused.
	 *
	 * @param string $name Name of the write (`log`, `clear-cookies`, `statistics`).
	 */
	public function refusal( string $name ): ?WP_Error {
		$config = $this->config();
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- addresses are validated by ClientAddress, the rest only compared.
		$result = ( new WriteGuard( $config ) )->check( $name, ClientRequest::from_server( $_SERVER, $config->client() ), time() );
		return self::error( $result );
	}

	/**
	 * The REST error of a guard result, null for OK.
	 *
	 * @param string $result WriteGuard::check()'s result.
	 */
	public static function error( string $result ): ?WP_Error {
		$message = match ( $result ) {
			WriteGuard::FOREIGN_ORIGIN => __( 'This request comes from another site; only the site’s own pages may send it.', 'shop-consent' ),
			WriteGuard::RATE_LIMITED   => __( 'Too many requests from this client; try again later.', 'shop-consent' ),
			WriteGuard::SITE_BUSY      => __( 'The site is receiving too many of these requests; try again in a minute.', 'shop-consent' ),
			default                    => null,
		};
		if ( null === $message ) {
			return null;
		}
		return new WP_Error( 'shop_consent_' . $result, $message, [ 'status' => WriteGuard::status( $result ) ] );
	}
}
