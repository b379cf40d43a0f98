<?php
/**
 * The one REST namespace of the plugin.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Rest;

defined( 'ABSPATH' ) || exit;

/**
 * Every route of Shop Consent lives under `/wp-json/shop-consent/v1/`; each feature's controller registers its own
 * routes with this namespace.
 */
final class RestNamespace {

	public const NAME = 'shop-consent/v1';
}
