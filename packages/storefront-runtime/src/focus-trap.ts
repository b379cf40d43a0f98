/**
 * Keeps the keyboard inside an open dialog or panel: Tab from its last control goes to its first and Shift+Tab the
 * other way, focus that leaves it by another path comes back, Escape closes it, and on release the focus returns to
 * the control that opened it. The one copy of the bundle's dialogs: the consent settings and the theme's side bar
 * hold the focus with `trapFocus`; the modal `<dialog>`s (the social popup and overlays, the theme's quick view) need
 * only `trapTab`, as the browser makes the page behind them inert and closes them on Escape, and so does the
 * filter's phone panel, which covers the page and keeps its own Escape (its dropdown form shares it).
 */

/** The kinds of element Tab can reach. */
const CANDIDATES =
	'a[href],button,input:not([type=hidden]),select,textarea,[tabindex]';

/**
 * The elements inside `container` that Tab reaches, in document order: not taken out of the order (`tabindex="-1"`,
 * a roving tab stop), not disabled (a control in a disabled fieldset counts as disabled), not inside a `[hidden]` or
 * `[inert]` subtree, and drawn (not under `display: none`, as a collapsed list or a "Show more" option; browsers
 * without `checkVisibility`, and jsdom, count every element as drawn).
 *
 * @param container The dialog or panel.
 */
export const tabbables = ( container: Element ): HTMLElement[] =>
	[ ...container.querySelectorAll< HTMLElement >( CANDIDATES ) ].filter(
		( element ) =>
			element.tabIndex >= 0 &&
			! element.closest( '[hidden],[inert],:disabled' ) &&
			element.checkVisibility?.() !== false
	);

/**
 * Wraps Tab at the ends of `container`, and brings a Tab from outside it (or from the container itself) back in;
 * without a control, Tab stays where it is. Other keys are left alone.
 *
 * @param container The open dialog or panel.
 * @param event     The keydown.
 */
export function trapTab(
	container: Element,
	event: Pick< KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault' >
): void {
	if ( event.key !== 'Tab' ) {
		return;
	}
	const items = tabbables( container );
	const active = container.ownerDocument.activeElement;
	const to = items.at( event.shiftKey ? -1 : 0 );
	// The parent of a focus inside is inside or the container: a focus on the container or outside it wraps too.
	if (
		! to ||
		active === items.at( event.shiftKey ? 0 : -1 ) ||
		! container.contains( active?.parentNode ?? null )
	) {
		event.preventDefault();
		to?.focus();
	}
}

/**
 * Holds the focus in `container` until the returned release is called: focuses its first control (the container
 * itself when it has none, which then needs `tabindex="-1"`), wraps Tab, pulls back focus that moves outside, and
 * calls `onEscape` on Escape (the browser's own action prevented). Release gives the focus back to `opener` (one
 * no longer in the page takes none).
 *
 * @param container The dialog or panel, drawn.
 * @param opener    Where the focus goes back; the focused element by default.
 * @param onEscape  Closes the dialog; without it, Escape is left to others.
 * @return Release: stops the trap and returns the focus.
 */
export function trapFocus(
	container: HTMLElement,
	opener: Element | null = container.ownerDocument.activeElement,
	onEscape?: () => void
): () => void {
	const doc = container.ownerDocument;
	const onKeydown = ( event: KeyboardEvent ) => {
		if ( onEscape && event.key === 'Escape' ) {
			event.preventDefault();
			onEscape();
		}
		trapTab( container, event );
	};
	const focusFirst = () =>
		( tabbables( container )[ 0 ] ?? container ).focus();
	// Focus moved out by other means (a script, a click on what lies behind) comes back.
	const onFocusin = ( event: FocusEvent ) =>
		container.contains( event.target as Node ) || focusFirst();
	doc.addEventListener( 'keydown', onKeydown );
	doc.addEventListener( 'focusin', onFocusin );
	focusFirst();
	return () => {
		doc.removeEventListener( 'keydown', onKeydown );
		doc.removeEventListener( 'focusin', onFocusin );
		( opener as HTMLElement | null )?.focus();
	};
}
