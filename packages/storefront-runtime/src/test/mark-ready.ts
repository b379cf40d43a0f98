/**
 * Internal dependencies
 */
import { markReady } from '../mark-ready';

describe( 'markReady', () => {
	it( 'sets data-<name>="ready" on the element', () => {
		const root = document.createElement( 'html' );

		markReady( root, 'shop-consent' );

		expect( root.getAttribute( 'data-shop-consent' ) ).toBe( 'ready' );
	} );
} );
