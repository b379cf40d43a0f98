<?php
/**
 * Inline scripts at the very top of <head>.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Frontend;

use ShopConsent\Banner\BarVisibilityScript;
use ShopConsent\Consent\StoredDecisionScript;
use ShopConsent\Kit\Service;
use ShopConsent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Before first paint: marks `<html data-shop-consent-decided="1">` when the cookie holds a decision of the current
 * version, else `<html data-shop-consent-bar="shown">` when the server-drawn bar is due at once (BarVisibilityScript:
 * the bar is hidden without the mark, so a returning visitor never sees it flash), and, with Consent Mode, the gtag defaults before any
 * other tag: the stored decision when there is one (a returning visitor's first hits go out with it, not denied until
 * the deferred core runs), else all denied. Both read the cookie in the browser: the HTML is the same for every visitor.
 */
final class HeadSnippets implements Service {

	/** Milliseconds gtag waits for the core's update. */
	public const WAIT_FOR_UPDATE = 500;

	/**
	 * Google Consent Mode v2 storage types and the category that grants each; src/frontend/consent-mode.ts sends the
	 * updates with the same mapping (e2e/shop-consent/consent-mode.spec.ts proves both agree).
	 */
	public const CONSENT_MODE_TYPES = [
		'ad_storage'         => 'advanced',
		'ad_user_data'       => 'advanced',
		'ad_personalization' => 'advanced',
		'analytics_storage'  => 'thirdparty',
	];

	/**
	 * Constructor.
	 *
	 * @param Settings $settings The settings.
	 */
	public function __construct( private Settings $settings ) {}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_head', [ $this, 'print' ], 1 );
	}

	/**
	 * Prints the snippets.
	 */
	public function print(): void {
		wp_print_inline_script_tag( $this->decided_snippet(), [ 'id' => 'shop-consent-decided' ] );
		$consent_mode = $this->consent_mode_snippet();
		if ( '' !== $consent_mode ) {
			wp_print_inline_script_tag( $consent_mode, [ 'id' => 'shop-consent-mode-defaults' ] );
		}
	}

	/**
	 * Reads the cookie once into the global of StoredDecisionScript, and marks <html> when it holds a decision of at
	 * least the configured version; without one, shows the bar where it is due at once.
	 */
	public function decided_snippet(): string {
		$decided = 'if(' . StoredDecisionScript::STORED . '=(' . $this->reader() . ")())document.documentElement.setAttribute('data-shop-consent-decided','1');";
		$bar     = BarVisibilityScript::statement( $this->settings->get() );
		return '' === $bar ? $decided : $decided . 'else ' . $bar;
	}

	/**
	 * Google Consent Mode v2 defaults from the stored decision (denied without one), or '' when Consent Mode is off.
	 */
	public function consent_mode_snippet(): string {
		$mode = $this->settings->get()['consent_mode'];
		if ( ! $mode['enabled'] ) {
			return '';
		}
		$js = 'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}'
			. "(function(r,t){var d={},k;for(k in t){d[k]=r&&r[t[k]]===1?'granted':'denied'}"
			. 'd.wait_for_update=' . self::WAIT_FOR_UPDATE . ";gtag('consent','default',d)})("
			. StoredDecisionScript::STORED . ',' . wp_json_encode( self::CONSENT_MODE_TYPES ) . ');';
		if ( $mode['url_passthrough'] ) {
			$js .= "gtag('set','url_passthrough',true);";
		}
		if ( $mode['ads_data_redaction'] ) {
			$js .= "gtag('set','ads_data_redaction',true);";
		}
		return $js;
	}

	/**
	 * The inline cookie reader for the configured consent version.
	 */
	private function reader(): string {
		return StoredDecisionScript::reader( (int) $this->settings->get()['consent_version'] );
	}
}
