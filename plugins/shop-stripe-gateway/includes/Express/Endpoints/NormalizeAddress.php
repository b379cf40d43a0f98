<?php
/**
 * `?wc-ajax=wc_stripe_normalize_address` (spec 7, express calls).
 *
 * @package ShopStripeGateway
 */

declare( strict_types = 1 );

namespace ShopStripeGateway\Express\Endpoints;

use ShopStripeGateway\Endpoints\Answer;
use ShopStripeGateway\Express\AddressNormalizer;

defined( 'ABSPATH' ) || exit;

/**
 * `data` = JSON `{ billing_address, shipping_address }`: answers both in WooCommerce's form (AddressNormalizer), so
 * the Store API checkout that follows accepts the wallet's addresses. A missing shipping address (a product that
 * needs none) answers as an empty one.
 */
final class NormalizeAddress extends ExpressEndpoint {

	/** The wc-ajax action. */
	public function action(): string {
		return 'wc_stripe_normalize_address';
	}

	/**
	 * Normalises the addresses.
	 *
	 * @param array<string, mixed> $input data.
	 */
	protected function handle( array $input ): Answer {
		$data    = self::json( $input, 'data' );
		$billing = $data['billing_address'] ?? null;
		if ( ! is_array( $billing ) ) {
			return $this->refuse( 400, __( 'The address could not be read.', 'shop-stripe-gateway' ) );
		}
		$shipping = is_array( $data['shipping_address'] ?? null ) ? $data['shipping_address'] : [];
		return Answer::success(
			[
				'billing_address'  => AddressNormalizer::normalize( $billing ),
				'shipping_address' => AddressNormalizer::normalize( $shipping ),
			]
		);
	}
}
