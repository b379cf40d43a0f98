/**
 * Internal dependencies
 */
import { watchCartLoads } from '../cart-loads';
import {
	holdEarlyClicks,
	HYDRATED_CLASS,
	MOST_MS,
	SENTINEL_ID,
} from '../early-clicks';

/**
 * A grid with one product button whose "hydrated" handler counts clicks, and the sentinel at the end of the body.
 */
function page(): { button: HTMLButtonElement; sentinel: HTMLElement } {
	document.body.innerHTML = `
		<div class="wc-block-product"><button class="wc-block-components-product-button__button"><span>Add to cart</span></button>
		<a class="wc-block-components-product-button__button" href="/product/hoodie/">Select options</a></div>
		<span id="${ SENTINEL_ID }" hidden></span>`;
	return {
		button: document.querySelector( 'button' )!,
		sentinel: document.getElementById( SENTINEL_ID )!,
	};
}

/** Lets the MutationObserver's callback run, and the replay that waits a task for the cart's loads in flight. */
const observed = async () => {
	for ( let task = 0; task < 3; task++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
};

describe( 'holdEarlyClicks', () => {
	let stop = () => {};
	afterEach( () => {
		stop();
		jest.useRealTimers();
	} );

	it( 'holds clicks on a product button until hydration, then clicks it again as many times, in order', async () => {
		const { button, sentinel } = page();
		const added: string[] = [];
		stop = holdEarlyClicks( document, window );

		// The tap lands on the button's label, as on a phone.
		button.querySelector( 'span' )!.click();
		button.click();
		// Hydration: WordPress attaches the button's handler, then reaches the sentinel.
		button.addEventListener( 'click', () => added.push( 'added' ) );
		expect( added ).toEqual( [] );
		sentinel.classList.add( HYDRATED_CLASS );
		await observed();

		expect( added ).toEqual( [ 'added', 'added' ] );
		button.click();
		expect( added ).toHaveLength( 3 );
	} );

	it( 'starts holding while the page is still parsed, and finds the sentinel once it is', async () => {
		document.body.innerHTML =
			'<button class="wc-block-components-product-button__button">Add to cart</button>';
		const button = document.querySelector( 'button' )!;
		const added = jest.fn();
		const readyState = jest
			.spyOn( document, 'readyState', 'get' )
			.mockReturnValue( 'loading' );
		stop = holdEarlyClicks( document, window );
		button.click();
		// The rest of the page arrives, with the sentinel.
		const sentinel = document.createElement( 'span' );
		sentinel.id = SENTINEL_ID;
		document.body.append( sentinel );
		readyState.mockRestore();
		document.dispatchEvent( new Event( 'DOMContentLoaded' ) );
		button.addEventListener( 'click', added );
		sentinel.classList.add( HYDRATED_CLASS );
		await observed();

		expect( added ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'lets a link through: it works without scripts', () => {
		page();
		stop = holdEarlyClicks( document, window );
		const link = document.querySelector( 'a' )!;
		const reached = jest.fn( ( event: Event ) => event.preventDefault() );
		link.addEventListener( 'click', reached );

		link.click();

		expect( reached ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'holds nothing on a page without the sentinel, or once it is hydrated', () => {
		const { button, sentinel } = page();
		const added = jest.fn();
		button.addEventListener( 'click', added );
		sentinel.classList.add( HYDRATED_CLASS );
		stop = holdEarlyClicks( document, window );
		button.click();
		sentinel.remove();
		stop = holdEarlyClicks( document, window );
		button.click();

		expect( added ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'stops holding 10 s after the load when hydration never comes, and drops what it held', () => {
		jest.useFakeTimers();
		const { button } = page();
		const added = jest.fn();
		stop = holdEarlyClicks( document, window );
		button.click();
		button.addEventListener( 'click', added );

		jest.advanceTimersByTime( MOST_MS );
		expect( added ).not.toHaveBeenCalled();
		button.click();

		expect( added ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'holdEarlyClicks and the cart’s first load (WooCommerce 10’s script)', () => {
	const original = window.fetch;
	afterEach( () => {
		window.fetch = original;
	} );

	it( 'clicks again only once WooCommerce’s load of the cart in flight has ended (WooCommerce 10 would put it over the adds)', async () => {
		let answer = () => {};
		const shopFetch = jest.fn(
			() =>
				new Promise< Response >(
					( resolve ) =>
						( answer = () =>
							resolve( {
								clone: () => ( { text: async () => '{}' } ),
							} as unknown as Response ) )
				)
		);
		window.fetch = shopFetch as unknown as typeof fetch;
		const { button, sentinel } = page();
		const added: string[] = [];
		const stop = holdEarlyClicks( document, window, watchCartLoads );
		button.click();
		button.addEventListener( 'click', () => added.push( 'added' ) );

		// Hydration starts WooCommerce's load of the cart, then reaches the sentinel.
		window.fetch( '/wp-json/wc/store/v1/cart' );
		sentinel.classList.add( HYDRATED_CLASS );
		await observed();
		expect( added ).toEqual( [] );

		answer();
		await observed();
		expect( added ).toEqual( [ 'added' ] );
		expect( window.fetch ).toBe( shopFetch ); // Given back once the clicks are replayed.
		stop();
	} );
} );
