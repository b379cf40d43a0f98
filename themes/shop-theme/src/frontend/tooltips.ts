/**
 * Tooltips on the shop buttons: an element with `data-shop-tooltip="text"` shows the text 300 ms after the pointer
 * or the focus reaches it, fading in over 350 ms (CSS); leaving, a click elsewhere or Escape hides it. The text is
 * the element's accessible description from the moment it is reached, before it is drawn, so a screen reader reads it
 * with the button. One tooltip element serves the whole page.
 */

/** Delay before a tooltip shows, in ms (spec). */
export const TOOLTIP_DELAY_MS = 300;

const ID = 'shop-theme-tooltip';

/**
 * The page's tooltip element, created on first use.
 *
 * @param doc The document.
 */
function tooltipElement( doc: Document ): HTMLElement {
	let tip = doc.getElementById( ID );
	if ( ! tip ) {
		tip = doc.createElement( 'div' );
		tip.id = ID;
		tip.className = 'shop-theme-tooltip';
		tip.setAttribute( 'role', 'tooltip' );
		tip.hidden = true;
		doc.body.append( tip );
	}
	return tip;
}

/**
 * Wires the tooltips of a document, by delegation so buttons added later (a product grid redrawn by the filter)
 * have them too.
 *
 * @param doc The document.
 */
export function initTooltips( doc: Document ): void {
	const win = doc.defaultView as Window;
	let owner: HTMLElement | null = null;
	let timer: number | undefined;

	const hide = () => {
		win.clearTimeout( timer );
		if ( owner ) {
			owner.removeAttribute( 'aria-describedby' );
			owner = null;
		}
		const tip = doc.getElementById( ID );
		if ( tip ) {
			tip.hidden = true;
			tip.classList.remove( 'is-shown' );
		}
	};
	const show = ( event: Event ) => {
		const target = ( event.target as Element ).closest?.< HTMLElement >(
			'[data-shop-tooltip]'
		);
		if ( ! target || target === owner ) {
			return;
		}
		hide();
		const tip = tooltipElement( doc );
		tip.textContent = target.dataset.shopTooltip ?? '';
		owner = target;
		target.setAttribute( 'aria-describedby', ID );
		timer = win.setTimeout( () => {
			const box = target.getBoundingClientRect();
			tip.style.left = `${ box.left + win.scrollX + box.width / 2 }px`;
			tip.style.top = `${ box.top + win.scrollY }px`;
			tip.hidden = false;
			// On the next frame, so the fade runs from the hidden state.
			win.requestAnimationFrame( () => tip.classList.add( 'is-shown' ) );
		}, TOOLTIP_DELAY_MS );
	};
	const leave = ( event: Event ) => {
		const related = ( event as FocusEvent ).relatedTarget as Node | null;
		// The event may come from a child of the button (its text); moving inside the button is no leaving.
		if (
			owner?.contains( event.target as Node ) &&
			! owner.contains( related )
		) {
			hide();
		}
	};

	doc.addEventListener( 'pointerover', show );
	doc.addEventListener( 'focusin', show );
	doc.addEventListener( 'pointerout', leave );
	doc.addEventListener( 'focusout', leave );
	doc.addEventListener( 'pointerdown', ( event ) => {
		if ( owner && ! owner.contains( event.target as Node ) ) {
			hide();
		}
	} );
	doc.addEventListener(
		'keydown',
		( event ) => event.key === 'Escape' && hide()
	);
}
