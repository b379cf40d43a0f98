<?php
/**
 * Inline scripts at the very top of <head>.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Frontend;

use ShopConsent\Service;
use ShopConsent\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Before first paint: marks `<html data-shop-consent-decided="1">` when the cookie holds a decision of the current
 * version (so a returning visitor never sees the banner flash), and, with Consent Mode, the gtag defaults (all
 * denied) before any other tag. Both read the cookie in the browser: the HTML is the same for every visitor.
 */
final class HeadSnippets implements Service {

	/** Milliseconds gtag waits for the core's update. */
	public const WAIT_FOR_UPDATE = 500;

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
	 * Marks <html> when the cookie holds a decision of at least the configured version.
	 */
	public function decided_snippet(): string {
		$version = (int) $this->settings->get()['consent_version'];
		return 'try{var m=document.cookie.match(/(?:^|; )shop_consent=([^;]*)/),r=m&&JSON.parse(decodeURIComponent(m[1]));'
			. 'if(r&&r.version>=' . $version . ")document.documentElement.setAttribute('data-shop-consent-decided','1')}catch(e){}";
	}

	/**
	 * Google Consent Mode v2 defaults, or '' when Consent Mode is off.
	 */
	public function consent_mode_snippet(): string {
		$mode = $this->settings->get()['consent_mode'];
		if ( ! $mode['enabled'] ) {
			return '';
		}
		$defaults = [
			'ad_storage'         => 'denied',
			'ad_user_data'       => 'denied',
			'ad_personalization' => 'denied',
			'analytics_storage'  => 'denied',
			'wait_for_update'    => self::WAIT_FOR_UPDATE,
		];
		$js       = 'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}'
			. "gtag('consent','default'," . wp_json_encode( $defaults ) . ');';
		if ( $mode['url_passthrough'] ) {
			$js .= "gtag('set','url_passthrough',true);";
		}
		if ( $mode['ads_data_redaction'] ) {
			$js .= "gtag('set','ads_data_redaction',true);";
		}
		return $js;
	}
}
