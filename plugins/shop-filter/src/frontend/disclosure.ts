/**
 * Open and close: child term lists (remembered in localStorage by list class), more/less, toggle blocks.
 */

/**
 * Internal dependencies
 */
import { slide } from './slide';
import { CHILD_LIST_SLIDE, TOGGLE_SLIDE } from './timings';

/**
 * localStorage key of a child list's state.
 * @param list
 */
export const storageKey = ( list: Element ) =>
	`shop-filter:${ [ ...list.classList ].find( ( name ) => name.startsWith( 'shop-filter__children--' ) ) ?? '' }`;

/**
 * Reads localStorage, which a browser may refuse.
 *
 * @param storage localStorage.
 * @param key     Key.
 */
function read( storage: Storage | null, key: string ): string | null {
	try {
		return storage?.getItem( key ) ?? null;
	} catch {
		return null;
	}
}

/**
 * Applies the remembered states of the child lists inside a zone (after each redraw too).
 *
 * @param zone    The form's redraw zone.
 * @param storage localStorage.
 */
export function restoreChildLists(
	zone: ParentNode,
	storage: Storage | null
): void {
	for ( const toggle of zone.querySelectorAll< HTMLButtonElement >(
		'.shop-filter__child-toggle'
	) ) {
		const list = toggle.nextElementSibling as HTMLElement | null;
		if (
			list &&
			read( storage, storageKey( list ) ) === 'closed' &&
			! list.querySelector( ':checked' )
		) {
			list.hidden = true;
			toggle.setAttribute( 'aria-expanded', 'false' );
		}
	}
}

/**
 * Handles a click on a disclosure control; true when it was one.
 *
 * @param target  The clicked element.
 * @param storage localStorage.
 */
export function handleDisclosure(
	target: Element,
	storage: Storage | null
): boolean {
	const control = target.closest< HTMLButtonElement >(
		'.shop-filter__child-toggle, .shop-filter__more, .shop-filter__toggle'
	);
	if ( ! control ) {
		return false;
	}
	const open = control.getAttribute( 'aria-expanded' ) !== 'true';
	control.setAttribute( 'aria-expanded', String( open ) );
	if ( control.classList.contains( 'shop-filter__child-toggle' ) ) {
		const list = control.nextElementSibling as HTMLElement;
		slide( list, open, CHILD_LIST_SLIDE );
		try {
			storage?.setItem( storageKey( list ), open ? 'open' : 'closed' );
		} catch {
			// Private mode: the state is not remembered.
		}
	} else if ( control.classList.contains( 'shop-filter__more' ) ) {
		control.previousElementSibling?.classList.toggle( 'is-expanded', open );
		control.textContent =
			( open ? control.dataset.less : control.dataset.more ) ?? '';
	} else {
		const body = control
			.closest( 'fieldset' )
			?.querySelector< HTMLElement >( '.shop-filter__body' );
		if ( body ) {
			slide( body, open, TOGGLE_SLIDE );
		}
	}
	return true;
}
