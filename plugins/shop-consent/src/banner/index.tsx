/**
 * Settings modal entry (handle `shop-consent-ui`, build/banner.js): registers `window.shopConsentUi`, which the
 * storefront core calls once the visitor opens the settings. The bar is server HTML; the buttons, links and
 * switches share its styles (src/frontend/consent-ui.scss, in the core's stylesheet, on every storefront page).
 */

/**
 * Internal dependencies
 */
import { parseBanner } from '../frontend/settings';
import { mountBanner } from './mount-banner';
import './settings-modal.scss';

window.shopConsentUi = {
	mount: ( controller, banner ) =>
		mountBanner( document, controller, parseBanner( banner ) ),
};
