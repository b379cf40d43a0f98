/**
 * Internal dependencies
 */
import { tooltipSide } from './tooltip-placement';

const LIST = '.shop-social-icons';
const ITEM = '.shop-social-icons__item';
const OPEN = 'is-tooltip-open';

/**
 * Tooltips (each icon's accessible name, drawn by the stylesheet): shown on hover and on keyboard focus, closed on
 * mouse leave, on a click elsewhere and on Escape (WCAG 1.4.13: dismissable without moving the pointer). One tooltip
 * is open at a time. The effect (fade_in, scale, combo) is a class PHP put on the list; the side is set here.
 *
 * @param doc The document.
 */
export function wireTooltips( doc: Document ): void {
	doc.querySelectorAll< HTMLElement >( LIST ).forEach( ( list ) => {
		list.dataset.tooltip = tooltipSide( list.dataset.position );
	} );

	let open: Element | null = null;
	const close = () => {
		open?.classList.remove( OPEN );
		open = null;
	};
	const show = ( item: Element | null ) => {
		if ( item !== open ) {
			close();
		}
		if ( item ) {
			item.classList.add( OPEN );
			open = item;
		}
	};
	const itemOf = ( target: EventTarget | null ) =>
		target instanceof Element
			? target.closest( `${ LIST } ${ ITEM }` )
			: null;

	doc.addEventListener( 'mouseover', ( event ) => {
		const item = itemOf( event.target );
		if ( item ) {
			show( item );
		}
	} );
	doc.addEventListener( 'mouseout', ( event ) => {
		const item = itemOf( event.target );
		if (
			item &&
			item === open &&
			! item.contains( event.relatedTarget as Node | null )
		) {
			close();
		}
	} );
	doc.addEventListener( 'focusin', ( event ) =>
		show( itemOf( event.target ) )
	);
	doc.addEventListener( 'focusout', ( event ) => {
		if ( itemOf( event.relatedTarget ) !== open ) {
			close();
		}
	} );
	doc.addEventListener( 'pointerdown', ( event ) => {
		if ( open && ! open.contains( event.target as Node ) ) {
			close();
		}
	} );
	doc.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' && open ) {
			close();
		}
	} );
}
