/**
 * Focus inside the phone panel while it is a dialog: what Tab may reach, and the wrap from the last to the first.
 * A small copy of the theme's `focus-trap.ts`: the plugins do not depend on the theme, and `packages/` has none yet.
 */

/** What a keyboard user can reach. */
const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The panel's focusable elements that are drawn (a collapsed list, "Show more" options or the hidden submit button
 * are not).
 *
 * @param panel The panel.
 */
export function reachable( panel: Element ): HTMLElement[] {
	return [ ...panel.querySelectorAll< HTMLElement >( FOCUSABLE ) ].filter(
		( element ) => element.getClientRects().length > 0
	);
}

/**
 * Keeps Tab and Shift+Tab inside the panel: from its last element Tab goes to its first, and back.
 *
 * @param panel The open panel.
 * @param event The keydown event.
 */
export function trapTab( panel: Element, event: KeyboardEvent ): void {
	const items = reachable( panel );
	const first = items[ 0 ];
	const last = items[ items.length - 1 ];
	const active = panel.ownerDocument.activeElement;
	if ( event.key !== 'Tab' || ! first || ! last ) {
		return;
	}
	const outside = ! panel.contains( active );
	if ( event.shiftKey && ( active === first || outside ) ) {
		event.preventDefault();
		last.focus();
	} else if ( ! event.shiftKey && ( active === last || outside ) ) {
		event.preventDefault();
		first.focus();
	}
}
