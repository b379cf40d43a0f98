<?php
/**
 * The card payment method as a WooCommerce gateway.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Gateway;

use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Checkout\PaymentFields;
use ShopStripeGateway\Express\ExpressFields;

defined( 'ABSPATH' ) || exit;

/**
 * The card gateway, and the plugin's settings screen (keys, enabled methods, capture, saved cards). It is disabled by
 * default and never offered without the API keys of its mode (StripeGateway). Its hooks are added by the Gateways
 * service, not here.
 */
final class CardGateway extends StripeGateway {

	/**
	 * Gateway id, also the block checkout's payment method name (src/checkout/constants.ts). The replaced WooCommerce
	 * Stripe Gateway's id: its settings (same option, same keys) and its saved tokens carry over.
	 */
	public const ID = 'stripe';

	/** The checkout field carrying the PaymentMethod id the browser created. */
	public const PAYMENT_METHOD_FIELD = 'shop_stripe_payment_method';

	/** Option where WooCommerce's settings API stores this gateway's settings (plugin_id + id + '_settings'). */
	public const SETTINGS_OPTION = 'woocommerce_stripe_settings';

	/**
	 * Constructor: reads the settings.
	 *
	 * @param StripeClient    $client          The plugin's Stripe client.
	 * @param GatewaySettings $stripe_settings The card gateway's settings.
	 */
	public function __construct( StripeClient $client, GatewaySettings $stripe_settings ) {
		parent::__construct( $client, $stripe_settings );
		$this->id                 = self::ID;
		$this->method_title       = __( 'Card (Shop Stripe Gateway)', 'shop-stripe-gateway' );
		$this->method_description = self::summary();
		$this->has_fields         = true;
		$this->supports           = [ 'products', 'refunds' ];

		$this->init_form_fields();
		// Never saved, the settings would cost a query on every request (WordPress remembers a missing option for one
		// request only): stored empty and autoloaded they cost none, and every field keeps its form field's default
		// (WC_Settings_API::get_option() fills them in).
		if ( null === get_option( self::SETTINGS_OPTION, null ) ) {
			add_option( self::SETTINGS_OPTION, [], '', true );
		}
		$this->init_settings();

		$this->title       = $this->get_option( 'title' );
		$this->description = $this->get_option( 'description' );
		if ( 'no' !== $this->get_option( 'saved_cards', 'yes' ) ) {
			// Saved cards at checkout and on My account > Add payment method (SavedCards\).
			array_push( $this->supports, 'tokenization', 'add_payment_method' );
		}
	}

	/**
	 * What the gateway does, as WooCommerce > Settings > Payments and this gateway's screen say it: only what the
	 * plugin does today (NextAction: 3-D Secure; SavedCards\; Refunds; ManualCapture; Webhooks\).
	 */
	public static function summary(): string {
		return __( 'Card payments through Stripe on the block and classic checkout, with 3-D Secure when the bank asks for it. Shoppers can save a card for their next order; you can authorise now and capture later, refund from the order screen, and offer the other Stripe payment methods you enable below. Stripe\'s webhook keeps orders in step with payments that settle later.', 'shop-stripe-gateway' );
	}

	/**
	 * The accepted card brands after the title in the classic checkout's list of methods (CardBrands), through
	 * WooCommerce's own filter as every gateway's icon.
	 */
	public function get_icon(): string {
		return (string) apply_filters( 'woocommerce_gateway_icon', CardBrands::html(), $this->id );
	}

	/** The card. */
	public function method(): Method {
		return Methods::all()['card'];
	}

	/**
	 * Settings shown on WooCommerce > Settings > Payments > Card (Shop Stripe Gateway).
	 */
	public function init_form_fields(): void {
		$this->form_fields = SettingsFields::all();
	}

