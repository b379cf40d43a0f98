<?php
/**
 * One row of the subscribers table.
 *
 * @package ShopSocialIcons
 */

declare( strict_types = 1 );

namespace ShopSocialIcons\Newsletter;

defined( 'ABSPATH' ) || exit;

/**
 * A subscriber as stored. Dates are UTC, `Y-m-d H:i:s`, as MySQL returns them.
 */
final class Subscriber {

	/** Signed up, the confirmation link not clicked yet (deleted after ExpiryPurge::MAX_AGE). */
	public const PENDING = 'pending';

	/** Clicked the confirmation link: receives the newsletter. */
	public const CONFIRMED = 'confirmed';

	/** Clicked an unsubscribe link: kept so a new sign-up restarts the same row. */
	public const UNSUBSCRIBED = 'unsubscribed';

	public const STATUSES = [ self::PENDING, self::CONFIRMED, self::UNSUBSCRIBED ];

	/**
	 * Constructor.
	 *
	 * @param int         $id           Row id.
	 * @param string      $email        Address, lower case.
	 * @param string      $name         Name given, or ''.
	 * @param string      $status       One of STATUSES.
	 * @param string      $created_at   When the (latest) sign-up was made.
	 * @param string|null $confirmed_at When the address was confirmed.
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $email,
		public readonly string $name,
		public readonly string $status,
		public readonly string $created_at,
		public readonly ?string $confirmed_at
	) {}

	/**
	 * A subscriber from a row of `$wpdb->get_row( …, ARRAY_A )`.
	 *
	 * @param array<string, mixed> $row The row.
	 */
	public static function from_row( array $row ): self {
		return new self(
			(int) $row['id'],
			(string) $row['email'],
			(string) $row['name'],
			(string) $row['status'],
			(string) $row['created_at'],
			isset( $row['confirmed_at'] ) ? (string) $row['confirmed_at'] : null
		);
	}
}
