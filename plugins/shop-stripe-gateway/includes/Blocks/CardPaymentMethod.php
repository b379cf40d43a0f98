<?php
/**
 * The card payment method in the block checkout.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Blocks;

use Automattic\WooCommerce\Blocks\Payments\Integrations\AbstractPaymentMethodType;
use ShopStripeGateway\Api\ErrorMessages;
use ShopStripeGateway\Checkout\ClientSettings;
use ShopStripeGateway\Gateway\CardBrands;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Kit\Assets\BuildAssets;
use ShopStripeGateway\Order\StripeAmount;

defined( 'ABSPATH' ) || exit;

/**
 * Loads build/checkout.js (src/checkout/index.tsx), which calls registerPaymentMethod(), when the gateway is enabled,
 * and hands it the public part of the settings, read there with getPaymentMethodData( 'stripe' ).
 *
 * WooCommerce adds every active method's script to the cart block's scripts too (for express payments) and
 * lazy-loads them with the mini-cart on any page; the card method has nothing to do there, so its script joins
 * only the checkout page (and the editor).
 */
final class CardPaymentMethod extends AbstractPaymentMethodType {

	public const SCRIPT_HANDLE = 'shop-stripe-gateway-checkout';

	/**
	 * Payment method name, the gateway id.
	 *
	 * @var string
	 */
	protected $name = CardGateway::ID;

	/**
	 * Constructor.
	 *
	 * @param BuildAssets     $build           Reads the build folder.
	 * @param GatewaySettings $stripe_settings The card gateway's settings.
	 */
	public function __construct( private BuildAssets $build, private GatewaySettings $stripe_settings ) {}

	/**
	 * Reads the gateway's settings.
	 */
	public function initialize(): void {
		$this->settings = $this->stripe_settings->all();
	}

	/**
	 * The script loads only when the gateway is enabled.
	 */
	public function is_active(): bool {
		return 'yes' === $this->get_setting( 'enabled', 'no' );
	}

	/**
	 * The checkout script, on the checkout page only: never on the cart, nor with the mini-cart on other pages.
	 *
	 * @return string[]
	 */
	public function get_payment_method_script_handles(): array {
		return self::is_checkout_page() ? $this->register_script() : [];
	}

	/**
	 * The checkout script in the editor, where the checkout block shows the method's preview.
	 *
	 * @return string[]
	 */
	public function get_payment_method_script_handles_for_admin(): array {
		return $this->register_script();
	}

	/**
	 * Whether the page shows the checkout form: the checkout page (or a page holding the checkout block), not its
	 * order-received or order-pay endpoints.
	 */
	public static function is_checkout_page(): bool {
		return ( is_checkout() || has_block( 'woocommerce/checkout' ) ) && ! is_wc_endpoint_url();
	}

	/**
	 * Registers the checkout script once.
	 *
	 * @return string[] Its handle, or none when the build is missing.
	 */
	private function register_script(): array {
		if ( ! wp_script_is( self::SCRIPT_HANDLE, 'registered' ) && ! $this->build->register_translated_script( self::SCRIPT_HANDLE, 'checkout' ) ) {
			return [];
		}

		return [ self::SCRIPT_HANDLE ];
	}

	/**
	 * Public settings for the script: the client settings every checkout reads (ClientSettings, src/common/
	 * client-settings.ts) and the block method's own. Never the secret key. The error texts are the one catalogue of
	 * the plugin (ErrorMessages, filterable), read in the browser by src/common/error-message.ts.
	 *
	 * @return array<string, mixed>
	 */
	public function get_payment_method_data(): array {
		$setting = $this->get_setting( 'title' );
		$title   = is_string( $setting ) ? $setting : '';
		$methods = $this->stripe_settings->methods()->for_browser();

		return array_merge(
			ClientSettings::build( $this->settings, $methods, true ),
			[
				'title'          => $title,
				'isConfigured'   => CardGateway::has_keys( $this->settings ),
				'supports'       => $this->get_supported_features(),
				'errorMessages'  => ErrorMessages::all(),
				'cardBrands'     => CardBrands::for_client(),
				// The block checkout's totals are in the shop's decimals; Stripe counts in the currency's own.
				'stripeDecimals' => StripeAmount::decimals( get_woocommerce_currency() ),
				'stripeStep'     => StripeAmount::step( get_woocommerce_currency() ),
			]
		);
	}
}
