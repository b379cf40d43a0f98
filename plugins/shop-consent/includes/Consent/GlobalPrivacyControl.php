<?php
/**
 * The Global Privacy Control request header.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * `Sec-GPC: 1` is the browser's standing refusal of sale and sharing (https://w3c.github.io/gpc/). Page HTML never
 * depends on it (it must stay cache safe); only uncached answers such as the geo endpoint read it, for browsers and
 * extensions that send the header without exposing `navigator.globalPrivacyControl`.
 */
final class GlobalPrivacyControl {

	/**
	 * Whether this request carries the signal. Only the exact value "1" counts, as the specification says.
	 */
	public static function requested(): bool {
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared with a constant, never output.
		return isset( $_SERVER['HTTP_SEC_GPC'] ) && '1' === trim( (string) $_SERVER['HTTP_SEC_GPC'] );
	}
}
