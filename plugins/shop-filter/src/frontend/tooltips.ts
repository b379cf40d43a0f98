/**
 * The facets' tooltips (spec 9: in the filter a tooltip opens on a click; 350 ms animation, the dark "noir" look,
 * on the right side). A toggletip: a button after a facet's title, named "About Color", with `aria-expanded`; opening
 * it writes the text into a `role="status"` beside it, so a screen reader reads it at once. Escape closes it and
 * keeps the focus on its button; a click elsewhere closes it. The texts come from the form's config (`tips`).
 */

/**
 * Internal dependencies
 */
import { TOOLTIP, reducedMotion } from './timings';

/**
 * Adds a tooltip button to each facet of a zone that has a text (again after each redraw).
 *
 * @param root  The form or its redraw zone.
 * @param tips  Text by facet key.
 * @param label The button's name, `About %s`.
 */
export function addTips(
	root: ParentNode,
	tips: Record< string, string >,
	label: string
): void {
	for ( const facet of root.querySelectorAll< HTMLElement >(
		'.shop-filter__facet'
	) ) {
		const text = tips[ facet.dataset.facet ?? '' ];
		const legend = facet.querySelector( 'legend' );
		if (
			! text ||
			! legend ||
			facet.querySelector( '.shop-filter__tip' )
		) {
			continue;
		}
		const doc = facet.ownerDocument;
		const button = doc.createElement( 'button' );
		button.type = 'button';
		button.className = 'shop-filter__tip';
		button.textContent = 'i';
		button.dataset.tip = text;
		button.setAttribute( 'aria-expanded', 'false' );
		button.setAttribute(
			'aria-label',
			label.replace( '%s', legend.textContent?.trim() ?? '' )
		);
		const bubble = doc.createElement( 'span' );
		bubble.className = 'shop-filter__tip-text';
		bubble.setAttribute( 'role', 'status' );
		legend.after( button, bubble );
	}
}

/**
 * Opens or closes one tooltip.
 *
 * @param button Its button.
 * @param open   Whether to open it.
 */
function setTip( button: HTMLElement, open: boolean ): void {
	const bubble = button.nextElementSibling as HTMLElement;
	const win = button.ownerDocument.defaultView as Window;
	button.setAttribute( 'aria-expanded', String( open ) );
	bubble.textContent = open ? ( button.dataset.tip ?? '' ) : '';
	bubble.style.transition = reducedMotion( win )
		? 'none'
		: `opacity ${ TOOLTIP.animation }ms`;
	bubble.classList.toggle( 'is-open', open );
}

/**
 * Closes the open tooltips of a form, but one; true when one was open.
 *
 * @param form   The form.
 * @param except A button to leave alone.
 */
export function closeTips( form: ParentNode, except?: Element ): boolean {
	let closed = false;
	for ( const button of form.querySelectorAll< HTMLElement >(
		'.shop-filter__tip[aria-expanded="true"]'
	) ) {
		if ( button !== except ) {
			setTip( button, false );
			closed = true;
		}
	}
	return closed;
}

/**
 * Wires the tooltips of a form: a click on a button toggles its tooltip, a click elsewhere closes them, Escape
 * closes them and keeps the focus on the button.
 *
 * @param form The form.
 */
export function wireTips( form: HTMLFormElement ): void {
	form.ownerDocument.addEventListener( 'click', ( event ) => {
		const button = ( event.target as Element ).closest?.< HTMLElement >(
			'.shop-filter__tip'
		);
		closeTips( form, button ?? undefined );
		if ( button && form.contains( button ) ) {
			setTip( button, button.getAttribute( 'aria-expanded' ) !== 'true' );
		}
	} );
	// Capture: the tooltip takes the Escape before the phone panel would close on it.
	form.addEventListener(
		'keydown',
		( event ) => {
			const open = form.querySelector< HTMLElement >(
				'.shop-filter__tip[aria-expanded="true"]'
			);
			if ( event.key === 'Escape' && open ) {
				event.stopPropagation();
				closeTips( form );
				open.focus();
			}
		},
		true
	);
}
