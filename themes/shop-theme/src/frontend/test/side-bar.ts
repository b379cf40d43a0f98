/**
 * Internal dependencies
 */
import { sideBarPage } from './support/side-bar-page';

const page = () =>
	sideBarPage( `
		<button type="button" class="shop-theme-sidebar-opener" aria-controls="shop-theme-side-bar">open</button>
		<div class="shop-theme-side-bar-overlay"></div>
		<aside id="shop-theme-side-bar" class="shop-theme-side-bar">
			<button type="button" class="shop-theme-side-bar__closer">close</button>
			<a href="/x">x</a>
		</aside>
		<a href="/after">after</a>` );

const $ = < T extends HTMLElement >( selector: string ) =>
	document.querySelector( selector ) as T;
const opener = () => $< HTMLButtonElement >( '.shop-theme-sidebar-opener' );
const panel = () => $( '#shop-theme-side-bar' );
const isOpen = () => panel().classList.contains( 'is-open' );

function key( name: string, shiftKey = false ): KeyboardEvent {
	const event = new KeyboardEvent( 'keydown', {
		key: name,
		shiftKey,
		bubbles: true,
		cancelable: true,
	} );
	(
		document.body.ownerDocument.activeElement ?? document.body
	).dispatchEvent( event );
	return event;
}

describe( 'side bar', () => {
	it( 'opens from the opener, marks it expanded and moves the focus into the panel', () => {
		page();
		expect( opener().getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		opener().click();
		expect( isOpen() ).toBe( true );
		expect(
			$( '.shop-theme-side-bar-overlay' ).classList.contains( 'is-open' )
		).toBe( true );
		expect( opener().getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( document.body.ownerDocument.activeElement ).toBe(
			$( '.shop-theme-side-bar__closer' )
		);
	} );

	it.each( [
		[ 'its closer', () => $( '.shop-theme-side-bar__closer' ).click() ],
		[
			'an overlay click',
			() => $( '.shop-theme-side-bar-overlay' ).click(),
		],
		[ 'Escape', () => key( 'Escape' ) ],
	] )( 'closes by %s and returns the focus to the opener', ( _, close ) => {
		page();
		opener().click();
		close();
		expect( isOpen() ).toBe( false );
		expect( opener().getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( document.body.ownerDocument.activeElement ).toBe( opener() );
	} );

	it( 'keeps Tab and Shift+Tab inside while open', () => {
		page();
		opener().click();
		$( 'a[href="/x"]' ).focus();
		expect( key( 'Tab' ).defaultPrevented ).toBe( true );
		expect( document.body.ownerDocument.activeElement ).toBe(
			$( '.shop-theme-side-bar__closer' )
		);
		key( 'Tab', true );
		expect( document.body.ownerDocument.activeElement ).toBe(
			$( 'a[href="/x"]' )
		);
	} );

	it( 'brings back a focus that leaves while open', () => {
		page();
		opener().click();
		$( 'a[href="/after"]' ).focus();
		expect( document.body.ownerDocument.activeElement ).toBe(
			$( '.shop-theme-side-bar__closer' )
		);
	} );

	it( 'closes when the window grows past 991 px, where the side bar is removed', () => {
		const { media } = page();
		opener().click();
		media.matches = false;
		media.fire();
		expect( isOpen() ).toBe( false );
	} );
} );
