/**
 * Internal dependencies
 */
import { showModal } from '../modal';

/**
 * jsdom has no modal dialogs: `showModal()` and `close()` as browsers do them, as far as these tests need.
 */
beforeAll( () => {
	Object.assign( HTMLDialogElement.prototype, {
		showModal( this: HTMLDialogElement ) {
			this.setAttribute( 'open', '' );
		},
		close( this: HTMLDialogElement ) {
			if ( this.hasAttribute( 'open' ) ) {
				this.removeAttribute( 'open' );
				this.dispatchEvent( new Event( 'close' ) );
			}
		},
	} );
} );

/**
 * A page with an opener button and a closed dialog: close button, a link, a hidden button, a text box.
 */
function page() {
	document.body.innerHTML = `
		<button id="opener">Share</button>
		<dialog id="dialog">
			<button data-shop-social-icons-close aria-label="Close"></button>
			<a href="https://x.com/">X</a>
			<div hidden><button>Hidden</button></div>
			<input aria-label="Address">
		</dialog>`;
	const get = ( selector: string ) =>
		document.querySelector( selector ) as HTMLElement;
	return {
		opener: get( '#opener' ),
		dialog: get( '#dialog' ) as HTMLDialogElement,
		close: get( '[aria-label="Close"]' ),
		link: get( 'a' ),
		input: get( 'input' ),
	};
}

/**
 * Presses a key on the focused element.
 *
 * @param key   The key.
 * @param shift With Shift.
 */
function press( key: string, shift = false ) {
	const event = new KeyboardEvent( 'keydown', {
		key,
		shiftKey: shift,
		bubbles: true,
		cancelable: true,
	} );
	(
		document.body.ownerDocument.activeElement ?? document.body
	).dispatchEvent( event );
	return event;
}

describe( 'showModal', () => {
	it( 'opens the dialog with the focus on its first control, the close button', () => {
		const { opener, dialog, close } = page();
		opener.focus();

		showModal( dialog, opener );

		expect( dialog.open ).toBe( true );
		expect( close ).toHaveFocus();
	} );

	it( 'keeps Tab inside: from the last control to the first, Shift+Tab the other way, hidden ones skipped', () => {
		const { dialog, close, input } = page();
		showModal( dialog );

		input.focus();
		const forward = press( 'Tab' );
		expect( forward.defaultPrevented ).toBe( true );
		expect( close ).toHaveFocus();

		const back = press( 'Tab', true );
		expect( back.defaultPrevented ).toBe( true );
		expect( input ).toHaveFocus();
	} );

	it( 'leaves Tab between inner controls to the browser', () => {
		const { dialog, close } = page();
		showModal( dialog );
		close.focus();

		expect( press( 'Tab' ).defaultPrevented ).toBe( false );
	} );

	it( 'closes on Escape and gives the focus back to the opener', () => {
		const { opener, dialog } = page();
		showModal( dialog, opener );

		press( 'Escape' );

		expect( dialog.open ).toBe( false );
		expect( opener ).toHaveFocus();
	} );

	it( 'closes with its close button, and opens again with one set of listeners', () => {
		const { opener, dialog, close, link } = page();
		const closed = jest.fn();
		dialog.addEventListener( 'close', closed );
		showModal( dialog, opener );
		close.click();
		expect( dialog.open ).toBe( false );

		showModal( dialog, link );
		close.click();

		expect( closed ).toHaveBeenCalledTimes( 2 );
		expect( link ).toHaveFocus();
	} );

	it( 'stays open on a click inside its box', () => {
		const { dialog, input } = page();
		showModal( dialog );

		input.click();

		expect( dialog.open ).toBe( true );
	} );
} );
