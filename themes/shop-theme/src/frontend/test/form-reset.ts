/**
 * Internal dependencies
 */
import { initFormReset } from '../form-reset';

describe( '#vscf reset', () => {
	it( 'resets the form to its defaults on load and again at pageshow, after the browser restored values', () => {
		document.body.innerHTML =
			'<form id="vscf"><input name="n" value=""></form><form id="other"><input name="o" value=""></form>';
		const field = document.querySelector< HTMLInputElement >(
			'[name=n]'
		) as HTMLInputElement;
		const other = document.querySelector< HTMLInputElement >(
			'[name=o]'
		) as HTMLInputElement;
		field.value = 'restored';
		other.value = 'kept';

		initFormReset( document );
		expect( field.value ).toBe( '' );
		expect( other.value ).toBe( 'kept' );

		field.value = 'restored again';
		window.dispatchEvent( new Event( 'pageshow' ) );
		expect( field.value ).toBe( '' );
	} );

	it( 'does nothing without the form', () => {
		document.body.innerHTML = '<div id="vscf"></div>';
		expect( () => initFormReset( document ) ).not.toThrow();
	} );
} );
