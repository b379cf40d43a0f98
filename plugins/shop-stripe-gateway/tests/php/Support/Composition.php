<?php
/**
 * The services as Plugin composes them, for tests that build one by hand.
 *
 * @package ShopStripeGateway\Tests
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Tests\Support;

use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Gateway\Gateways;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Gateway\MethodGateway;
use ShopStripeGateway\Gateway\Methods;
use ShopStripeGateway\Plugin;

/**
 * The settings object and the client built the way Plugin::services() builds them (Plugin::client()): the key and
 * the debug switch are read from the saved settings at each request, so a test that changes them needs no new client.
 */
final class Composition {

	/** The card gateway's settings. */
	public static function settings(): GatewaySettings {
		return new GatewaySettings();
	}

	/** The plugin's client. */
	public static function client(): StripeClient {
		return Plugin::client( self::settings() );
	}

	/** The Gateways service. */
	public static function gateways(): Gateways {
		return new Gateways( self::client(), self::settings() );
	}

	/** The card gateway, as WooCommerce is given it. */
	public static function card_gateway(): CardGateway {
		return new CardGateway( self::client(), self::settings() );
	}

	/**
	 * A method's gateway, as WooCommerce is given it.
	 *
	 * @param string $id Method id, e.g. ideal.
	 */
	public static function method_gateway( string $id ): MethodGateway {
		return new MethodGateway( Methods::get( $id ) ?? throw new \InvalidArgumentException( $id ), self::client(), self::settings() );
	}
}
