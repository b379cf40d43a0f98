/**
 * Internal dependencies
 */
import { addTips, wireTips } from '../tooltips';

/**
 * A form with two facets, one of them with a tooltip, wired.
 */
function setUp() {
	document.body.innerHTML = `<form class="shop-filter">
		<fieldset class="shop-filter__facet" data-facet="pa_color"><legend><button type="button" class="shop-filter__toggle">Color</button></legend><div class="shop-filter__body"><input type="checkbox" name="pa_color[]" value="red"></div></fieldset>
		<fieldset class="shop-filter__facet" data-facet="price"><legend><button type="button" class="shop-filter__toggle">Price</button></legend></fieldset>
	</form><p class="outside">Products</p>`;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	addTips( form, { pa_color: 'Pick one or more colours.' }, 'About %s' );
	wireTips( form );
	const button = form.querySelector( '.shop-filter__tip' ) as HTMLElement;
	const bubble = () => button.nextElementSibling as HTMLElement;
	return { form, button, bubble };
}

const press = ( element: Element, key: string ) =>
	element.dispatchEvent(
		new KeyboardEvent( 'keydown', { key, bubbles: true } )
	);

describe( 'facet tooltips', () => {
	it( 'adds a named button only to the facets that have a text, once', () => {
		const { form, button } = setUp();
		addTips( form, { pa_color: 'Again' }, 'About %s' );

		expect( form.querySelectorAll( '.shop-filter__tip' ) ).toHaveLength(
			1
		);
		expect( button.getAttribute( 'aria-label' ) ).toBe( 'About Color' );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( button.closest( 'legend' ) ).toBeNull(); // Not part of the group's name.
	} );

	it( 'opens on a click with the text in a status for screen readers, and closes on a second click', () => {
		const { button, bubble } = setUp();

		button.click();
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( bubble().getAttribute( 'role' ) ).toBe( 'status' );
		expect( bubble().textContent ).toBe( 'Pick one or more colours.' );
		expect( bubble().style.transition ).toBe( 'opacity 350ms' );

		button.click();
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( bubble().textContent ).toBe( '' );
	} );

	it( 'closes on Escape with the focus kept on its button, before anything else takes the key', () => {
		const { form, button, bubble } = setUp();
		const later = jest.fn();
		form.addEventListener( 'keydown', later );
		button.click();
		const box = form.querySelector( 'input' ) as HTMLInputElement;
		box.focus();

		press( box, 'Escape' );

		expect( bubble().textContent ).toBe( '' );
		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( button.ownerDocument.activeElement ).toBe( button );
		expect( later ).not.toHaveBeenCalled(); // The phone panel stays open.
		press( box, 'Escape' );
		expect( later ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'closes on a click elsewhere', () => {
		const { button, bubble } = setUp();
		button.click();

		( document.querySelector( '.outside' ) as HTMLElement ).click();

		expect( button.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( bubble().classList.contains( 'is-open' ) ).toBe( false );
	} );
} );
