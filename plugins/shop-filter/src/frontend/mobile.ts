/**
 * The form on phones: a panel that toggles open and closed, or an auto-show dropdown that also closes on a click
 * outside it; Escape closes both and gives focus back to the opener.
 */

/**
 * Internal dependencies
 */
import { AUTO_FORM, reducedMotion } from './timings';

/** Forms whose panel got an id on this page. */
let panels = 0;

/**
 * Names the panel the toggle controls. The id is given here, not in the markup: the server prints one form in two
 * places (the theme's sidebar and phone slot), and `aria-controls` only means something once the toggle works.
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
	const setOpen = ( open: boolean, focusOpener = false ) => {
		toggle.setAttribute( 'aria-expanded', String( open ) );
		form.classList.toggle( 'is-open', open );
		if (
			open &&
			dropdown &&
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
	toggle.addEventListener( 'click', () =>
		setOpen( toggle.getAttribute( 'aria-expanded' ) !== 'true' )
	);
	form.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' && form.classList.contains( 'is-open' ) ) {
			setOpen( false, true );
		}
	} );
	if ( dropdown ) {
		doc.addEventListener( 'click', ( event ) => {
			if (
				form.classList.contains( 'is-open' ) &&
				! form.contains( event.target as Node )
			) {
				setOpen( false );
			}
		} );
	}
}
