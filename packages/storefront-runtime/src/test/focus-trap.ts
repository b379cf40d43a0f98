/**
 * Internal dependencies
 */
import { tabbables, trapFocus, trapTab } from '../focus-trap';

/** The focused element (the document's, read through a node as the lint rule asks). */
const focused = () => document.body.ownerDocument.activeElement;
const focusedId = () => focused()?.id;

/**
 * A page with an opener and a dialog: a close button first, controls Tab skips, and a last button.
 */
function setUp() {
	document.body.innerHTML = `<button id="opener">Open</button>
		<div id="dialog" tabindex="-1">
			<button id="first">Close</button>
			<button disabled>Off</button>
			<input type="hidden" name="token">
			<span tabindex="-1">Roving</span>
			<fieldset disabled><input id="in-disabled-set"></fieldset>
			<div hidden><a href="#x">Hidden</a></div>
			<div inert><button>Inert</button></div>
			<select id="mid"></select>
			<a id="last" href="#y">More</a>
		</div>
		<button id="behind">Behind</button>`;
	const byId = ( id: string ) => document.getElementById( id ) as HTMLElement;
	return { dialog: byId( 'dialog' ), byId };
}

/**
 * Sends a keydown to the focused element, as a person pressing the key would.
 *
 * @param key      The key.
 * @param shiftKey Whether Shift is held.
 * @return Whether something prevented the browser's own move.
 */
function press( key: string, shiftKey = false ): boolean {
	const event = new KeyboardEvent( 'keydown', {
		key,
		shiftKey,
		bubbles: true,
		cancelable: true,
	} );
	( focused() ?? document.body ).dispatchEvent( event );
	return event.defaultPrevented;
}

describe( 'tabbables', () => {
	it( 'lists what Tab reaches, leaving out disabled, hidden, inert and roving elements', () => {
		const { dialog } = setUp();

		expect( tabbables( dialog ).map( ( element ) => element.id ) ).toEqual(
			[ 'first', 'mid', 'last' ]
		);
	} );

	it( 'leaves out elements that are not drawn, where the browser can tell', () => {
		const { dialog, byId } = setUp();
		byId( 'mid' ).checkVisibility = () => false;

		expect( tabbables( dialog ).map( ( element ) => element.id ) ).toEqual(
			[ 'first', 'last' ]
		);
	} );
} );

describe( 'trapTab', () => {
	it.each( [
		[ 'Tab from the last control', 'last', false, 'first' ],
		[ 'Shift+Tab from the first control', 'first', true, 'last' ],
		[ 'Tab from outside the dialog', 'behind', false, 'first' ],
		[ 'Shift+Tab from outside the dialog', 'behind', true, 'last' ],
		[ 'Shift+Tab from the dialog itself', 'dialog', true, 'last' ],
	] )( 'moves %s to the other end', ( _name, from, shiftKey, to ) => {
		const { dialog, byId } = setUp();
		byId( from ).focus();
		const preventDefault = jest.fn();

		trapTab( dialog, { key: 'Tab', shiftKey, preventDefault } );

		expect( preventDefault ).toHaveBeenCalled();
		expect( focusedId() ).toBe( to );
	} );

	it.each( [
		[ 'Tab between controls', 'Tab', 'first' ],
		[ 'another key', 'Enter', 'last' ],
	] )( 'leaves %s to the browser', ( _name, key, from ) => {
		const { dialog, byId } = setUp();
		byId( from ).focus();
		const preventDefault = jest.fn();

		trapTab( dialog, { key, shiftKey: false, preventDefault } );

		expect( preventDefault ).not.toHaveBeenCalled();
		expect( focusedId() ).toBe( from );
	} );

	it( 'keeps the focus where it is in a dialog without controls', () => {
		document.body.innerHTML = '<div id="empty" tabindex="-1">Text</div>';
		const empty = document.getElementById( 'empty' ) as HTMLElement;
		empty.focus();
		const preventDefault = jest.fn();

		trapTab( empty, { key: 'Tab', shiftKey: false, preventDefault } );

		expect( preventDefault ).toHaveBeenCalled();
		expect( focused() ).toBe( empty );
	} );
} );

describe( 'trapFocus', () => {
	it( 'focuses the first control, wraps Tab both ways, and gives the focus back to the opener on release', () => {
		const { dialog, byId } = setUp();
		byId( 'opener' ).focus();

		const release = trapFocus( dialog );
		expect( focusedId() ).toBe( 'first' );
		expect( press( 'Tab', true ) ).toBe( true );
		expect( focusedId() ).toBe( 'last' );
		expect( press( 'Tab' ) ).toBe( true );
		expect( focusedId() ).toBe( 'first' );

		release();
		expect( focusedId() ).toBe( 'opener' );
		byId( 'last' ).focus();
		expect( press( 'Tab' ) ).toBe( false );
	} );

	it( 'brings back focus that moves out of the dialog while it is held', () => {
		const { dialog, byId } = setUp();
		const release = trapFocus( dialog );

		byId( 'behind' ).focus();
		expect( focusedId() ).toBe( 'first' );

		release();
		byId( 'behind' ).focus();
		expect( focusedId() ).toBe( 'behind' );
	} );

	it( 'calls onEscape on Escape, with the browser’s own action prevented', () => {
		const { dialog } = setUp();
		const onEscape = jest.fn();

		const release = trapFocus( dialog, null, onEscape );
		expect( press( 'Escape' ) ).toBe( true );
		expect( onEscape ).toHaveBeenCalledTimes( 1 );

		release();
		press( 'Escape' );
		expect( onEscape ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'leaves Escape to others without onEscape', () => {
		const { dialog } = setUp();
		const release = trapFocus( dialog );

		expect( press( 'Escape' ) ).toBe( false );
		release();
	} );

	it( 'focuses a dialog without controls itself', () => {
		document.body.innerHTML = '<div id="empty" tabindex="-1">Text</div>';
		const empty = document.getElementById( 'empty' ) as HTMLElement;

		const release = trapFocus( empty );

		expect( focused() ).toBe( empty );
		release();
	} );

	it( 'gives the focus back to the opener it was handed, unless it left the page', () => {
		const { dialog, byId } = setUp();
		const opener = byId( 'opener' );

		trapFocus( dialog, opener )();
		expect( focused() ).toBe( opener );

		const release = trapFocus( dialog, opener );
		opener.remove();
		release();
		expect( focusedId() ).toBe( 'first' );
	} );
} );
