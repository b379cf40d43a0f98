/**
 * Internal dependencies
 */
import { syncCountText } from '../region-text';

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
