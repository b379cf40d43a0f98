/**
 * Internal dependencies
 */
import type { UiController, UiState } from './types';

/** Id of the bar PHP draws into every page (includes/Banner/BarMarkup.php). */
export const BAR_ID = 'shop-consent-bar';

/**
 * The mark on `<html>` that shows the bar; without it the bar's styles hide it. The head snippet sets it before first
 * paint when the bar is due at once (includes/Banner/BarVisibilityScript.php); the core keeps it current.
 */
export const BAR_ATTRIBUTE = 'data-shop-consent-bar';

/** Actions of the bar's buttons (`data-shop-consent-action`). */
type BarAction = 'accept' | 'reject' | 'optout' | 'settings' | 'close';

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

/**
 * Drives the server-drawn bar without React: its buttons call the controller, the `<html>` mark follows the view,
 * the opt-out notice's button replaces accept and reject in that model, "Accept all" takes focus when an accept
 * link in the address offered the bar, the polite live region announces the message each time the bar appears,
 * and any touch of the bar stops auto-accept.
 *
 * @param win        Window.
 * @param controller The core's UI controller.
 * @return Whether the page has the bar.
 */
export function wireInfoBar( win: Window, controller: UiController ): boolean {
	const doc = win.document;
	const bar = doc.getElementById( BAR_ID );
	if ( ! bar ) {
		return false;
	}
	const button = ( action: BarAction ) =>
		bar.querySelector< HTMLButtonElement >(
			`[data-shop-consent-action="${ action }"]`
		);
	const actions: Record< BarAction, () => void > = {
		accept: controller.acceptAll,
		reject: controller.rejectAll,
		optout: controller.rejectAll,
		settings: controller.openSettings,
		close: controller.close,
	};
	bar.addEventListener( 'click', ( event ) => {
		const action = (
			event.target as Element | null
		 )?.closest< HTMLElement >( '[data-shop-consent-action]' )?.dataset
			.shopConsentAction as BarAction | undefined;
		if ( action && action in actions ) {
			actions[ action ]();
		}
	} );
	for ( const type of [ 'pointerdown', 'keydown', 'focusin' ] ) {
		bar.addEventListener( type, () => controller.interact() );
	}

	const live = bar.querySelector( '[aria-live]' );
	const message =
		bar.querySelector( '.shop-consent-bar-message' )?.textContent ?? '';
	// An empty live region filled once the bar shows is announced; the drawn message stays as it is (no shift).
	const announce = () => {
		if ( live ) {
			live.textContent = '';
			win.setTimeout( () => ( live.textContent = message ), 100 );
		}
	};

	let shown = false;
	let focused = false;
	const render = ( state: UiState ) => {
		const show = showsBar( state );
		if ( show ) {
			doc.documentElement.setAttribute( BAR_ATTRIBUTE, 'shown' );
		} else {
			doc.documentElement.removeAttribute( BAR_ATTRIBUTE );
		}
		const optout = state.model === 'optout';
		button( 'accept' )?.toggleAttribute( 'hidden', optout );
		button( 'reject' )?.toggleAttribute( 'hidden', optout );
		button( 'optout' )?.toggleAttribute( 'hidden', ! optout );
		if ( show && ! shown ) {
			announce();
		}
		const focus = show && state.focus === 'accept';
		if ( focus && ! focused ) {
			button( 'accept' )?.focus();
		}
		focused = focus;
		shown = show;
	};
	// A bar shown at first paint, before the core ran, is announced now.
	render( controller.getState() );
	controller.subscribe( render );
	return true;
}
