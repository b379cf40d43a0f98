/**
 * Banner UI entry (handle `shop-consent-ui`, build/banner.js): registers `window.shopConsentUi`, which the
 * storefront core calls once it needs the bar or the settings modal.
 */

/**
 * Internal dependencies
 */
import { mountBanner } from './mount-banner';
import './consent-ui.scss';
import './info-bar.scss';
import './settings-modal.scss';

window.shopConsentUi = {
	mount: ( controller, settings ) =>
		mountBanner( document, controller, settings ),
};
