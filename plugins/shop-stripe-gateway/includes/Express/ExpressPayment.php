<?php
/**
 * An express checkout's payment: the wallet's confirmation token.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express;

use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Api\StripeException;
use ShopStripeGateway\Payments\RefusedPayment;
use WC_Order;

defined( 'ABSPATH' ) || exit;

/**
 * The Express Checkout Element hands the browser a ConfirmationToken (`ctoken_…`), which the checkout posts as
 * `wc-stripe-confirmation-token` (spec 3's express order data) in place of a PaymentMethod. The token is read from
 * Stripe (`GET confirmation_tokens/<id>`): what it will pay with decides the intent's `payment_method_types` (a card
 * for Apple Pay and Google Pay, `link`, `amazon_pay`; Stripe refuses a token of another type) and the express type
 * stored on the order, so neither rests on the posted `express_payment_type`. A wallet the shop does not offer
 * (ExpressSettings::wallets()) is refused before any intent exists. The order keeps the type
 * (`_shop_stripe_express_payment_type`) and shows it as its payment method's title ("Apple Pay (Stripe)").
 */
final class ExpressPayment {

	/** The checkout field with the ConfirmationToken. */
	public const TOKEN_FIELD = 'wc-stripe-confirmation-token';

	/** Order meta: the express type the order was paid with. */
	public const META = '_shop_stripe_express_payment_type';

	/** Express types: Stripe's PaymentMethod type, the wallet's key in ExpressSettings::wallets(). */
	private const TYPES = [
		'apple_pay'  => [ 'card', 'applePay' ],
		'google_pay' => [ 'card', 'googlePay' ],
		'link'       => [ 'link', 'link' ],
		'amazon_pay' => [ 'amazon_pay', 'amazonPay' ],
	];

	/**
	 * Constructor.
	 *
	 * @param StripeClient    $client  The API client.
	 * @param ExpressSettings $express The express settings.
	 */
	public function __construct( private StripeClient $client, private ExpressSettings $express ) {}

	/**
	 * The posted ConfirmationToken, or '' when the checkout is not an express one.
	 *
	 * @param array<string, mixed> $post The checkout's fields.
	 */
	public static function token( array $post ): string {
		$token = is_string( $post[ self::TOKEN_FIELD ] ?? null ) ? trim( $post[ self::TOKEN_FIELD ] ) : '';
		return preg_match( '/^ctoken_[A-Za-z0-9_]+$/', $token ) ? $token : '';
	}

	/**
	 * The express type's title, e.g. "Apple Pay (Stripe)".
	 *
	 * @param string $type An express type.
	 */
	public static function title( string $type ): string {
		$names = [
			'apple_pay'  => __( 'Apple Pay', 'shop-stripe-gateway' ),
			'google_pay' => __( 'Google Pay', 'shop-stripe-gateway' ),
			'link'       => __( 'Link', 'shop-stripe-gateway' ),
			'amazon_pay' => __( 'Amazon Pay', 'shop-stripe-gateway' ),
		];
		/* translators: %s: wallet name, e.g. Apple Pay. */
		return sprintf( __( '%s (Stripe)', 'shop-stripe-gateway' ), $names[ $type ] ?? $type );
	}

	/**
	 * Reads the token, stores the express type on the order and answers the intent's parameters.
	 *
	 * @param WC_Order $order The order.
	 * @param string   $token The ConfirmationToken id.
	 * @return array{payment_method_types: list<string>, confirmation_token: string}
	 * @throws RefusedPayment For a wallet the shop does not offer, or a token that is not a wallet's.
	 * @throws StripeException When Stripe does not know the token or cannot be reached.
	 */
	public function prepare( WC_Order $order, string $token ): array {
		$type = self::express_type( $this->client->get( 'confirmation_tokens/' . $token ) );
		if ( null === $type || ! $this->express->wallets()[ self::TYPES[ $type ][1] ] ) {
			throw new RefusedPayment( ErrorMessages::all()['invalid_payment_details'] );
		}
		$order->update_meta_data( self::META, $type );
		$order->set_payment_method_title( self::title( $type ) );
		$order->save();
		return [
			'payment_method_types' => [ self::TYPES[ $type ][0] ],
			'confirmation_token'   => $token,
		];
	}

	/**
	 * The express type of a ConfirmationToken, from the PaymentMethod it will create: a card's wallet (Apple Pay,
	 * Google Pay), Link or Amazon Pay; null for anything else.
	 *
	 * @param array<string, mixed> $token The ConfirmationToken.
	 */
	public static function express_type( array $token ): ?string {
		$preview = is_array( $token['payment_method_preview'] ?? null ) ? $token['payment_method_preview'] : [];
		$type    = $preview['type'] ?? null;
		if ( 'card' === $type ) {
			$type = $preview['card']['wallet']['type'] ?? null;
			return in_array( $type, [ 'apple_pay', 'google_pay' ], true ) ? $type : null;
		}
		return in_array( $type, [ 'link', 'amazon_pay' ], true ) ? $type : null;
	}
}
