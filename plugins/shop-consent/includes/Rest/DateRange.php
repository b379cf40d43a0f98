<?php
/**
 * The `from` and `to` arguments of the admin endpoints.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Rest;

use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * Two UTC calendar days, YYYY-MM-DD, both required; a date that does not exist or a range ending before it starts
 * is a 400 with a message.
 */
final class DateRange {

	/**
	 * Argument schemas of `from` and `to`.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		$date = [
			'type'              => 'string',
			'required'          => true,
			'validate_callback' => [ self::class, 'validate_date' ],
		];
		return [
			'from' => [ 'description' => __( 'First day (UTC), YYYY-MM-DD.', 'shop-consent' ) ] + $date,
			'to'   => [ 'description' => __( 'Last day (UTC), YYYY-MM-DD, included.', 'shop-consent' ) ] + $date,
		];
	}

	/**
	 * @param mixed  $value The value.
	 * @param mixed  $request The request (unused).
	 * @param string $param The argument name.
	 * @return true|WP_Error
	 */
	public static function validate_date( $value, $request, string $param ) {
		if ( is_string( $value ) && self::is_date( $value ) ) {
			return true;
		}
		return new WP_Error(
			'rest_invalid_param',
			/* translators: %s: argument name, "from" or "to". */
			sprintf( __( '%s must be a date written YYYY-MM-DD.', 'shop-consent' ), $param ),
			[ 'status' => 400 ]
		);
	}

	/**
	 * The range of a request, or a 400 when it ends before it starts or is longer than $max_days.
	 *
	 * @param WP_REST_Request $request  Request with valid `from` and `to`.
	 * @param int|null        $max_days Longest range allowed, in days.
	 * @return array{string, string}|WP_Error
	 */
	public static function of( WP_REST_Request $request, ?int $max_days = null ) {
		$from = (string) $request['from'];
		$to   = (string) $request['to'];
		if ( $from > $to ) {
			return new WP_Error(
				'shop_consent_invalid_range',
				__( 'The start date must not be after the end date.', 'shop-consent' ),
				[ 'status' => 400 ]
			);
		}
		$days = (int) ( ( strtotime( $to . ' UTC' ) - strtotime( $from . ' UTC' ) ) / DAY_IN_SECONDS ) + 1;
		if ( null !== $max_days && $days > $max_days ) {
			return new WP_Error(
				'shop_consent_range_too_long',
				/* translators: %d: number of days. */
				sprintf( __( 'Choose a range of at most %d days.', 'shop-consent' ), $max_days ),
				[ 'status' => 400 ]
			);
		}
		return [ $from, $to ];
	}

	/**
	 * @param string $value The string.
	 */
	private static function is_date( string $value ): bool {
		if ( 1 !== preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $parts ) ) {
			return false;
		}
		return checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] );
	}
}
