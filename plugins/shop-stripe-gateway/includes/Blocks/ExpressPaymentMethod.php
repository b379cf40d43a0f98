<?php
/**
 * The express buttons on the block cart and checkout.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Blocks;

use Automattic\WooCommerce\Blocks\Payments\Integrations\AbstractPaymentMethodType;
use ShopStripeGateway\Express\ExpressConfig;
use ShopStripeGateway\Express\ExpressSettings;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Kit\Assets\BuildAssets;

defined( 'ABSPATH' ) || exit;

/**
 * `stripe_express`, which build/express-block.js (src/express/block.tsx) registers with
 * registerExpressPaymentMethod() (its `paymentMethodId` is the card gateway's, `stripe`, which takes the order).
 * Active while a wallet is offered and the card gateway is on; the script joins the cart and checkout pages whose
 * location is chosen (and the editor), never the mini-cart elsewhere. Its data is the classic container's
 * configuration (ExpressConfig) for the page's location, the same for every visitor.
 */
final class ExpressPaymentMethod extends AbstractPaymentMethodType {

	/** The block cart and checkout's express script (entry `express-block`). */
	public const SCRIPT_HANDLE = 'shop-stripe-gateway-express-block';

	/**
	 * Payment method name.
	 *
	 * @var string
	 */
	protected $name = 'stripe_express';

	/**
	 * Constructor.
	 *
	 * @param BuildAssets     $build           Reads the build folder.
	 * @param GatewaySettings $stripe_settings The card gateway's settings.
	 * @param ExpressSettings $express         The express settings.
	 * @param ExpressConfig   $config          The buttons' configuration.
	 */
	public function __construct( private BuildAssets $build, private GatewaySettings $stripe_settings, private ExpressSettings $express, private ExpressConfig $config ) {}

	/** Reads the card gateway's settings. */
	public function initialize(): void {
		$this->settings = $this->stripe_settings->all();
	}

	/** Active while a wallet is offered, the card gateway is on and both keys of its mode are set. */
	public function is_active(): bool {
		return $this->express->any_wallet() && $this->stripe_settings->is_on( 'enabled', false ) && $this->stripe_settings->keys()->complete();
	}

	/**
	 * The express script on a cart or checkout page whose location is chosen.
	 *
	 * @return string[]
	 */
	public function get_payment_method_script_handles(): array {
		$location = self::location();
		return null !== $location && $this->express->at( $location ) ? $this->register_script() : [];
	}

	/**
	 * The express script in the editor, where the cart and checkout blocks show the express area.
	 *
	 * @return string[]
	 */
	public function get_payment_method_script_handles_for_admin(): array {
		return $this->register_script();
	}

	/**
	 * Registers the script once.
	 *
	 * @return string[] Its handle, or none when the build is missing.
	 */
	private function register_script(): array {
		if ( ! wp_script_is( self::SCRIPT_HANDLE, 'registered' ) && ! $this->build->register_translated_script( self::SCRIPT_HANDLE, 'express-block' ) ) {
			return [];
		}
		return [ self::SCRIPT_HANDLE ];
	}

	/**
	 * The buttons' configuration for the page's location (ExpressConfig), and the features WooCommerce asks about.
	 *
	 * @return array<string, mixed>
	 */
	public function get_payment_method_data(): array {
		$location = self::location() ?? 'checkout';
		$here     = 'cart' === $location ? wc_get_cart_url() : wc_get_checkout_url();
		return $this->config->for_location( $location, null, $here ) + [
			'enabled'  => $this->express->at( $location ),
			'supports' => $this->get_supported_features(),
		];
	}

	/** The page's location: the cart (page or block), the checkout (page or block, not its endpoints), else none. */
	private static function location(): ?string {
		if ( is_cart() || has_block( 'woocommerce/cart' ) ) {
			return 'cart';
		}
		return CardPaymentMethod::is_checkout_page() ? 'checkout' : null;
	}
}
