/**
 * Internal dependencies
 */
import { onFirstReach, replayReach } from '../first-reach';

describe( 'onFirstReach', () => {
	beforeEach( () => {
		document.body.innerHTML =
			'<p id="other">Text</p><ul class="shop-social-icons"><li><a id="icon" href="#x">X</a></li></ul>';
	} );

	it( 'starts once, on the first pointer or focus that reaches the selector, not before', () => {
		const start = jest.fn< ( event: Event ) => void >();
		onFirstReach( document, '.shop-social-icons', start );
		const other = document.getElementById( 'other' )!;
		const icon = document.getElementById( 'icon' )!;

		other.dispatchEvent( new MouseEvent( 'mouseover', { bubbles: true } ) );
		expect( start ).not.toHaveBeenCalled();

		icon.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
		icon.dispatchEvent( new MouseEvent( 'mouseover', { bubbles: true } ) );
		expect( start ).toHaveBeenCalledTimes( 1 );
		expect( start.mock.calls[ 0 ][ 0 ].type ).toBe( 'focusin' );
	} );
} );

describe( 'replayReach', () => {
	it( 'sends focus again to what still has it, and nothing to what lost it', () => {
		document.body.innerHTML =
			'<a id="a" href="#a">A</a><a id="b" href="#b">B</a>';
		const a = document.getElementById( 'a' )!;
		const b = document.getElementById( 'b' )!;
		const seen: string[] = [];
		document.addEventListener( 'focusin', ( event ) =>
			seen.push( ( event.target as Element ).id )
		);
		a.focus();
		const reached = new FocusEvent( 'focusin', { bubbles: true } );
		Object.defineProperty( reached, 'target', { value: a } );
		seen.length = 0;

		replayReach( document, reached );
		expect( seen ).toEqual( [ 'a' ] );

		b.focus();
		seen.length = 0;
		replayReach( document, reached );
		expect( seen ).toEqual( [] );
	} );
} );
