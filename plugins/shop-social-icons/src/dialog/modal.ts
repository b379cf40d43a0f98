/**
 * Shows a `<dialog>` as a modal the keyboard can use: the page behind it is inert (top layer), Tab and Shift+Tab
 * stay inside, Escape and any `[data-shop-social-icons-close]` button close it, and the focus goes back to the
 * control that opened it. Shared by the popup and the overlays (each bundles its copy: they load apart). Tab is the
 * runtime's focus trap; the rest of a focus trap the browser's modal dialog already is (the page behind is inert).
 */

/**
 * External dependencies
 */
import { tabbables, trapTab } from '@shop-bundle/storefront-runtime/focus-trap';

/** Marks a dialog's close buttons. */
export const CLOSE_ATTRIBUTE = 'data-shop-social-icons-close';

/** Dialogs whose listeners are in place: a dialog shown again is not wired twice. */
const wired = new WeakSet< HTMLDialogElement >();

/** Where the focus goes back to when each dialog closes. */
const openers = new WeakMap< HTMLDialogElement, Element | null >();

/**
 * Adds the dialog's listeners, once.
 *
 * @param dialog The dialog.
 */
function wire( dialog: HTMLDialogElement ): void {
	if ( wired.has( dialog ) ) {
		return;
	}
	wired.add( dialog );
	dialog.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Tab' ) {
			trapTab( dialog, event );
		} else if ( event.key === 'Escape' ) {
			event.preventDefault();
			dialog.close();
		}
	} );
	dialog.addEventListener( 'click', ( event ) => {
		const target = event.target as Element;
		// A click on the backdrop lands on the dialog itself, outside its box.
		if ( target === dialog || target.closest( `[${ CLOSE_ATTRIBUTE }]` ) ) {
			dialog.close();
		}
	} );
	dialog.addEventListener( 'close', () => {
		const opener = openers.get( dialog );
		if ( opener instanceof HTMLElement && opener.isConnected ) {
			opener.focus();
		}
	} );
}

/**
 * Shows the dialog as a modal and focuses its first control (the close button comes first).
 *
 * @param dialog The dialog, in the page.
 * @param opener The control that opened it (the focus goes back there); the focused element when omitted.
 */
export function showModal(
	dialog: HTMLDialogElement,
	opener: Element | null = dialog.ownerDocument.activeElement
): void {
	wire( dialog );
	openers.set( dialog, opener );
	if ( ! dialog.open ) {
		dialog.showModal();
	}
	tabbables( dialog )[ 0 ]?.focus();
}
