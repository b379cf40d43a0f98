<?php
/**
 * What the admin list asks of the subscribers table.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

defined( 'ABSPATH' ) || exit;

/**
 * A search text and a status filter, read once from the request; the list table and the CSV export share it, so
 * the file holds what the screen showed.
 */
final class SubscriberQuery {

	/**
	 * Constructor.
	 *
	 * @param string $search Part of an address or name ('' for all).
	 * @param string $status One of Subscriber::STATUSES, or '' for all.
	 */
	public function __construct(
		public readonly string $search = '',
		public readonly string $status = ''
	) {}

	/**
	 * The query of a request's `s` and `status` parameters; an unknown status means all.
	 *
	 * @param array<string, mixed> $params $_GET or $_POST, unslashed.
	 */
	public static function from_request( array $params ): self {
		$status = is_string( $params['status'] ?? null ) ? sanitize_key( $params['status'] ) : '';
		$search = is_string( $params['s'] ?? null ) ? trim( sanitize_text_field( $params['s'] ) ) : '';
		return new self( $search, in_array( $status, Subscriber::STATUSES, true ) ? $status : '' );
	}
}
