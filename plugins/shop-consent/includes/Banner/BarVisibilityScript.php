<?php
/**
 * Whether the bar shows at first paint, decided in the browser before the body is parsed.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Banner;

defined( 'ABSPATH' ) || exit;

/**
 * The page's bar is in the HTML of every visitor and hidden by its styles unless `<html>` carries
 * `data-shop-consent-bar="shown"`. The first head snippet (Frontend\HeadSnippets) sets it, before first paint, for a
 * visitor without a decision whom the storefront core would show the bar at once: not one whose browser sends
 * Global Privacy Control (when honoured: refusal, no bar), not one who hid the bar for the session, not a visitor of
 * the replaced plugin (the core migrates the record first) and, with geo rules, no one (the geo answer decides, then
 * the core shows it). The core keeps the mark current afterwards (src/frontend/info-bar.ts). Without JavaScript the
 * bar stays hidden: its buttons could not work.
 */
final class BarVisibilityScript {

	/** The mark on `<html>`. */
	public const ATTRIBUTE = 'data-shop-consent-bar';

	/** The session cookie of close behaviour 1 (src/frontend/session-flag.ts). */
	public const HIDDEN_COOKIE = 'shop_consent_hidden';

	/** The replaced plugin's record (src/frontend/migrate-replaced-cookie.ts). */
	public const REPLACED_COOKIE = 'moove_gdpr_popup';

	/**
	 * A JavaScript statement marking `<html>` when the bar shows at first paint, '' when it never does (geo rules).
	 *
	 * @param array<string, mixed> $settings The settings.
	 */
	public static function statement( array $settings ): string {
		if ( ! empty( $settings['geo']['enabled'] ) ) {
			return '';
		}
		$condition = '!/(?:^|;\s*)(?:' . self::HIDDEN_COOKIE . '=1(?:;|$)|' . self::REPLACED_COOKIE . '=)/.test(document.cookie)';
		if ( ! empty( $settings['gpc'] ) ) {
			$condition .= '&&!navigator.globalPrivacyControl';
		}
		return 'if(' . $condition . ")document.documentElement.setAttribute('" . self::ATTRIBUTE . "','shown');";
	}
}
