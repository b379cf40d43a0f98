/**
 * Internal dependencies
 */
import { COUNT_REGION, pageAsLoaded } from '../page-as-loaded';
import { formMarkup } from './fixtures/form';

const COUNT =
	'<p data-wp-router-region="wc-product-results-count-0">Showing 1–8 of 8 results</p>';

describe( 'pageAsLoaded', () => {
	it( 'copies the zone and the result count, which later changes to the page leave as they were', () => {
		document.body.innerHTML = formMarkup() + COUNT;
		const form = document.querySelector( 'form' ) as HTMLFormElement;

		const loaded = pageAsLoaded( form, 'http://localhost/shop/' );
		( form.querySelector( '.shop-filter__more' ) as HTMLElement ).click();
		form.querySelector( '.shop-filter__zone' )?.setAttribute(
			'data-total',
			'2'
		);
		( document.querySelector( COUNT_REGION ) as HTMLElement ).textContent =
			'Showing 1–2 of 2 results';

		expect( loaded.address ).toBe( 'http://localhost/shop/' );
		expect( loaded.zone?.isConnected ).toBe( false );
		expect( loaded.zone?.hasAttribute( 'data-total' ) ).toBe( false );
		expect( loaded.count?.textContent ).toBe( 'Showing 1–8 of 8 results' );
	} );

	it( 'holds no zone or count where the page has none', () => {
		document.body.innerHTML =
			'<form class="shop-filter"><a class="shop-filter__start" href="/shop/?start_filtering=1">Start filtering</a></form>';
		const form = document.querySelector( 'form' ) as HTMLFormElement;

		expect( pageAsLoaded( form, 'http://localhost/shop/' ) ).toEqual( {
			address: 'http://localhost/shop/',
			zone: null,
			count: null,
		} );
	} );
} );
