/**
 * Internal dependencies
 */
import { keepCartLinkCount } from '../cart-link-count';
import type { CartData } from '../cart-link-count';

/**
 * A `wp.data` with a cart store whose count a test changes.
 * @param start
 */
function fakeData( start: number ) {
	let count = start;
	let listener = () => {};
	const data: CartData = {
		select: ( store ) =>
			store === 'wc/store/cart'
				? { getCartData: () => ( { itemsCount: count } ) }
				: undefined,
		subscribe: ( next ) => {
			listener = next;
			return () => {};
		},
	};
	return {
		data,
		change: ( to: number ) => {
			count = to;
			listener();
		},
	};
}

describe( 'keepCartLinkCount', () => {
	beforeEach( () => {
		document.body.innerHTML =
			'<div class="shop-theme-cart-link"><a href="/cart/"><span class="wc-block-mini-cart__badge" data-shop-cart-count="2">2</span></a></div>';
	} );
	const badge = () =>
		document.querySelector< HTMLElement >( '.wc-block-mini-cart__badge' )!;

	it( 'follows the cart store as the block cart changes it, and empties the badge for an empty cart', () => {
		const cart = fakeData( 2 );
		keepCartLinkCount( document, cart.data );

		cart.change( 3 );
		expect( badge().textContent ).toBe( '3' );
		cart.change( 0 );
		expect( badge().textContent ).toBe( '' );
		expect( badge().dataset.shopCartCount ).toBe( '0' );
	} );

	it( 'keeps the printed count while the store has not read the cart yet', () => {
		const cart = fakeData( 0 );
		keepCartLinkCount( document, cart.data );
		expect( badge().textContent ).toBe( '2' );
		cart.change( 2 );
		expect( badge().textContent ).toBe( '2' );
	} );

	it( 'does nothing without the store or the badge', () => {
		expect( () => keepCartLinkCount( document, undefined ) ).not.toThrow();
		document.body.innerHTML = '';
		expect( () =>
			keepCartLinkCount( document, fakeData( 1 ).data )
		).not.toThrow();
	} );
} );
