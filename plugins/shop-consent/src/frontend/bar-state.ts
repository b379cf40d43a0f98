/**
 * What the core knows of the server-drawn bar without wiring it (`info-bar.ts`, in the actions, does that).
 */

/**
 * Internal dependencies
 */
import type { UiState } from './types';

/** Id of the bar PHP draws into every page (includes/Banner/BarMarkup.php). */
export const BAR_ID = 'shop-consent-bar';

/**
 * The mark on `<html>` that shows the bar; without it the bar's styles hide it. The head snippet sets it before first
 * paint when the bar is due at once (includes/Banner/BarVisibilityScript.php); `info-bar.ts` keeps it current.
 */
export const BAR_ATTRIBUTE = 'data-shop-consent-bar';

/**
 * Whether the head snippet showed the bar before first paint.
 *
 * @param doc The page.
 */
export const barShownAtFirstPaint = ( doc: Document ): boolean =>
	doc.documentElement.hasAttribute( BAR_ATTRIBUTE );

/**
 * Whether a state shows the bar: its view, or under the settings modal while there is no decision (closing the
 * modal then gives focus back to the bar's Settings button).
 *
 * @param state The controller's state.
 */
export const showsBar = ( state: UiState ): boolean =>
	state.view === 'banner' || ( state.view === 'settings' && ! state.decided );
