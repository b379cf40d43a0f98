/** What a keyboard user can reach. */
const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab and Shift+Tab inside a container: from its last focusable element Tab goes to its first, and back.
 *
 * @param container The open dialog or panel.
 * @param event     The keydown event.
 */
export function trapTab( container: Element, event: KeyboardEvent ): void {
	if ( event.key !== 'Tab' ) {
		return;
	}
	const items = Array.from(
		container.querySelectorAll< HTMLElement >( FOCUSABLE )
	);
	const first = items[ 0 ];
	const last = items[ items.length - 1 ];
	const active = container.ownerDocument.activeElement;
	if ( ! first || ! last ) {
		return;
	}
	if (
		event.shiftKey &&
		( active === first || ! container.contains( active ) )
	) {
		event.preventDefault();
		last.focus();
	} else if (
		! event.shiftKey &&
		( active === last || ! container.contains( active ) )
	) {
		event.preventDefault();
		first.focus();
	}
}

/**
 * The first element of a container a keyboard user can reach.
 *
 * @param container Where to look.
 */
export function firstFocusable( container: Element ): HTMLElement | null {
	return container.querySelector< HTMLElement >( FOCUSABLE );
}
