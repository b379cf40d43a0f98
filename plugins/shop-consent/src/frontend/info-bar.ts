/**
 * Internal dependencies
 */
import { BAR_ATTRIBUTE, BAR_ID, showsBar } from './bar-state';
import type { UiController, UiState } from './types';

/** Bars already wired: the core hands the bar to every load of the actions. */
const wired = new WeakSet< Element >();

/** Actions of the bar's buttons (`data-shop-consent-action`). */
type BarAction = 'accept' | 'reject' | 'optout' | 'settings' | 'close';

/**
 * Drives the server-drawn bar without React (in the actions: a visitor who decided never needs it): its buttons call
 * the controller (clicks made before the actions were in are replayed), the `<html>` mark follows the view,
 * the opt-out notice's button replaces accept and reject in that model, "Accept all" takes focus when an accept
 * link in the address offered the bar, the polite live region announces the message each time the bar appears,
 * and any touch of the bar stops auto-accept. Once per bar: the core calls it whenever it loads the actions.
 *
 * @param win        Window.
 * @param controller The core's UI controller.
 * @return Whether the page has the bar.
 */
export function wireInfoBar( win: Window, controller: UiController ): boolean {
	const doc = win.document;
	const bar = doc.getElementById( BAR_ID );
	if ( ! bar || wired.has( bar ) ) {
		return !! bar;
	}
	wired.add( bar );
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
	const act = ( action: string ) => {
		// A click queued while the bar showed acts only while it still shows (a double click decides once).
		if (
			Object.prototype.hasOwnProperty.call( actions, action ) &&
			showsBar( controller.getState() )
		) {
			actions[ action as BarAction ]();
		}
	};
	// The inline script after the bar (includes/Banner/InfoBar.php) queued the clicks made before these actions were
	// in: they act now, in order, and every later click at once. A page printed without that script (an older cache)
	// gets the listener here.
	const queue = win.shopConsentClicks;
	if ( queue ) {
		queue.splice( 0 ).forEach( act );
		queue.push = ( ...clicked ) => ( clicked.forEach( act ), 0 );
	} else {
		bar.addEventListener( 'click', ( event ) => {
			const action = ( event.target as Element ).closest< HTMLElement >(
				'[data-shop-consent-action]'
			)?.dataset.shopConsentAction;
			act( action ?? '' );
		} );
	}
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
