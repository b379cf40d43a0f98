/**
 * build/qrcode.js: the QR encoder (qrcode-generator), as `window.shopSocialIconsQrcode`. Injected by the storefront
 * core for the WeChat overlay on a desktop only, so neither the Pinterest overlay nor a phone downloads it.
 */

/**
 * External dependencies
 */
import qrcode from 'qrcode-generator';

(
	window as unknown as { shopSocialIconsQrcode: typeof qrcode }
 ).shopSocialIconsQrcode = qrcode;
