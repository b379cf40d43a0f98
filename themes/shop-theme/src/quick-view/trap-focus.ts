/**
 * Keeps Tab inside a modal dialog: a native modal `<dialog>` makes the page behind inert, but Tab past its last
 * control would still leave for the browser's own interface.
 */

const FOCUSABLE =
	'a[href],button:not([disabled]),select:not([disabled]),input:not([disabled]),textarea,[tabindex]:not([tabindex="-1"])';

/**
 * Moves the focus from the last control to the first (Tab) and from the first to the last (Shift+Tab).
 *
 * @param event  The keydown event.
 * @param dialog The dialog.
 */
export function trapFocus(
	event: Pick< KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault' >,
	dialog: HTMLElement
): void {
	if ( event.key !== 'Tab' ) {
		return;
	}
	const controls = Array.from(
		dialog.querySelectorAll< HTMLElement >( FOCUSABLE )
	);
	const first = controls[ 0 ];
	const last = controls[ controls.length - 1 ];
	const active = dialog.ownerDocument.activeElement;
	const wrapTo = event.shiftKey
		? active === first && last
		: active === last && first;
	if ( wrapTo ) {
		event.preventDefault();
		wrapTo.focus();
	}
}
