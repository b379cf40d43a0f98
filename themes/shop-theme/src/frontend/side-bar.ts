/**
 * The side bar (parts/side-bar.html): a panel that slides in from the left, opened by the header's
 * `button.shop-theme-sidebar-opener[aria-controls]`, closed by its closer button, a click on the overlay and Escape.
 * While open it traps the focus; closed, it returns the focus to the opener. Above 991 px the side bar is removed
 * (CSS hides it and the opener), so an open one closes when the window grows past that width. The search and the
 * navigation it shows are the header's own, moved in when it opens (`side-bar-borrow.ts`) and back above 991 px.
 */

/**
 * External dependencies
 */
import { trapFocus } from '@shop-bundle/storefront-runtime/focus-trap';

/**
 * Internal dependencies
 */
import { headerPartsLender } from './side-bar-borrow';

const OPEN = 'is-open';

/** Widths where the side bar exists (spec: removed above 991 px). */
export const SIDE_BAR_MEDIA = '(max-width: 991px)';

/**
 * Wires one opener to the side bar it controls.
 *
 * @param opener The header button.
 * @return Closes the side bar and gives the header its parts back (for the media query), or nothing when the opener
 *         controls no side bar.
 */
export function initSideBar(
	opener: HTMLButtonElement
): ( () => void ) | undefined {
	const doc = opener.ownerDocument;
	const panel = doc.getElementById(
		opener.getAttribute( 'aria-controls' ) ?? ''
	);
	if ( ! panel ) {
		return undefined;
	}
	const overlay = doc.querySelector< HTMLElement >(
		'.shop-theme-side-bar-overlay'
	);
	const lender = headerPartsLender( doc, panel );

	const isOpen = () => panel.classList.contains( OPEN );
	let release = () => {};
	const setOpen = ( open: boolean ) => {
		panel.classList.toggle( OPEN, open );
		overlay?.classList.toggle( OPEN, open );
		opener.setAttribute( 'aria-expanded', String( open ) );
		doc.documentElement.classList.toggle(
			'shop-theme-side-bar-open',
			open
		);
	};
	function close(): void {
		if ( ! isOpen() ) {
			return;
		}
		setOpen( false );
		release();
	}
	const open = () => {
		lender.borrow();
		setOpen( true );
		release = trapFocus( panel, opener, close );
	};

	opener.setAttribute( 'aria-expanded', 'false' );
	opener.addEventListener( 'click', () => ( isOpen() ? close() : open() ) );
	overlay?.addEventListener( 'click', close );
	panel
		.querySelectorAll( '.shop-theme-side-bar__closer' )
		.forEach( ( closer ) => closer.addEventListener( 'click', close ) );
	return () => {
		close();
		lender.giveBack();
	};
}

/**
 * Wires every side-bar opener of the document.
 *
 * @param doc The document.
 * @param win Its window, for the width at which the side bar is removed.
 */
export function initSideBars( doc: Document, win: Window ): void {
	doc.querySelectorAll< HTMLButtonElement >(
		'button.shop-theme-sidebar-opener[aria-controls]'
	).forEach( ( opener ) => {
		const close = initSideBar( opener );
		const media = win.matchMedia?.( SIDE_BAR_MEDIA );
		media?.addEventListener?.(
			'change',
			() => ! media.matches && close?.()
		);
	} );
}
