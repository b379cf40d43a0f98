/**
 * Internal dependencies
 */
import { coversControl, liftAboveNeighbours } from '../back-to-top-clearance';

/**
 * Makes `document.elementsFromPoint` answer the same stack at every point (jsdom has no hit testing).
 *
 * @param stack Elements from the top down.
 */
function drawnBeneath( stack: Element[] ) {
	document.elementsFromPoint = () => stack;
}

describe( 'back to top clearance', () => {
	let button: HTMLButtonElement;
	beforeEach( () => {
		document.body.innerHTML =
			'<a href="/p" class="card-image"><img alt=""></a><button class="add">Add to cart</button><p>Text</p><button class="shop-theme-back-to-top"><svg></svg></button><div class="shop-social-icons-floating is-follow is-position-bottom-right"></div>';
		button = document.querySelector(
			'.shop-theme-back-to-top'
		) as HTMLButtonElement;
	} );

	it.each( [
		[ 'a button', '.add', true ],
		[ 'the text of a paragraph', 'p', false ],
		[ 'the picture of an image link', 'img', false ],
		[ 'an image link beside its picture', '.card-image', true ],
	] )( 'over %s: covers a control is %s', ( _, selector, covers ) => {
		const beneath = document.querySelector( selector ) as Element;
		drawnBeneath( [ button.firstElementChild!, button, beneath ] );
		expect( coversControl( button ) ).toBe( covers );
	} );

	it( 'covers nothing where there is no hit testing', () => {
		// @ts-expect-error jsdom has none: the function is optional.
		delete document.elementsFromPoint;
		expect( coversControl( button ) ).toBe( false );
	} );

	it( 'is lifted above a floating widget in its corner, and not without one', () => {
		const widget = document.querySelector(
			'.shop-social-icons-floating'
		) as HTMLElement;
		Object.defineProperty( widget, 'offsetHeight', { value: 40 } );
		liftAboveNeighbours( button );
		expect(
			button.style.getPropertyValue( '--shop-theme-back-to-top-lift' )
		).toBe( '56px' );
		widget.remove();
		liftAboveNeighbours( button );
		expect(
			button.style.getPropertyValue( '--shop-theme-back-to-top-lift' )
		).toBe( '0px' );
	} );
} );
