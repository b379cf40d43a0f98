<?php
/**
 * Removes secrets from text before it is logged.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Api;

defined( 'ABSPATH' ) || exit;

/**
 * Logs end up in support tickets and forum posts: API keys, webhook secrets, intents' client secrets and card
 * numbers must never reach them, nor the shopper's email address and name, the order key (it opens the order's
 * pages to whoever has it) or a BLIK code. The rules read both of the shapes that are logged: the form-encoded
 * request (`billing_details[name]=Jenny+Rosen`, also in a GET's query) and Stripe's JSON answer
 * (`"name": "Jenny Rosen"`), metadata included. Prefixes and object ids stay, they are what makes a log useful.
 */
final class Redactor {

	/** What replaces a secret. */
	public const MASK = '[redacted]';

	/** Pattern => replacement, in order. */
	private const RULES = [
		// Secret and restricted API keys, test or live: the mode stays visible.
		'/\b(sk|rk)_(test|live)_[A-Za-z0-9]+/'       => '$1_$2_' . self::MASK,
		'/\b(sk|rk)_[A-Za-z0-9]{8,}/'                => '$1_' . self::MASK,
		// Webhook signing secrets.
		'/\bwhsec_[A-Za-z0-9+\/=]+/'                 => 'whsec_' . self::MASK,
		// Client secrets of payment and setup intents: the intent id before them is not a secret.
		'/\b((?:pi|seti)_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+/' => '$1_secret_' . self::MASK,
		// Any bearer token, whatever the key looks like.
		'/\b(Bearer\s+)\S+/i'                        => '$1' . self::MASK,
		// Card numbers: 13 to 19 digits, maybe grouped by spaces, dashes or form-encoded spaces.
		'/(?<!\d)\d(?:[ +-]?\d){12,18}(?!\d)/'      => self::MASK,
		// WooCommerce order keys, wherever they are (metadata, a return URL's `key%3Dwc_order_…`, so no word boundary).
		'/wc_order_[A-Za-z0-9]+/'                     => 'wc_order_' . self::MASK,
		// BLIK codes, form-encoded and in JSON, before the generic rules below.
		'/(\[blik\]\[code\]=)[^&\s]*/'               => '$1' . self::MASK,
		'/("blik"\s*:\s*\{[^{}]*?"code"\s*:\s*)"[^"]*"/' => '$1"' . self::MASK . '"',
		// Names and email addresses by their field: `name`, `billing_details[name]`, `shipping[name]`, `email`,
		// `receipt_email`, form-encoded or in JSON (null stays null).
		'/((?:^|[?&\s])(?:[\w\[\]]*\[)?(?:name|email|receipt_email)\]?=)[^&\s]*/' => '$1' . self::MASK,
		'/("(?:name|email|receipt_email)"\s*:\s*)"(?:[^"\\\\]|\\\\.)*"/' => '$1"' . self::MASK . '"',
		// Any other email address (an error message, metadata), `@` plain or form-encoded.
		'/[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/' => self::MASK,
	];

	/**
	 * The text without secrets.
	 *
	 * @param string $text Text to log.
	 */
	public static function redact( string $text ): string {
		return (string) preg_replace( array_keys( self::RULES ), array_values( self::RULES ), $text );
	}
}
