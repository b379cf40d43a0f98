/**
 * A filter form's own events, told as what they mean (spec 4): sent, a value changed in a zone, a value control
 * clicked. The price slider follows its fields, Space presses a link drawn as a button, and a disclosure (a child
 * list, "Show more") opens and closes here; what a value control's click does is the form's (filter-form.ts).
 */

/**
 * Internal dependencies
 */
import { handleDisclosure } from './disclosure';
import { syncPrice } from './price-slider';
import { VALUE_CONTROLS } from './value-controls';

/**
 * Listens to the form's events. The callbacks are positional: an object's keys would stay in the minified core.
 *
 * @param form     The form.
 * @param storage  Where the disclosures keep which child lists are open.
 * @param onSubmit The form was sent (Enter, the submit button).
 * @param onChange A value in one of its zones changed.
 * @param onClick  A value control (a link that works without JavaScript) was clicked; its link is not followed.
 */
export function listenToForm(
	form: HTMLFormElement,
	storage: Storage | null,
	onSubmit: () => void,
	onChange: () => void,
	onClick: ( target: Element ) => void
): void {
	form.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		onSubmit();
	} );
	form.addEventListener( 'input', ( event ) => {
		const target = event.target as HTMLInputElement;
		if ( target.closest( '[data-facet="price"]' ) ) {
			syncPrice( target );
		}
	} );
	form.addEventListener( 'change', ( event ) => {
		if ( ( event.target as Element ).closest( '.shop-filter__zone' ) ) {
			onChange();
		}
	} );
	form.addEventListener( 'keydown', ( event ) => {
		const target = event.target as HTMLElement;
		if ( event.key === ' ' && target.matches( 'a[role="button"]' ) ) {
			event.preventDefault();
			target.click();
		}
	} );
	form.addEventListener( 'click', ( event ) => {
		const target = event.target as Element;
		if ( handleDisclosure( target, storage ) ) {
			return;
		}
		if ( target.closest( VALUE_CONTROLS ) ) {
			// The link loads the page with the values (no JavaScript); here they change in place, or the fields load.
			event.preventDefault();
			onClick( target );
		}
	} );
}
