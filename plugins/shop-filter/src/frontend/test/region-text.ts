/**
 * Internal dependencies
 */
import { noteCountText, syncCountText } from '../region-text';

const count = ( text: string, extra = '' ) =>
	`<div class="wc-block-product-results-count" data-wp-interactive="woocommerce/product-results-count" data-wp-router-region="wc-product-results-count-0"><p class="woocommerce-result-count" role="status">${ text }${ extra }</p></div>`;

describe( 'syncCountText', () => {
	it( "sets the shown count's text to the drawn page's, keeping its nodes", () => {
		document.body.innerHTML = count( 'Showing 1–2 of 8 results' );
		const paragraph = document.querySelector( 'p' );
		const text = paragraph?.firstChild;

		syncCountText( document, count( 'Showing 1–2 of 4 results' ) );

		expect( paragraph?.textContent ).toBe( 'Showing 1–2 of 4 results' );
		expect( document.querySelector( 'p' ) ).toBe( paragraph );
		expect( paragraph?.firstChild ).toBe( text );
	} );

	it( 'puts the drawn text back when the router writes the old one later, until the next draw', async () => {
		document.body.innerHTML = count( 'Showing 1–2 of 8 results' );
		const text = document.querySelector( 'p' )?.firstChild as Text;
		syncCountText( document, count( 'Showing 1–2 of 4 results' ) );

		// The router's render, late: the text it had before the draw.
		text.nodeValue = 'Showing 1–2 of 8 results';
		await Promise.resolve();
		expect( text.nodeValue ).toBe( 'Showing 1–2 of 4 results' );

		syncCountText( document, count( 'Showing 3–4 of 4 results' ) );
		text.nodeValue = 'Showing 1–2 of 4 results';
		await Promise.resolve();
		expect( text.nodeValue ).toBe( 'Showing 3–4 of 4 results' );

		// The page's own text, from further back than the last draw, is put right too.
		text.nodeValue = 'Showing 1–2 of 8 results';
		await Promise.resolve();
		expect( text.nodeValue ).toBe( 'Showing 3–4 of 4 results' );

		// A text the count never showed (another script's navigation) is left as it is.
		text.nodeValue = 'Showing 1 result';
		await Promise.resolve();
		expect( text.nodeValue ).toBe( 'Showing 1 result' );
	} );

	it( "puts the drawn text back when the router writes the loaded page's text after it drew the new one itself", async () => {
		document.body.innerHTML = count( 'Showing 1–2 of 8 results' );
		noteCountText( document );
		// The router drew the filtered count before the draw was synced…
		const text = document.querySelector( 'p' )?.firstChild as Text;
		text.nodeValue = 'Showing 1–2 of 4 results';
		syncCountText( document, count( 'Showing 1–2 of 4 results' ) );

		// …and writes its copy of the loaded page's text later.
		text.nodeValue = 'Showing 1–2 of 8 results';
		await Promise.resolve();
		expect( text.nodeValue ).toBe( 'Showing 1–2 of 4 results' );
	} );

	it( 'puts the drawn text back when the router puts a new region with the old text in place', async () => {
		document.body.innerHTML = count( 'Showing 1–2 of 8 results' );
		syncCountText( document, count( 'Showing 1–2 of 4 results' ) );

		document.body.innerHTML = count( 'Showing 1–2 of 8 results' );
		await Promise.resolve();

		expect( document.querySelector( 'p' )?.textContent ).toBe(
			'Showing 1–2 of 4 results'
		);
	} );

	it( 'leaves a count whose nodes differ to the router', () => {
		document.body.innerHTML = count( 'Showing all 8 results' );

		syncCountText(
			document,
			count( 'Showing all 8 results', '<span>Sorted by price</span>' )
		);

		expect( document.querySelector( 'p' )?.textContent ).toBe(
			'Showing all 8 results'
		);
	} );

	it( 'does nothing when either page has no count', () => {
		document.body.innerHTML = '<p>Showing 8</p>';

		syncCountText( document, '' );

		expect( document.body.textContent ).toBe( 'Showing 8' );
	} );
} );
