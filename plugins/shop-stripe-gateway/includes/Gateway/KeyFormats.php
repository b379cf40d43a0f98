<?php
/**
 * Checks the API keys and webhook secrets an admin saves.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

defined( 'ABSPATH' ) || exit;

/**
 * Stripe's keys say what they are: `pk_test_`/`pk_live_` publishable, `sk_`/`rk_` (restricted) secret, `whsec_`
 * webhook signing secrets. A key in the wrong field (a live key among the test ones, a secret key where the
 * publishable goes, which would print it in every checkout page) is refused with a message naming the expected
 * prefix, and the field keeps its saved value. Empty is allowed: it is how a key is removed.
 */
final class KeyFormats {

	/**
	 * Field => [ pattern, prefix shown in the message ].
	 *
	 * @var array<string, array{string, string}>
	 */
	private const FORMATS = [
		'test_publishable_key' => [ '/^pk_test_[A-Za-z0-9]+$/', 'pk_test_' ],
		'test_secret_key'      => [ '/^(sk|rk)_test_[A-Za-z0-9]+$/', 'sk_test_ (or rk_test_)' ],
		'test_webhook_secret'  => [ '/^whsec_[A-Za-z0-9+\/=]+$/', 'whsec_' ],
		'publishable_key'      => [ '/^pk_live_[A-Za-z0-9]+$/', 'pk_live_' ],
		'secret_key'           => [ '/^(sk|rk)_live_[A-Za-z0-9]+$/', 'sk_live_ (or rk_live_)' ],
		'webhook_secret'       => [ '/^whsec_[A-Za-z0-9+\/=]+$/', 'whsec_' ],
	];

	/** The fields checked here. */
	public static function fields(): array {
		return array_keys( self::FORMATS );
	}

	/**
	 * The problem with a value, or null when it is fine (or empty).
	 *
	 * @param string $field The setting.
	 * @param string $value The value, trimmed.
	 */
	public static function problem( string $field, string $value ): ?string {
		if ( '' === $value || ! isset( self::FORMATS[ $field ] ) || preg_match( self::FORMATS[ $field ][0], $value ) ) {
			return null;
		}
		return sprintf(
			/* translators: %1$s: the field's name, %2$s: the prefix its value must start with. */
			__( '%1$s was not saved: it must start with %2$s. Copy it again from the API keys page of your Stripe dashboard.', 'shop-stripe-gateway' ),
			self::label( $field ),
			self::FORMATS[ $field ][1]
		);
	}

	/** The field's name as the settings screen shows it. */
	private static function label( string $field ): string {
		return match ( $field ) {
			'test_publishable_key' => __( 'Test publishable key', 'shop-stripe-gateway' ),
			'test_secret_key'      => __( 'Test secret key', 'shop-stripe-gateway' ),
			'test_webhook_secret'  => __( 'Test webhook signing secret', 'shop-stripe-gateway' ),
			'publishable_key'      => __( 'Live publishable key', 'shop-stripe-gateway' ),
			'secret_key'           => __( 'Live secret key', 'shop-stripe-gateway' ),
			default                => __( 'Live webhook signing secret', 'shop-stripe-gateway' ),
		};
	}
}
