/**
 * Internal dependencies
 */
import { wireMobile } from '../mobile';

/**
 * Two copies of a form, as the theme's sidebar and phone slot print it, both wired as panels.
 */
function setUp() {
	const copy = `<form class="shop-filter shop-filter--panel">
		<button type="button" class="shop-filter__mobile-toggle" aria-expanded="false">Filter products</button>
		<div class="shop-filter__panel">
			<div class="shop-filter__panel-head"><p class="shop-filter__panel-title">Filter products</p><button type="button" class="shop-filter__close" aria-label="Close filters"></button></div>
			<input type="checkbox" name="product_cat[]" value="accessories">
			<button type="button" class="shop-filter__show">Show 20 results</button>
		</div>
	</form>`;
	document.body.innerHTML = copy + copy;
	const forms = [ ...document.querySelectorAll( 'form' ) ];
	forms.forEach( ( form ) => wireMobile( form, false ) );
	const [ form ] = forms;
	const toggle = form.querySelector( 'button' ) as HTMLButtonElement;
	const panel = form.querySelector( '.shop-filter__panel' ) as HTMLElement;
	return { forms, form, toggle, panel };
}

describe( 'the phone panel', () => {
	it( 'names the panel its button controls, with an id that is unique on the page', () => {
		const { forms } = setUp();

		const ids = forms.map( ( form ) => {
			const id = form
				.querySelector( 'button' )
				?.getAttribute( 'aria-controls' );
			expect( document.getElementById( id ?? '' ) ).toBe(
				form.querySelector( '.shop-filter__panel' )
			);
			return id;
		} );
		expect( new Set( ids ).size ).toBe( 2 );
	} );

	it( 'opens and closes on clicks of its button', () => {
		const { form, toggle } = setUp();

		toggle.click();
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( form.classList.contains( 'is-open' ) ).toBe( true );
		toggle.click();
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( form.classList.contains( 'is-open' ) ).toBe( false );
	} );

	it( 'closes on Escape from inside and gives the focus back to its button', () => {
		const { form, toggle, panel } = setUp();
		toggle.click();
		const box = panel.querySelector( 'input' ) as HTMLInputElement;
		box.focus();

		box.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);

		expect( form.classList.contains( 'is-open' ) ).toBe( false );
		expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		expect( toggle.ownerDocument.activeElement ).toBe( toggle );
	} );

	it( 'is a modal dialog named by its title while open, and focuses its first control', () => {
		const { toggle, panel } = setUp();

		toggle.click();

		expect( panel.getAttribute( 'role' ) ).toBe( 'dialog' );
		expect( panel.getAttribute( 'aria-modal' ) ).toBe( 'true' );
		const title = document.getElementById(
			panel.getAttribute( 'aria-labelledby' ) ?? ''
		);
		expect( title?.textContent ).toBe( 'Filter products' );
		expect( toggle.ownerDocument.activeElement ).toBe(
			panel.querySelector( '.shop-filter__close' )
		);
		toggle.click();
		expect( panel.hasAttribute( 'role' ) ).toBe( false );
		expect( panel.hasAttribute( 'aria-modal' ) ).toBe( false );
	} );

	it.each( [
		[ 'close', '.shop-filter__close' ],
		[ 'Show N results', '.shop-filter__show' ],
	] )(
		'closes on its %s button and gives the focus back to the opener',
		( _, selector ) => {
			const { form, toggle, panel } = setUp();
			toggle.click();

			( panel.querySelector( selector ) as HTMLButtonElement ).click();

			expect( form.classList.contains( 'is-open' ) ).toBe( false );
			expect( toggle.getAttribute( 'aria-expanded' ) ).toBe( 'false' );
			expect( toggle.ownerDocument.activeElement ).toBe( toggle );
		}
	);
} );
