/**
 * Internal dependencies
 */
import { watchAutoAccept } from './auto-accept';
import { activateBlockedElements } from './blocked-elements';
import { applyDecision } from './decision-effects';
import { migrateReplacedCookie } from './migrate-replaced-cookie';
import { wireInfoBar } from './info-bar';
import { hideForSession } from './session-flag';
import type { ConsentActions } from './types';
import { startUndecided } from './undecided-boot';

/**
 * What only a visitor who decides, or has not decided yet (the bar's wiring too), or a page holding blocked elements
 * needs: loaded by the
 * core on first need (`shop-consent-actions`, `window.shopConsentActions`), so a returning visitor who decided
 * downloads none of it on most pages.
 */
export const consentActions: ConsentActions = {
	applyDecision,
	activateBlockedElements,
	startUndecided,
	watchAutoAccept,
	hideForSession,
	migrateReplacedCookie,
	wireInfoBar,
};
