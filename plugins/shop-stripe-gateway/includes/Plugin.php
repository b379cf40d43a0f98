<?php
/**
 * Composition root: builds the services and registers them.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway;

use ShopStripeGateway\Admin\AdminPage;
use ShopStripeGateway\Admin\GatewayStatus;
use ShopStripeGateway\Api\DebugLog;
use ShopStripeGateway\Api\Keys;
use ShopStripeGateway\Api\StripeClient;
use ShopStripeGateway\Appearance\OwnerCookie;
use ShopStripeGateway\Assets\Scripts;
use ShopStripeGateway\Blocks\PaymentMethods;
use ShopStripeGateway\Checkout\ClassicScripts;
use ShopStripeGateway\Endpoints\ConfirmChangePayment;
use ShopStripeGateway\Endpoints\CreateAndConfirmSetupIntent;
use ShopStripeGateway\Endpoints\InitSetupIntent;
use ShopStripeGateway\Endpoints\RateLimitTable;
use ShopStripeGateway\Endpoints\SaveAppearance;
use ShopStripeGateway\Endpoints\UpdateFailedOrder;
use ShopStripeGateway\Endpoints\UpdatePaymentIntent;
use ShopStripeGateway\Express\Endpoints\ExpressContext;
use ShopStripeGateway\Express\Endpoints\GetSelectedProductData;
use ShopStripeGateway\Express\Endpoints\GetShippingOptions;
use ShopStripeGateway\Express\Endpoints\NormalizeAddress;
use ShopStripeGateway\Express\Endpoints\UpdateShippingMethod;
use ShopStripeGateway\Express\ExpressCheckoutHeader;
use ShopStripeGateway\Express\ExpressConfig;
use ShopStripeGateway\Express\ExpressContainer;
use ShopStripeGateway\Express\LoginRedirect;
use ShopStripeGateway\Express\DomainRoute;
use ShopStripeGateway\Express\PaymentMethodDomain;
use ShopStripeGateway\Express\SettingsPreview;
use ShopStripeGateway\Gateway\Gateways;
use ShopStripeGateway\Gateway\GatewaySettings;
use ShopStripeGateway\Kit\Assets\BuildAssets;
use ShopStripeGateway\Kit\I18n;
use ShopStripeGateway\Kit\Service;
use ShopStripeGateway\Kit\WooCommerce\Compatibility;
use ShopStripeGateway\Kit\WooCommerce\Dependency;
use ShopStripeGateway\Kit\WooCommerce\WooCommercePlugin;
use ShopStripeGateway\Order\OrderLocator;
use ShopStripeGateway\Payments\ConfirmEndpoint;
use ShopStripeGateway\Payments\ManualCapture;
use ShopStripeGateway\Payments\PendingSweeper;
use ShopStripeGateway\Payments\RedirectReturn;
use ShopStripeGateway\SavedCards\TokenDeletion;
use ShopStripeGateway\Webhooks\EventStore;
use ShopStripeGateway\Webhooks\EventTable;
use ShopStripeGateway\Webhooks\Handlers;
use ShopStripeGateway\Webhooks\WebhookNotice;
use ShopStripeGateway\Webhooks\WebhookRoute;
use ShopStripeGateway\Webhooks\WebhookSecret;
use ShopStripeGateway\Webhooks\WebhookStatus;

defined( 'ABSPATH' ) || exit;

/**
 * Shop Stripe Gateway requires WooCommerce: without it, only the translations and a notice are registered.
 */
final class Plugin extends WooCommercePlugin {

	/**
	 * Without WooCommerce: the translations and the notice that asks for it.
	 *
	 * @return list<Service>
	 */
	protected function without_woocommerce(): array {
		return [ new I18n( FILE ), new Dependency( 'Shop Stripe Gateway' ) ];
	}

	/**
	 * The one Stripe client every service calls Stripe with. Its key and debug switch are read from the settings at
	 * each request, so a key the settings screen saves later in the same request is the one sent.
	 *
	 * @param GatewaySettings $settings The card gateway's settings.
	 */
	public static function client( GatewaySettings $settings ): StripeClient {
		return new StripeClient( Keys::from_settings( $settings ), log: DebugLog::from_settings( $settings ) );
	}

	/** The card gateway's settings, one object for every service. */
	private GatewaySettings $settings;

	/** The one Stripe client. */
	private StripeClient $client;

	/**
	 * The plugin's services a page may need, wired explicitly: one settings object and one Stripe client, shared with
	 * the REST routes and ajax endpoints built when they are asked for (rest_services(), wc_ajax_services()).
	 *
	 * @return list<Service>
	 */
	protected function services(): array {
		$build          = new BuildAssets( DIR, URL );
		$this->settings = new GatewaySettings();
		$this->client   = self::client( $this->settings );
		$settings       = $this->settings;
		$client         = $this->client;
		$gateways       = new Gateways( $client, $settings );
		$express        = $settings->express();
		$config         = new ExpressConfig( $settings, $express );

		return [
			new I18n( FILE ),
			new Scripts( $build ),
			new ClassicScripts( $gateways ),
			new Compatibility( FILE ),
			$gateways,
			new PaymentMethods( $build, $settings, $express, $config ),
			new EventTable( new EventStore() ),
			new ManualCapture( $client ),
			new RedirectReturn( $client ),
			new PendingSweeper( $client ),
			new RateLimitTable(),
			new OwnerCookie(),
			new TokenDeletion( $client ),
			new ExpressContainer( $gateways, $express, $config ),
			new LoginRedirect(),
		];
	}

	/**
	 * The admin screens' services: the settings page with its status, the webhook notice, the express buttons'
	 * preview.
	 *
	 * @return list<Service>
	 */
	protected function admin_services(): array {
		$status = new WebhookStatus();

		return [
			new AdminPage( new GatewayStatus( $status, $this->settings ) ),
			new WebhookNotice( new WebhookSecret( $this->settings ), $status ),
			new SettingsPreview(),
		];
	}

	/**
	 * The REST routes: Stripe's webhooks and the express domain's registration.
	 *
	 * @return list<Service>
	 */
	protected function rest_services(): array {
		$client = $this->client;

		return [
			new WebhookRoute( new WebhookSecret( $this->settings ), new EventStore(), new WebhookStatus(), static fn () => Handlers::all( new OrderLocator(), $client ) ),
			new ExpressCheckoutHeader(),
			new DomainRoute( new PaymentMethodDomain( $client, $this->settings ) ),
		];
	}

	/**
	 * The endpoints the checkout, the pay-for-order page, My account and the express buttons call
	 * (`?wc-ajax=wc_stripe_…`).
	 *
	 * @return list<Service>
	 */
	protected function wc_ajax_services(): array {
		$client   = $this->client;
		$settings = $this->settings;

		return [
			new ConfirmEndpoint( $client ),
			new InitSetupIntent( $client, $settings ),
			new CreateAndConfirmSetupIntent( $client, $settings ),
			new UpdatePaymentIntent( $client, $settings ),
			new UpdateFailedOrder( $client ),
			new ConfirmChangePayment( $client ),
			new SaveAppearance(),
			new ExpressContext(),
			new NormalizeAddress(),
			new GetSelectedProductData(),
			new GetShippingOptions(),
			new UpdateShippingMethod(),
		];
	}
}
