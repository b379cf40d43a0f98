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
use ShopStripeGateway\Assets\BuildAssets;
use ShopStripeGateway\Gateway\CardGateway;
use ShopStripeGateway\I18n;

use const ShopStripeGateway\DIR;

/**
 * Loads build/checkout.js (src/checkout/index.tsx), which calls registerPaymentMethod(), when the gateway is enabled,
 * and hands it the public part of the settings, read there with getPaymentMethodData( 'stripe' ).
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
	 * @param BuildAssets $build Reads the build folder.
	 */
	public function __construct( private BuildAssets $build ) {}

	/**
	 * Reads the gateway's settings.
	 */
	public function initialize(): void {
		$settings       = get_option( CardGateway::SETTINGS_OPTION, [] );
		$this->settings = is_array( $settings ) ? $settings : [];
	}

	/**
	 * The script loads only when the gateway is enabled.
	 */
	public function is_active(): bool {
		return 'yes' === $this->get_setting( 'enabled', 'no' );
	}

	/**
	 * Registers the checkout script.
	 *
	 * @return string[]
	 */
	public function get_payment_method_script_handles(): array {
		if ( ! wp_script_is( self::SCRIPT_HANDLE, 'registered' ) ) {
			if ( ! $this->build->register_script( self::SCRIPT_HANDLE, 'checkout' ) ) {
				return [];
			}
			wp_set_script_translations( self::SCRIPT_HANDLE, I18n::TEXT_DOMAIN, DIR . 'languages' );
		}

		return [ self::SCRIPT_HANDLE ];
	}

	/**
	 * Public settings for the script. Never the secret key. The error texts are the one catalogue of the plugin
	 * (ErrorMessages, filterable), read in the browser by src/common/error-message.ts.
	 *
	 * @return array{title: string, isConfigured: bool, supports: string[], errorMessages: array<string, string>}
	 */
	public function get_payment_method_data(): array {
		$title = $this->get_setting( 'title' );

		return [
			'title'         => is_string( $title ) ? $title : '',
			'isConfigured'  => CardGateway::has_keys( $this->settings ),
			'supports'      => $this->get_supported_features(),
			'errorMessages' => ErrorMessages::all(),
		];
	}
}
