/**
 * External dependencies
 */
import { trapFocus } from '@shop-bundle/storefront-runtime/focus-trap';
import type { RefObject } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Keeps keyboard focus inside a dialog while it is mounted (the runtime's focus trap: its first control focused, Tab
 * and Shift+Tab wrapped, focus given back to the element focused before it opened) and calls `onEscape` on Escape.
 *
 * @param onEscape Called when Escape is pressed inside the dialog.
 * @return The ref for the dialog element.
 */
export function useFocusTrap< T extends HTMLElement >(
	onEscape: () => void
): RefObject< T > {
	const ref = useRef< T >( null );
	const escape = useRef( onEscape );
	escape.current = onEscape;

	useEffect( () => {
		const dialog = ref.current;
		if ( ! dialog ) {
			return;
		}
		const onKeyDown = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				event.preventDefault();
				event.stopPropagation();
				escape.current();
			}
		};
		dialog.addEventListener( 'keydown', onKeyDown );
		const release = trapFocus( dialog );
		return () => {
			dialog.removeEventListener( 'keydown', onKeyDown );
			release();
		};
	}, [] );

	return ref;
}
