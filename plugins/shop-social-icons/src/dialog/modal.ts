/**
 * Shows a `<dialog>` as a modal the keyboard can use: the page behind it is inert (top layer), Tab and Shift+Tab
 * stay inside, Escape and any `[data-shop-social-icons-close]` button close it, and the focus goes back to the
 * control that opened it. Shared by the popup and the overlays (each bundles its copy: they load apart).
 */

/** Marks a dialog's close buttons. */
export const CLOSE_ATTRIBUTE = 'data-shop-social-icons-close';

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Dialogs whose listeners are in place: a dialog shown again is not wired twice. */
const wired = new WeakSet< HTMLDialogElement >();

/** Where the focus goes back to when each dialog closes. */
const openers = new WeakMap< HTMLDialogElement, Element | null >();

/**
 * The controls of a dialog that take the focus, in order.
 *
 * @param dialog The dialog.
 */
export const focusables = ( dialog: HTMLDialogElement ): HTMLElement[] =>
	Array.from( dialog.querySelectorAll< HTMLElement >( FOCUSABLE ) ).filter(
		( element ) => ! element.closest( '[hidden]' )
	);

/**
 * Keeps Tab inside the dialog: from the last control to the first, and Shift+Tab the other way.
 *
 * @param dialog The dialog.
 * @param event  The keydown.
 */
function trapTab( dialog: HTMLDialogElement, event: KeyboardEvent ): void {
	const controls = focusables( dialog );
	if ( controls.length === 0 ) {
		event.preventDefault();
		return;
	}
	const first = controls[ 0 ];
	const last = controls[ controls.length - 1 ];
	const active = dialog.ownerDocument.activeElement;
	if (
		event.shiftKey &&
		( active === first || ! dialog.contains( active ) )
	) {
		event.preventDefault();
		last.focus();
	} else if ( ! event.shiftKey && active === last ) {
		event.preventDefault();
		first.focus();
	}
}

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
	focusables( dialog )[ 0 ]?.focus();
}
