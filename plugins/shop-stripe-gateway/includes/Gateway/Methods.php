<?php
/**
 * The payment methods of spec 3, with what Stripe requires of each.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

defined( 'ABSPATH' ) || exit;

/**
 * The catalogue, in the spec's order. Currencies are listed where Stripe takes the method in a short, fixed set
 * (iDEAL only in euros, BLIK only in złoty, …); methods Stripe takes in many currencies (Klarna, WeChat Pay) list
 * none and are offered in any, Stripe refusing what it does not take. Titles are method names, not translated.
 *
 * Reusable is Stripe's "recurring payments" column: cards, the debits, Cash App Pay, Link and Amazon Pay save as
 * themselves; iDEAL, Bancontact and Sofort save as a SEPA Direct Debit (Stripe's "set up future SEPA Direct Debit
 * payments" guides); vouchers, BLIK, the other redirects and buy-now-pay-later methods cannot be saved. The browser
 * gets this column in paymentMethodsConfig (EnabledMethods::for_browser()) and keeps no list of its own.
 */
final class Methods {

	/** @var array<string, Method>|null The catalogue, built once: its methods are read-only and nothing in it is translated. */
	private static ?array $all = null;

	/**
	 * Every method, by id. A checkout render asks for it dozens of times (each EnabledMethods::has()).
	 *
	 * @return array<string, Method>
	 */
	public static function all(): array {
		return self::$all ??= self::catalogue();
	}

	/**
	 * The catalogue, built.
	 *
	 * @return array<string, Method>
	 */
	private static function catalogue(): array {
		$list = [
			new Method( 'blik', 'BLIK', [ 'PLN' ], deferred_intent: false ),
			new Method( 'card', 'Card', [], reusable: true ),
			new Method( 'giropay', 'giropay', [ 'EUR' ] ),
			new Method( 'eps', 'EPS', [ 'EUR' ] ),
			new Method( 'ideal', 'iDEAL', [ 'EUR' ], reusable: true ),
			new Method( 'p24', 'Przelewy24', [ 'EUR', 'PLN' ] ),
			new Method( 'sepa_debit', 'SEPA Direct Debit', [ 'EUR' ], reusable: true ),
			new Method( 'sofort', 'Sofort', [ 'EUR' ], reusable: true ),
			new Method( 'boleto', 'Boleto', [ 'BRL' ], refundable: false ),
			new Method( 'oxxo', 'OXXO', [ 'MXN' ], refundable: false ),
			new Method( 'bancontact', 'Bancontact', [ 'EUR' ], reusable: true ),
			new Method( 'alipay', 'Alipay', [ 'AUD', 'CAD', 'CNY', 'EUR', 'GBP', 'HKD', 'JPY', 'MYR', 'NZD', 'SGD', 'USD' ] ),
			new Method( 'multibanco', 'Multibanco', [ 'EUR' ], refundable: false ),
			new Method( 'klarna', 'Klarna' ),
			new Method( 'affirm', 'Affirm', [ 'USD', 'CAD' ] ),
			new Method( 'afterpay_clearpay', 'Afterpay / Clearpay', [ 'AUD', 'CAD', 'GBP', 'NZD', 'USD' ] ),
			new Method( 'afterpay', 'Afterpay', [ 'AUD', 'CAD', 'NZD', 'USD' ] ),
			new Method( 'clearpay', 'Clearpay', [ 'GBP' ] ),
			new Method( 'wechat_pay', 'WeChat Pay' ),
			new Method( 'cashapp', 'Cash App Pay', [ 'USD' ], reusable: true ),
			new Method( 'link', 'Link', [], reusable: true ),
			new Method( 'amazon_pay', 'Amazon Pay', [], reusable: true ),
			new Method( 'us_bank_account', 'ACH Direct Debit', [ 'USD' ], reusable: true ),
			new Method( 'acss_debit', 'Pre-authorized debit', [ 'CAD', 'USD' ], reusable: true, deferred_intent: false ),
			new Method( 'bacs_debit', 'Bacs Direct Debit', [ 'GBP' ], reusable: true ),
			new Method( 'au_becs_debit', 'BECS Direct Debit', [ 'AUD' ], reusable: true ),
		];
		$methods = [];
		foreach ( $list as $method ) {
			$methods[ $method->id ] = $method;
		}
		return $methods;
	}

	/**
	 * One method, or null for an id that is not one.
	 *
	 * @param string $id Stripe's payment method type.
	 */
	public static function get( string $id ): ?Method {
		return self::all()[ $id ] ?? null;
	}

	/**
	 * Id => title, for the settings screen's choice.
	 *
	 * @return array<string, string>
	 */
	public static function titles(): array {
		return array_map( static fn ( Method $method ): string => $method->title, self::all() );
	}

	/**
	 * The method a WooCommerce gateway id takes payments with (`stripe` is the card), or null for another gateway.
	 *
	 * @param string $gateway_id An order's payment method, e.g. `stripe_ideal`.
	 */
	public static function for_gateway( string $gateway_id ): ?Method {
		foreach ( self::all() as $method ) {
			if ( $method->gateway_id() === $gateway_id ) {
				return $method;
			}
		}
		return null;
	}
}
