/**
 * Internal dependencies
 */
import { domReady } from '../dom-ready';

describe( 'domReady', () => {
	it( 'runs at once on a parsed document', () => {
		const callback = jest.fn();

		domReady( document, callback );

		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'waits for DOMContentLoaded while the document is loading', () => {
		const doc = document.implementation.createHTMLDocument();
		Object.defineProperty( doc, 'readyState', { value: 'loading' } );
		const callback = jest.fn();

		domReady( doc, callback );
		expect( callback ).not.toHaveBeenCalled();

		doc.dispatchEvent( new Event( 'DOMContentLoaded' ) );
		doc.dispatchEvent( new Event( 'DOMContentLoaded' ) );
		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );
} );
