/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import type { RefObject } from 'react';

const FOCUSABLE = [
	'a[href]',
	'button:not([disabled])',
	'input:not([disabled])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'[tabindex]',
].join( ',' );

/**
 * Elements inside `container` that Tab reaches, in document order (roving `tabindex="-1"` and hidden panels
 * left out).
 *
 * @param container The dialog.
 */
export const tabbables = ( container: HTMLElement ): HTMLElement[] =>
	Array.from( container.querySelectorAll< HTMLElement >( FOCUSABLE ) ).filter(
		( el ) => el.tabIndex >= 0 && ! el.closest( '[hidden]' )
	);

/**
 * Keeps keyboard focus inside a dialog: focuses its first control on mount, wraps Tab and Shift+Tab at its ends,
 * calls `onEscape` on Escape, and on unmount gives focus back to the element focused before it opened (when that
 * is still in the page).
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
		const opener = dialog.ownerDocument.activeElement;
		( tabbables( dialog )[ 0 ] ?? dialog ).focus();

		const onKeyDown = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				event.preventDefault();
				event.stopPropagation();
				escape.current();
				return;
			}
			if ( event.key !== 'Tab' ) {
				return;
			}
			const items = tabbables( dialog );
			const first = items[ 0 ];
			const last = items[ items.length - 1 ];
			const active = dialog.ownerDocument.activeElement;
			if ( ! first ) {
				event.preventDefault();
			} else if (
				event.shiftKey &&
				( active === first || active === dialog )
			) {
				event.preventDefault();
				last.focus();
			} else if ( ! event.shiftKey && active === last ) {
				event.preventDefault();
				first.focus();
			}
		};
		dialog.addEventListener( 'keydown', onKeyDown );
		return () => {
			dialog.removeEventListener( 'keydown', onKeyDown );
			if ( opener instanceof HTMLElement && opener.isConnected ) {
				opener.focus();
			}
		};
	}, [] );

	return ref;
}
