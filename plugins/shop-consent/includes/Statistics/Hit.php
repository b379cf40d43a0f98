<?php
/**
 * One page view as the beacon reports it.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Statistics;

defined( 'ABSPATH' ) || exit;

/**
 * The beacon's form fields (src/frontend/README.md, "Statistics beacon"), validated. Runs under SHORTINIT, so it
 * uses plain PHP only. Of the tracking payload of the replaced plugin it keeps `page_id` (page), `post_type`
 * (type), `request_uri` (path, without its query string) and `referer` (ref, the domain only); the user agent is
 * read from the request for bot detection and never stored, the host is the site's own, and titles come from the
 * page id when the report is shown.
 */
final class Hit {

	/**
	 * Constructor.
	 *
	 * @param int    $page_id    Post id of the page (0 for archives, search and the like).
	 * @param string $post_type  Post type of the page, or the kind of page (`archive`, `search`...).
	 * @param string $path       Path, without query string, at most StatisticsTables::MAX_TEXT characters.
	 * @param string $referrer   Referring domain without `www.`, empty for none.
	 * @param bool   $consent    Whether the visitor allowed statistics (a per-visit row is written only then).
	 * @param bool   $counted    The view was already counted by an anonymous beacon (consent given later on the page).
	 */
	public function __construct(
		public readonly int $page_id,
		public readonly string $post_type,
		public readonly string $path,
		public readonly string $referrer,
		public readonly bool $consent,
		public readonly bool $counted
	) {}

	/**
	 * Reads and validates the beacon's fields.
	 *
	 * @param array<mixed> $input The form fields.
	 * @throws InvalidHit Naming the first invalid field.
	 */
	public static function parse( array $input ): self {
		$page    = self::field( $input, 'page', '/^(0|[1-9][0-9]{0,18})$/D', '0' );
		$type    = self::field( $input, 'type', '/^[a-z0-9_-]{0,20}$/D', '' );
		$path    = self::field( $input, 'path', '#^/[\x21-\x7e]{0,2047}$#D', null );
		$ref     = self::field( $input, 'ref', '/^[A-Za-z0-9.-]{0,253}$/D', '' );
		$consent = self::field( $input, 'consent', '/^[01]$/D', '0' );
		$counted = self::field( $input, 'counted', '/^[01]$/D', '0' );
		if ( '1' !== $consent && '1' === $counted ) {
			// Without consent nothing may link this view to another beacon.
			throw new InvalidHit( 'counted' );
		}
		// An `id` field (the consent id, sent by older storefront cores) is never read: statistics neither keep nor hash it.
		$path = (string) strtok( $path, '?#' );

		return new self(
			(int) $page,
			$type,
			substr( '' === $path ? '/' : $path, 0, StatisticsTables::MAX_TEXT ),
			substr( CollectorConfig::bare_host( $ref ), 0, StatisticsTables::MAX_TEXT ),
			'1' === $consent,
			'1' === $counted
		);
	}

	/**
	 * The same view without its referrer (a referral from the site itself is no referrer).
	 */
	public function without_referrer(): self {
		return new self( $this->page_id, $this->post_type, $this->path, '', $this->consent, $this->counted );
	}

	/**
	 * One field: a string matching the pattern, the default when absent (null: required).
	 *
	 * @param array<mixed> $input   Form fields.
	 * @param string       $name    Field.
	 * @param string       $pattern What a valid value matches.
	 * @param string|null  $default Value when absent; null when the field is required.
	 * @throws InvalidHit When the value is missing, not a string or does not match.
	 */
	private static function field( array $input, string $name, string $pattern, ?string $default ): string {
		if ( ! array_key_exists( $name, $input ) ) {
			if ( null === $default ) {
				throw new InvalidHit( $name );
			}
			return $default;
		}
		$value = $input[ $name ];
		if ( ! is_string( $value ) || 1 !== preg_match( $pattern, $value ) ) {
			throw new InvalidHit( $name );
		}
		return $value;
	}
}