	/**
	 * A key or webhook secret as WooCommerce's settings API saves it (it calls validate_<field>_field() by name): a
	 * malformed one is refused with a message on the settings screen, and the saved value stays.
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	private function checked_key( string $key, $value ): string {
		// Checked before any sanitising: stripping markup could turn a bad paste into '' and remove the saved key.
		$value   = trim( is_scalar( $value ) ? wp_unslash( (string) $value ) : '' );
		$problem = KeyFormats::problem( $key, $value );
		if ( null === $problem ) {
			return $value; // Empty, or of the key's own characters only.
		}
		\WC_Admin_Settings::add_error( $problem );
		return (string) $this->get_option( $key );
	}

	/**
	 * Checks the test publishable key on save (KeyFormats).
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_test_publishable_key_field( $key, $value ): string {
		return $this->checked_key( (string) $key, $value );
	}

	/**
	 * Checks the test secret key on save (KeyFormats).
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_test_secret_key_field( $key, $value ): string {
		return $this->checked_key( (string) $key, $value );
	}

	/**
	 * Checks the test webhook secret on save (KeyFormats).
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_test_webhook_secret_field( $key, $value ): string {
		return $this->checked_key( (string) $key, $value );
	}

	/**
	 * Checks the publishable key on save (KeyFormats).
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_publishable_key_field( $key, $value ): string {
		return $this->checked_key( (string) $key, $value );
	}

	/**
	 * Checks the secret key on save (KeyFormats).
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_secret_key_field( $key, $value ): string {
		return $this->checked_key( (string) $key, $value );
	}

	/**
	 * Checks the webhook secret on save (KeyFormats).
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_webhook_secret_field( $key, $value ): string {
		return $this->checked_key( (string) $key, $value );
	}

	/**
	 * The payment box of the classic pages: the Payment Element's container and the PaymentMethod field
	 * (Checkout\PaymentFields; the browser side is src/frontend/).
	 */
	public function payment_fields(): void {
		( new PaymentFields( $this ) )->render();
	}

	/**
	 * Checks the statement descriptor on save (StatementDescriptor): a bad one is refused with the rule it breaks.
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_statement_descriptor_field( $key, $value ): string {
		$value   = trim( is_scalar( $value ) ? wp_unslash( (string) $value ) : '' );
		$problem = StatementDescriptor::problem( $value );
		if ( null === $problem ) {
			return $value;
		}
		\WC_Admin_Settings::add_error( $problem );
		return (string) $this->get_option( (string) $key );
	}

	/**
	 * An express button setting as the settings API saves it (ExpressFields): a value out of its limits or lists is
	 * refused with a message, and the saved one stays.
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	private function checked_express( string $key, $value ): string {
		$value   = is_scalar( $value ) ? trim( wp_unslash( (string) $value ) ) : '';
		$problem = ExpressFields::problem( $key, $value );
		if ( null === $problem ) {
			return $value;
		}
		\WC_Admin_Settings::add_error( $problem );
		return (string) $this->get_option( $key );
	}

	/**
	 * Checks the express button height on save (40 to 55 px, spec 5).
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_express_checkout_button_height_field( $key, $value ): string {
		return $this->checked_express( (string) $key, $value );
	}

	/**
	 * Checks the express button corner radius on save (0 to 30 px).
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_express_checkout_button_radius_field( $key, $value ): string {
		return $this->checked_express( (string) $key, $value );
	}

	/**
	 * Checks the express button type on save.
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_express_checkout_button_type_field( $key, $value ): string {
		return $this->checked_express( (string) $key, $value );
	}

	/**
	 * Checks the express button theme on save.
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 */
	public function validate_express_checkout_button_theme_field( $key, $value ): string {
		return $this->checked_express( (string) $key, $value );
	}

	/**
	 * Keeps the express locations to product, cart and checkout.
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 * @return list<string>
	 */
	public function validate_express_checkout_locations_field( $key, $value ): array {
		return ExpressFields::locations( is_array( $value ) ? wp_unslash( $value ) : null );
	}

	/**
	 * Keeps only the catalogue's ids among the enabled methods (Methods).
	 *
	 * @param string $key   Field key.
	 * @param mixed  $value Posted value.
	 * @return list<string>
	 */
	public function validate_upe_checkout_experience_accepted_payments_field( $key, $value ): array {
		$posted = is_array( $value ) ? array_map( 'sanitize_key', wp_unslash( $value ) ) : [];
		return array_values( array_intersect( array_keys( Methods::all() ), $posted ) );
	}
}
