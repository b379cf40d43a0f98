/**
 * Runs `start` once, on the first pointer or keyboard focus that reaches an element matching `selector`: code a
 * visitor needs only once they reach for something (the icons' tooltips) loads then, not with the page.
 *
 * @param doc      The document.
 * @param selector What the visitor reaches.
 * @param start    Called with the event that reached it.
 */
export function onFirstReach(
	doc: Document,
	selector: string,
	start: ( event: Event ) => void
): void {
	const types = [ 'mouseover', 'focusin' ] as const;
	const listener = ( event: Event ) => {
		if (
			! ( event.target instanceof Element ) ||
			! event.target.closest( selector )
		) {
			return;
		}
		types.forEach( ( type ) =>
			doc.removeEventListener( type, listener, true )
		);
		start( event );
	};
	types.forEach( ( type ) => doc.addEventListener( type, listener, true ) );
}

/**
 * Sends the event that started a load again, once what listens for it is wired, if it still holds (the pointer still
 * over the element, the focus still on it): the tooltip the visitor reached for opens without a second move.
 *
 * @param doc   The document.
 * @param event The event passed to `start`.
 */
export function replayReach( doc: Document, event: Event ): void {
	const target = event.target;
	if ( ! ( target instanceof Element ) || ! target.isConnected ) {
		return;
	}
	if ( event.type === 'focusin' && doc.activeElement === target ) {
		target.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
	} else if ( event.type === 'mouseover' && target.matches( ':hover' ) ) {
		target.dispatchEvent(
			new MouseEvent( 'mouseover', { bubbles: true } )
		);
	}
}
