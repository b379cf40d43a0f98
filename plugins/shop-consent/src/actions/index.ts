/**
 * The storefront core's lazily loaded actions (handle `shop-consent-actions`, no dependencies): deciding, the
 * undecided visitor's boot (geo, auto-accept, the session flag) and the replaced plugin's cookie migration. The core
 * injects this script on first need and takes `window.shopConsentActions`; see src/frontend/README.md.
 */

/**
 * Internal dependencies
 */
import { consentActions } from '../frontend/consent-actions';

window.shopConsentActions = consentActions;
