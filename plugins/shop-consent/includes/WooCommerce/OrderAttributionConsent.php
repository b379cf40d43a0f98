<?php
/**
 * Lets WooCommerce's order attribution track only with consent.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\WooCommerce;

use Closure;
use ShopConsent\Consent\ConsentCookie;
use ShopConsent\Consent\PrivateRequest;
use ShopConsent\Consent\StoredDecisionScript;
use ShopConsent\Kit\Service;
use ShopConsent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce prints the filter's answer into every storefront page (`wc_order_attribution.params.allowTracking`)
 * and its `order-attribution.js` applies it at once: `false` deletes the `sbjs_*` cookies, so a consenting visitor
 * who then got `true` from the core would start a new visit with an internal referrer, "(direct)". So WooCommerce
 * must never see a wrong answer in the browser:
 * - a page a full-page cache may keep gets `false` for everyone (its HTML is the same for every visitor, and a page
 *   whose inline script was stripped stays without tracking);
 * - an inline script printed before WooCommerce's (after its params), the same for everyone, sets `allowTracking`
 *   from the `shop_consent` cookie in the browser, as the first head snippet read it (`window.shopConsentStored`,
 *   StoredDecisionScript; without it, no tracking); the core then calls `setOrderTracking()` only on a real change;
 * - pages never cached (cart, checkout, account: WooCommerce sets DONOTCACHEPAGE) and requests that are not page
 *   renders answer from the cookie on the server too: a valid decision of the current version allowing the
 *   configured attribution category.
 */
final class OrderAttributionConsent implements Service {

	/** WooCommerce's order attribution script. */
	public const HANDLE = 'wc-order-attribution';

	/** @var Closure(): bool */
	private Closure $renders_private_page;

	/**
	 * Constructor.
	 *
	 * @param Settings           $settings             The settings.
	 * @param null|Closure():bool $renders_private_page Whether this request's output is never cached (tests inject it).
	 */
	public function __construct( private Settings $settings, ?Closure $renders_private_page = null ) {
		$this->renders_private_page = $renders_private_page ?? Closure::fromCallable( [ PrivateRequest::class, 'current' ] );
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'wc_order_attribution_allow_tracking', [ $this, 'allow' ], 20 );
		// After WooCommerce enqueued its script (priority 10).
		add_action( 'wp_enqueue_scripts', [ $this, 'answer_in_the_browser' ], 20 );
	}

	/**
	 * Attaches the browser's answer before WooCommerce's script, where it enqueued it.
	 */
	public function answer_in_the_browser(): void {
		if ( wp_script_is( self::HANDLE ) ) {
			wp_add_inline_script( self::HANDLE, $this->browser_answer(), 'before' );
		}
	}

	/**
	 * The inline script: WordPress prints it after the params (`wp_localize_script`) and before the script.
	 */
	public function browser_answer(): string {
		$settings = $this->settings->get();
		return '(function(a,r){if(a&&a.params){a.params.allowTracking=!!r&&r['
			. wp_json_encode( $settings['attribution_category'] ) . ']===1}})(window.wc_order_attribution,'
			. StoredDecisionScript::STORED . ');';
	}

	/**
	 * Filter callback.
	 *
	 * @param mixed $allow Whether an earlier filter allows tracking.
	 */
	public function allow( $allow = true ): bool {
		if ( ! $allow || ! ( $this->renders_private_page )() ) {
			return false;
		}
		$settings = $this->settings->get();
		$record   = ConsentCookie::current( (int) $settings['consent_version'] );
		return null !== $record && 1 === $record[ $settings['attribution_category'] ];
	}
}
