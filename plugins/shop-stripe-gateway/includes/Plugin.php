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
use ShopStripeGateway\Appearance\OwnerCookie;
use ShopStripeGateway\Assets\BuildAssets;
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
use ShopStripeGateway\Gateway\Gateways;
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
use ShopStripeGateway\WooCommerce\Compatibility;
use ShopStripeGateway\WooCommerce\Dependency;

defined( 'ABSPATH' ) || exit;

/**
 * Shop Stripe Gateway requires WooCommerce: without it, only the translations and a notice are registered.
 */
final class Plugin {

	/**
	 * Tells whether WooCommerce is active.
	 *
	 * @var \Closure(): bool
	 */
	private \Closure $woocommerce_is_active;

	/**
	 * Constructor.
	 *
	 * @param (callable(): bool)|null $woocommerce_is_active Detects WooCommerce: Dependency::is_met() unless a test
	 *                                                      passes another, to run the branch without WooCommerce.
	 */
	public function __construct( ?callable $woocommerce_is_active = null ) {
		$this->woocommerce_is_active = \Closure::fromCallable( $woocommerce_is_active ?? [ Dependency::class, 'is_met' ] );
	}

	/**
	 * Registers the services once every plugin is loaded, so WooCommerce can be detected.
	 */
	public function register(): void {
		add_action( 'plugins_loaded', [ $this, 'boot' ] );
	}

	/**
	 * Registers every service, or only the missing-WooCommerce notice.
	 */
	public function boot(): void {
		$services = ( $this->woocommerce_is_active )() ? $this->services() : [ new I18n(), new Dependency() ];
		foreach ( $services as $service ) {
			$service->register();
		}
	}

	/**
	 * The plugin's services, wired explicitly.
	 *
	 * @return list<Service>
	 */
	private function services(): array {
		$build  = new BuildAssets( DIR . 'build/', URL . 'build/' );
		$secret = new WebhookSecret();
		$events = new EventStore();
		$status = new WebhookStatus();

		return [
			new I18n(),
			new Scripts( $build ),
			new ClassicScripts(),
			new AdminPage( new GatewayStatus( $status ) ),
			new Compatibility(),
			new Gateways(),
			new PaymentMethods( $build ),
			new EventTable( $events ),
			new WebhookRoute( $secret, $events, $status, Handlers::all( new OrderLocator() ) ),
			new WebhookNotice( $secret, $status ),
			new ManualCapture(),
			new RedirectReturn(),
			new ConfirmEndpoint(),
			new PendingSweeper(),
			new InitSetupIntent(),
			new CreateAndConfirmSetupIntent(),
			new UpdatePaymentIntent(),
			new UpdateFailedOrder(),
			new ConfirmChangePayment(),
			new RateLimitTable(),
			new SaveAppearance(),
			new OwnerCookie(),
			new TokenDeletion(),
		];
	}
}
