<?php
/**
 * The express buttons' container on the classic product page, cart and checkout.
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express;

use ShopStripeGateway\Gateway\Gateways;
use ShopStripeGateway\Kit\Service;
use WC_Order;
use WC_Product;
use const ShopStripeGateway\DIR;

defined( 'ABSPATH' ) || exit;

/**
 * Draws `<div class="shop-stripe-express" data-shop-stripe-express="<location>" data-config="<json>">` where the
 * location is chosen, a wallet is offered and the card gateway (which takes the express order) is available: after
 * the add-to-cart form of a simple or variable product that can be bought and is in stock, above the cart's
 * "Proceed to checkout" button, before the classic checkout's customer details. The markup is the same for every
 * visitor (ExpressConfig) and costs no Stripe call. After it, the loader (`build/express-loader.js`,
 * src/express/loader.ts, about 0.6 kB) is printed inline: it adds Stripe.js and the express script only when the
 * container comes within 300 px of the viewport. Printed beside the container rather than in the footer because
 * WooCommerce redraws the cart's totals (and this container in them) after each change of the cart, and runs the
 * scripts in what it inserts: the loader then watches the new container.
 */
final class ExpressContainer implements Service {

	/** The loader, built from src/express/loader.ts. */
	public const LOADER_FILE = 'build/express-loader.js';

	/**
	 * Constructor.
	 *
	 * @param Gateways        $gateways Builds the card gateway (its availability).
	 * @param ExpressSettings $express  The express settings.
	 * @param ExpressConfig   $config   The configuration printed in the container.
	 */
	public function __construct( private Gateways $gateways, private ExpressSettings $express, private ExpressConfig $config ) {}

	/** Adds the hooks. */
	public function register(): void {
		add_action( 'woocommerce_after_add_to_cart_form', [ $this, 'product' ] );
		add_action( 'woocommerce_proceed_to_checkout', [ $this, 'cart' ], 5 );
		add_action( 'woocommerce_checkout_before_customer_details', [ $this, 'checkout' ] );
		add_action( 'woocommerce_pay_order_before_payment', [ $this, 'pay_order' ] );
	}

	/** The product page's buttons, for a simple or variable product a shopper can buy now. */
	public function product(): void {
		global $product;
		if ( $product instanceof WC_Product && $product->is_type( [ 'simple', 'variable' ] ) && $product->is_purchasable() && $product->is_in_stock() ) {
			$this->draw( 'product', $product, (string) get_permalink( $product->get_id() ) );
		}
	}

	/** The cart's buttons. */
	public function cart(): void {
		$this->draw( 'cart', null, wc_get_cart_url() );
	}

	/** The classic checkout's buttons. */
	public function checkout(): void {
		$this->draw( 'checkout', null, wc_get_checkout_url() );
	}

	/**
	 * The pay-for-order page (the checkout's location): the order of the page's address, when its key is the one
	 * given and it still needs paying. Spec 7: the Store API's pay-for-order route pays it.
	 */
	public function pay_order(): void {
		global $wp;
		$order = wc_get_order( absint( $wp->query_vars['order-pay'] ?? 0 ) );
		$key   = isset( $_GET['key'] ) ? sanitize_text_field( wp_unslash( $_GET['key'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the order's key, compared below.
		if ( $order instanceof WC_Order && '' !== $key && hash_equals( $order->get_order_key(), $key ) && $order->needs_payment() ) {
			$this->draw( 'checkout', null, $order->get_checkout_payment_url(), $order );
		}
	}

	/**
	 * The container and its loader, when the location is on.
	 *
	 * @param string          $location `product`, `cart` or `checkout`.
	 * @param WC_Product|null $product  The product page's product.
	 * @param string          $here     The page's address.
	 * @param WC_Order|null   $order    The pay-for-order page's order.
	 */
	private function draw( string $location, ?WC_Product $product, string $here, ?WC_Order $order = null ): void {
		echo $this->markup( $location, $product, $here, $order ); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped in markup().
	}

	/**
	 * The container and its loader, or '' when the location is off, the card gateway cannot take the order or the
	 * scripts were not built.
	 *
	 * @param string          $location `product`, `cart` or `checkout`.
	 * @param WC_Product|null $product  The product page's product.
	 * @param string          $here     The page's address.
	 * @param WC_Order|null   $order    The pay-for-order page's order.
	 */
	public function markup( string $location, ?WC_Product $product, string $here, ?WC_Order $order = null ): string {
		if ( ! $this->express->at( $location ) || ! $this->gateways->card()->is_available() ) {
			return '';
		}
		$config = $this->config->for_location( $location, $product, $here, $order );
		$loader = self::loader();
		if ( '' === $config['scriptUrl'] || '' === $loader ) {
			return ''; // Not built: no buttons, never a broken container.
		}
		// The buttons' row is reserved before Stripe draws it (one row of the set height: the element is laid out in
		// one row, src/express/button-options.ts), so nothing below moves when the buttons appear. The height is a setting,
		// the same for every visitor.
		return sprintf(
			'<div class="shop-stripe-express" data-shop-stripe-express="%1$s" data-config="%2$s"><div class="shop-stripe-express__buttons" style="min-height:%3$dpx"></div></div>' . "\n%4\$s",
			esc_attr( $location ),
			esc_attr( (string) wp_json_encode( $config, JSON_UNESCAPED_SLASHES ) ),
			$this->express->button_height(),
			wp_get_inline_script_tag( $loader )
		);
	}

	/** The loader's code, '' when it was not built. */
	private static function loader(): string {
		$file = DIR . self::LOADER_FILE;
		return is_readable( $file ) ? trim( (string) file_get_contents( $file ) ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
	}
}
