/**
 * Internal dependencies
 */
import { markReady } from '../mark-ready';

describe( 'markReady', () => {
	it( 'sets data-shop-theme="ready" on the element', () => {
		const root = document.createElement( 'html' );

		markReady( root );

		expect( root.getAttribute( 'data-shop-theme' ) ).toBe( 'ready' );
	} );
} );
