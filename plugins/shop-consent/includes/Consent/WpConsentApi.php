<?php
/**
 * The server half of the WP Consent API integration.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Consent;

use Closure;
use ShopConsent\Geo\VisitorRegion;
use ShopConsent\Kit\Service;
use ShopConsent\Settings\Settings;

use const ShopConsent\FILE;

defined( 'ABSPATH' ) || exit;

/**
 * The WP Consent API plugin (wordpress.org/plugins/wp-consent-api) asks consent managers to register
 * (`wp_consent_api_registered_{basename}`, listed by its Site Health test), to set the consent type
 * (`wp_get_consent_type`) and lets them answer `wp_has_consent()` (filter `wp_has_consent`). The browser half
 * (src/frontend/wp-consent-api.ts) sets the API's cookies; this one answers PHP callers from `shop_consent` itself, so
 * they get the truth even before the browser half has run. Categories map as in the browser: functional = strict,
 * statistics and statistics-anonymous = third-party, marketing and preferences = advanced.
 *
 * Page HTML must stay the same for every visitor: where a page cache may keep the output, the type is `optin` and only
 * functional has consent (the browser half corrects both: with geo rules on, the API's script waits for our type).
 * On uncached requests the type follows the visitor's region (opt-out where the model says so) and the answer comes
 * from a valid cookie of the current consent version; without one, opt-in means no and opt-out means yes unless the
 * browser sends Sec-GPC and the GPC setting is on. With the setting `wp_consent_api` off the API is left alone.
 */
final class WpConsentApi implements Service {

	/** WP Consent API category to ours. */
	public const CATEGORIES = [
		'functional'           => 'strict',
		'preferences'          => 'advanced',
		'statistics'           => 'thirdparty',
		'statistics-anonymous' => 'thirdparty',
		'marketing'            => 'advanced',
	];

	/** @var Closure(): bool */
	private Closure $private_request;

	/**
	 * Constructor.
	 *
	 * @param Settings            $settings        The settings.
	 * @param VisitorRegion       $region          The visitor's region model.
	 * @param null|Closure():bool $private_request Whether this request's output is never cached (tests inject it).
	 */
	public function __construct( private Settings $settings, private VisitorRegion $region, ?Closure $private_request = null ) {
		$this->private_request = $private_request ?? PrivateRequest::current(...);
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'wp_consent_api_registered_' . plugin_basename( FILE ), [ $this, 'registered' ] );
		add_filter( 'wp_get_consent_type', [ $this, 'consent_type' ], 20 );
		add_filter( 'wp_has_consent', [ $this, 'has_consent' ], 20, 2 );
		add_filter( 'wp_consent_api_waitfor_consent_hook', [ $this, 'wait_for_type' ], 20 );
	}

	/**
	 * Whether the plugin declares itself a consent manager of the API (the integration setting).
	 */
	public function registered(): bool {
		return $this->enabled();
	}

	/**
	 * Filters the consent type.
	 *
	 * @param mixed $type The type so far (false: no consent management).
	 * @return mixed `optin` or `optout`; the type so far with the integration off.
	 */
	public function consent_type( $type = false ) {
		if ( ! $this->enabled() ) {
			return $type;
		}
		if ( ! ( $this->private_request )() ) {
			return 'optin';
		}
		return 'optin' === $this->region->answer()['model'] ? 'optin' : 'optout';
	}

	/**
	 * Whether the API's script waits for the browser half to set the type: when it depends on the region.
	 *
	 * @param mixed $wait Whether an earlier filter asked to wait.
	 */
	public function wait_for_type( $wait = false ): bool {
		return (bool) $wait || ( $this->enabled() && (bool) $this->settings->get()['geo']['enabled'] );
	}

	/**
	 * Filters wp_has_consent().
	 *
	 * @param mixed $has_consent The API's answer from its own cookies.
	 * @param mixed $category    The API category asked about.
	 * @return mixed
	 */
	public function has_consent( $has_consent, $category = '' ) {
		$ours = is_string( $category ) ? ( self::CATEGORIES[ $category ] ?? null ) : null;
		if ( null === $ours || ! $this->enabled() ) {
			return $has_consent;
		}
		if ( ! ( $this->private_request )() ) {
			return 'strict' === $ours;
		}
		$settings = $this->settings->get();
		$record   = ConsentCookie::current( (int) $settings['consent_version'] );
		if ( null !== $record ) {
			return 1 === $record[ $ours ];
		}
		if ( 'strict' === $ours ) {
			return true;
		}
		return 'optout' === $this->consent_type() && ! ( $settings['gpc'] && GlobalPrivacyControl::requested() );
	}

	/**
	 * Whether the integration is on.
	 */
	private function enabled(): bool {
		return (bool) $this->settings->get()['wp_consent_api'];
	}
}
