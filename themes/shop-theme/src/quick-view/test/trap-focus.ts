/**
 * Internal dependencies
 */
import { trapFocus } from '../trap-focus';

describe( 'trapFocus', () => {
	const dialog = document.createElement( 'dialog' );
	dialog.innerHTML =
		'<button id="first">Close</button><button disabled>Off</button><select id="mid"></select><button id="last">Add</button>';
	document.body.append( dialog );
	const press = ( shiftKey: boolean, key = 'Tab' ) => {
		const preventDefault = jest.fn();
		trapFocus( { key, shiftKey, preventDefault }, dialog );
		return preventDefault;
	};
	const focus = ( id: string ) =>
		( dialog.querySelector( `#${ id }` ) as HTMLElement ).focus();

	it( 'wraps Tab from the last control to the first', () => {
		focus( 'last' );
		expect( press( false ) ).toHaveBeenCalled();
		expect( dialog.ownerDocument.activeElement?.id ).toBe( 'first' );
	} );

	it( 'wraps Shift+Tab from the first control to the last', () => {
		focus( 'first' );
		expect( press( true ) ).toHaveBeenCalled();
		expect( dialog.ownerDocument.activeElement?.id ).toBe( 'last' );
	} );

	it( 'leaves Tab between controls and other keys to the browser', () => {
		focus( 'mid' );
		expect( press( false ) ).not.toHaveBeenCalled();
		expect( press( false, 'Enter' ) ).not.toHaveBeenCalled();
		expect( dialog.ownerDocument.activeElement?.id ).toBe( 'mid' );
	} );
} );
