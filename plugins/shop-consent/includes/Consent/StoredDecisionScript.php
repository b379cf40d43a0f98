<?php
/**
 * The `shop_consent` cookie read by inline scripts, before the storefront core runs.
 *
 * @package ShopConsent
 */

declare( strict_types = 1 );

namespace ShopConsent\Consent;

defined( 'ABSPATH' ) || exit;

/**
 * Inline scripts printed the same for every visitor (the head snippets, the order attribution answer) read the
 * decision in the browser with the rules of ConsentCookie and src/frontend/consent-cookie.ts: flags 0/1, an integer
 * version of at least the configured one, an id of 8-64 hex digits, strict 0 only with the others 0. The first head
 * snippet reads it once into `window.shopConsentStored` (the record or null); the later inline scripts take it from
 * there, so the reader is sent once per page.
 */
final class StoredDecisionScript {

	/** The global the head snippet sets: the stored decision of the current version, or null. */
	public const STORED = 'window.shopConsentStored';

	/**
	 * A JavaScript function expression that returns the stored decision ({strict, thirdparty, advanced, version, id})
	 * or null; it never throws.
	 *
	 * @param int $version The configured consent version: an older record is no decision.
	 */
	public static function reader( int $version ): string {
		return 'function(){try{var m=document.cookie.match(/(?:^|;\s*)' . ConsentCookie::NAME . '=([^;]*)/),'
			. 'r=m&&JSON.parse(decodeURIComponent(m[1])),b=function(v){return v===0||v===1};'
			. 'if(r&&b(r.strict)&&b(r.thirdparty)&&b(r.advanced)&&r.version===Math.floor(r.version)&&r.version>=' . $version
			. "&&typeof r.id==='string'&&/^[0-9a-f]{8,64}$/.test(r.id)&&(r.strict||!(r.thirdparty||r.advanced)))return r}"
			. 'catch(e){}return null}';
	}
}
