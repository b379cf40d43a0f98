/**
 * The form on phones: a panel over the page (a modal dialog: focus kept inside, a close button, "Show N results"), or
 * an auto-show dropdown that also closes on a click outside it; Escape closes both and gives focus back to the opener.
 */

/**
 * External dependencies
 */
import { tabbables, trapTab } from '@shop-bundle/storefront-runtime/focus-trap';

/**
 * Internal dependencies
 */
import { AUTO_FORM, reducedMotion } from './timings';

/** Forms whose panel got an id on this page. */
let panels = 0;

/**
 * Names the panel the toggle controls, and the panel by its title. The ids are given here, not in the markup: the
 * server prints one form in two places (the theme's sidebar and phone slot), and `aria-controls` only means something
 * once the toggle works.
 *
 * @param toggle The toggle.
 * @param panel  The panel.
 */
function linkPanel( toggle: HTMLButtonElement, panel: HTMLElement ): void {
	if ( ! panel.id ) {
		do {
			panels += 1;
		} while (
			panel.ownerDocument.getElementById(
				`shop-filter-panel-${ panels }`
			)
		);
		panel.id = `shop-filter-panel-${ panels }`;
	}
	toggle.setAttribute( 'aria-controls', panel.id );
	const title = panel.querySelector( '.shop-filter__panel-title' );
	if ( title ) {
		title.id = `${ panel.id }-title`;
	}
}

/**
 * Makes the open panel a modal dialog, or a plain part of the form again once closed (on wide screens it is never
 * one: the toggle that opens it is not drawn there).
 *
 * @param panel The panel.
 * @param open  Whether it is open.
 */
function setDialog( panel: HTMLElement, open: boolean ): void {
	if ( open ) {
		panel.setAttribute( 'role', 'dialog' );
		panel.setAttribute( 'aria-modal', 'true' );
		panel.setAttribute( 'aria-labelledby', `${ panel.id }-title` );
	} else {
		panel.removeAttribute( 'role' );
		panel.removeAttribute( 'aria-modal' );
		panel.removeAttribute( 'aria-labelledby' );
	}
}

/**
 * Wires a form's phone toggle. The stylesheet already drew it closed (frontend.scss); this makes the button work.
 *
 * @param form     The form.
 * @param dropdown Whether it is the auto-show dropdown.
 */
export function wireMobile( form: HTMLFormElement, dropdown: boolean ): void {
	const doc = form.ownerDocument;
	const toggle = form.querySelector< HTMLButtonElement >(
		'.shop-filter__mobile-toggle'
	);
	const panel = form.querySelector< HTMLElement >( '.shop-filter__panel' );
	if ( ! toggle || ! panel ) {
		return;
	}
	linkPanel( toggle, panel );
	const isOpen = () => form.classList.contains( 'is-open' );
	const setOpen = ( open: boolean, focusOpener = false ) => {
		toggle.setAttribute( 'aria-expanded', String( open ) );
		form.classList.toggle( 'is-open', open );
		if ( ! dropdown ) {
			setDialog( panel, open );
			if ( open ) {
				(
					panel.querySelector< HTMLElement >(
						'.shop-filter__close'
					) ?? tabbables( panel )[ 0 ]
				)?.focus();
			}
		} else if (
			open &&
			! reducedMotion( doc.defaultView as Window ) &&
			typeof panel.animate === 'function'
		) {
			panel.animate( [ { opacity: 0 }, { opacity: AUTO_FORM.opacity } ], {
				duration: AUTO_FORM.open,
				fill: 'forwards',
			} );
		}
		if ( focusOpener ) {
			toggle.focus();
		}
	};
	toggle.addEventListener( 'click', () => setOpen( ! isOpen() ) );
	// The close and "Show N results" buttons: the products behind are already the panel's selection.
	panel.addEventListener( 'click', ( event ) => {
		if (
			( event.target as Element ).closest(
				'.shop-filter__close, .shop-filter__show'
			)
		) {
			setOpen( false, true );
		}
	} );
	form.addEventListener( 'keydown', ( event ) => {
		if ( ! isOpen() ) {
			return;
		}
		if ( event.key === 'Escape' ) {
			setOpen( false, true );
		} else if ( ! dropdown ) {
			trapTab( panel, event );
		}
	} );
	if ( dropdown ) {
		doc.addEventListener( 'click', ( event ) => {
			if ( isOpen() && ! form.contains( event.target as Node ) ) {
				setOpen( false );
			}
		} );
	}
}
