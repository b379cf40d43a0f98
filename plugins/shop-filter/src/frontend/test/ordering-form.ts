/**
 * Internal dependencies
 */
import { syncOrderingForms } from '../ordering-form';

describe( 'syncOrderingForms', () => {
	it( "rewrites the sort form's hidden fields from the address, keeping its own", () => {
		document.body.innerHTML =
			'<form class="woocommerce-ordering" method="get"><select name="orderby"><option value="price">Price</option></select>' +
			'<input type="hidden" name="paged" value="1"><input type="hidden" name="per_page" value="2"></form>';

		syncOrderingForms(
			document,
			'https://shop.test/shop/?filter=1&pa_color=red,blue&orderby=date&paged=3&per_page=4'
		);

		const form = document.querySelector( 'form' ) as HTMLFormElement;
		expect(
			new URLSearchParams( new FormData( form ) as never ).toString()
		).toBe(
			'orderby=price&paged=1&filter=1&pa_color=red%2Cblue&per_page=4'
		);
	} );
} );
