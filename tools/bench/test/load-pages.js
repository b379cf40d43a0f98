/**
 * What the load test reads from the shop's pages, and the filter's addresses as its core builds them.
 */
import {
	apiFetchNonce,
	consentSettings,
	filterForm,
	filterLink,
	filterRestAddress,
	filterSelections,
} from '../load-pages.mjs';

const CONFIG = {
	facets: [ 'product_cat', 'pa_color', 'price' ],
	types: { product_cat: 'checkbox', pa_color: 'checkbox', price: 'slider' },
	listing: 'block',
	base: '',
	moreLimit: 6,
	priceRanges: '0-25,25-50',
	rest: 'http://shop.test/wp-json/shop-filter/v1/results',
};

const FORM = `<form class="shop-filter" method="get" action="http://shop.test/shop/" data-shop-filter="${ JSON.stringify(
	CONFIG
).replace( /"/g, '&quot;' ) }">
<input type="hidden" name="filter" value="1">
<input type="checkbox" name="product_cat[]" value="tops" data-term-id="18">
<input type="checkbox" name="pa_color[]" value="red">
<input type="checkbox" name="pa_color[]" value="navy blue">
<input type="number" name="min_price" value="">
<input type="checkbox" name="stock" value="instock">
</form>`;

describe( 'consentSettings', () => {
	it( 'reads shop-consent’s public settings of a page', () => {
		expect(
			consentSettings(
				'<p>x</p><script type="application/json" id="shop-consent-settings">{"version":2,"statistics":{"page":5}}</script>'
			)
		).toEqual( { version: 2, statistics: { page: 5 } } );
		expect( consentSettings( '<p>no banner</p>' ) ).toBeNull();
	} );
} );

describe( 'filterForm', () => {
	it( 'reads the first filter form: action, config and checkboxes in form order', () => {
		expect(
			filterForm( `<form role="search"></form>${ FORM }${ FORM }` )
		).toEqual( {
			action: 'http://shop.test/shop/',
			config: CONFIG,
			checkboxes: [
				[ 'product_cat', 'tops' ],
				[ 'pa_color', 'red' ],
				[ 'pa_color', 'navy blue' ],
				[ 'stock', 'instock' ],
			],
		} );
		expect( filterForm( '<form></form>' ) ).toBeNull();
	} );
} );

describe( 'filterSelections', () => {
	it( 'takes every option alone, then pairs of neighbouring facets with several options', () => {
		expect(
			filterSelections(
				[
					[ 'product_cat', 'tops' ],
					[ 'product_cat', 'hoodies' ],
					[ 'pa_color', 'red' ],
					[ 'pa_color', 'blue' ],
					[ 'pa_color', 'black' ],
					[ 'stock', 'instock' ],
				],
				2
			)
		).toEqual( [
			[ [ 'product_cat', 'tops' ] ],
			[ [ 'product_cat', 'hoodies' ] ],
			[ [ 'pa_color', 'red' ] ],
			[ [ 'pa_color', 'blue' ] ],
			[ [ 'pa_color', 'black' ] ],
			[ [ 'stock', 'instock' ] ],
			[
				[ 'product_cat', 'tops' ],
				[ 'pa_color', 'red' ],
			],
			[
				[ 'product_cat', 'tops' ],
				[ 'pa_color', 'blue' ],
			],
			[
				[ 'product_cat', 'hoodies' ],
				[ 'pa_color', 'red' ],
			],
			[
				[ 'product_cat', 'hoodies' ],
				[ 'pa_color', 'blue' ],
			],
		] );
	} );
} );

describe( 'filterLink', () => {
	it( 'starts with the filter marker and keeps commas readable, as the core’s links', () => {
		expect(
			filterLink( 'http://shop.test/shop/page/2/', [
				[ 'pa_color', 'red,navy blue' ],
				[ 'stock', 'instock' ],
			] )
		).toBe( '/shop/?filter=1&pa_color=red,navy%20blue&stock=instock' );
	} );
} );

describe( 'filterRestAddress', () => {
	it( 'asks the selection with the form’s facets, listing, types, more limit and price ranges, encoded as URLSearchParams', () => {
		expect( filterRestAddress( CONFIG, [ [ 'pa_color', 'red' ] ] ) ).toBe(
			'/wp-json/shop-filter/v1/results?pa_color=red&facets=product_cat%2Cpa_color%2Cprice&listing=block&types=product_cat%3Acheckbox%2Cpa_color%3Acheckbox%2Cprice%3Aslider&more_limit=6&price_ranges=0-25%2C25-50'
		);
	} );

	it( 'keeps the route of plain permalinks and sends the category base', () => {
		expect(
			filterRestAddress(
				{
					...CONFIG,
					rest: 'http://shop.test/?rest_route=/shop-filter/v1/results',
					base: '18-product_cat',
					types: {},
					moreLimit: 0,
					priceRanges: '',
				},
				[ [ 'stock', 'instock' ] ]
			)
		).toBe(
			'/?rest_route=%2Fshop-filter%2Fv1%2Fresults&stock=instock&facets=product_cat%2Cpa_color%2Cprice&listing=block&base=18-product_cat'
		);
	} );
} );

describe( 'apiFetchNonce', () => {
	it( 'reads the nonce WordPress gives apiFetch', () => {
		expect(
			apiFetchNonce(
				'wp.apiFetch.nonceMiddleware = wp.apiFetch.createNonceMiddleware( "a3b8108604" );'
			)
		).toBe( 'a3b8108604' );
		expect( apiFetchNonce( '<p></p>' ) ).toBeNull();
	} );
} );
