/**
 * Internal dependencies
 */
import { CART_EVENTS, initCartEventBridge } from '../cart-event-bridge';
import type { JQueryLike } from '../cart-event-bridge';

/** A stand-in for jQuery's `.on()` and `.trigger()` on the body, enough to fire the classic events. */
function fakeJQuery() {
	const handlers: Array< ( event: { type: string } ) => void > = [];
	const jQuery: JQueryLike = () => ( {
		on: ( events, handler ) => {
			expect( events.split( ' ' ).sort() ).toEqual( [
				'added_to_cart',
				'removed_from_cart',
			] );
			handlers.push( handler );
		},
	} );
	const trigger = ( type: string ) =>
		handlers.forEach( ( handler ) => handler( { type } ) );
	return { jQuery, trigger };
}

describe( 'cart event bridge', () => {
	const heard: Array< { type: string; detail: unknown } > = [];
	const listener = ( event: Event ) =>
		heard.push( {
			type: event.type,
			detail: ( event as CustomEvent ).detail,
		} );
	const classic = fakeJQuery();

	beforeAll( () => {
		initCartEventBridge( document, classic.jQuery );
		for ( const type of Object.values( CART_EVENTS ) ) {
			document.addEventListener( type, listener );
		}
	} );
	beforeEach( () => {
		heard.length = 0;
		jest.useFakeTimers();
	} );
	afterEach( () => {
		jest.useRealTimers();
	} );

	it.each( Object.values( CART_EVENTS ) )(
		'passes a %s dispatched on the body without bubbling on to the document once, with its detail',
		( type ) => {
			document.body.dispatchEvent(
				new CustomEvent( type, { detail: { preserveCartData: true } } )
			);
			expect( heard ).toEqual( [
				{ type, detail: { preserveCartData: true } },
			] );
		}
	);

	it( 'leaves a bubbling event alone, so the document hears it once (WooCommerce 11)', () => {
		document.body.dispatchEvent(
			new CustomEvent( 'wc-blocks_added_to_cart', { bubbles: true } )
		);
		expect( heard ).toHaveLength( 1 );
	} );

	it.each( Object.entries( CART_EVENTS ) )(
		'translates a jQuery %s that WooCommerce did not, once',
		( classicType, type ) => {
			classic.trigger( classicType );
			expect( heard ).toHaveLength( 0 );
			jest.runAllTimers();
			expect( heard ).toEqual( [ { type, detail: {} } ] );
		}
	);

	it( 'does not translate a jQuery event again when WooCommerce sent its own', () => {
		classic.trigger( 'removed_from_cart' );
		document.body.dispatchEvent(
			new CustomEvent( 'wc-blocks_removed_from_cart', { bubbles: true } )
		);
		jest.runAllTimers();
		expect( heard ).toHaveLength( 1 );
	} );

	it( 'passes on no other event', () => {
		document.body.dispatchEvent( new CustomEvent( 'added_to_cart' ) );
		jest.runAllTimers();
		expect( heard ).toHaveLength( 0 );
	} );

	it( 'works without jQuery on the page', () => {
		expect( () =>
			initCartEventBridge( document, undefined )
		).not.toThrow();
	} );
} );
