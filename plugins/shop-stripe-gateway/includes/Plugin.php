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
	 * The plugin's services, wired explicitly.
	 *
	 * @return list<Service>
	 */
	protected function services(): array {
		$build  = new BuildAssets( DIR, URL );
		$secret = new WebhookSecret();
		$events = new EventStore();
		$status = new WebhookStatus();

		return [
			new I18n( FILE ),
			new Scripts( $build ),
			new ClassicScripts(),
			new AdminPage( new GatewayStatus( $status ) ),
			new Compatibility( FILE ),
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
