/**
 * Internal dependencies
 */
import { drawZone, totalOf, zoneIn, zoneKey } from '../zone';
import { formMarkup } from './fixtures/form';

describe( 'zoneKey', () => {
	it.each( [
		[
			'keeps the path and the filters',
			'https://shop.test/shop/?filter=1&pa_color=red',
			'/shop/?filter=1&pa_color=red',
		],
		[
			'drops a /page/N/ path',
			'https://shop.test/shop/page/3/?filter=1&pa_color=red',
			'/shop/?filter=1&pa_color=red',
		],
		[
			'drops paged',
			'https://shop.test/shop/?filter=1&paged=2&pa_color=red',
			'/shop/?filter=1&pa_color=red',
		],
		[
			"drops a product collection's page",
			'https://shop.test/shop/?query-0-page=2&product-page=2',
			'/shop/?',
		],
	] )( '%s', ( _name, address, key ) => {
		expect( zoneKey( address ) ).toBe( key );
	} );
} );

describe( 'zoneIn', () => {
	const parse = ( html: string ) =>
		new DOMParser().parseFromString( html, 'text/html' );

	it( "finds the zone of the form with the same config in a page's markup", () => {
		document.body.innerHTML =
			formMarkup() + formMarkup( { facets: [ 'pa_size' ] } );
		const [ , sizes ] = document.querySelectorAll( 'form' );
		const page = parse(
			formMarkup().replace(
				'<input type="hidden" name="filter" value="1">',
				'<i>colours</i>'
			) +
				formMarkup( { facets: [ 'pa_size' ] } ).replace(
					'<input type="hidden" name="filter" value="1">',
					'<i>sizes</i>'
				)
		);

		expect( zoneIn( page, sizes )?.querySelector( 'i' )?.textContent ).toBe(
			'sizes'
		);
	} );

	it( 'falls back to the form at the same place when no config matches', () => {
		document.body.innerHTML = formMarkup( { facets: [ 'stock' ] } );
		const page = parse( formMarkup( { facets: [ 'price' ] } ) );

		expect(
			zoneIn( page, document.querySelector( 'form' ) as HTMLFormElement )
		).not.toBeNull();
	} );

	it( 'reads the products a zone counts, null when it does not say', () => {
		const zone = document.createElement( 'div' );
		expect( totalOf( zone ) ).toBeNull();
		zone.dataset.total = '7';
		expect( totalOf( zone ) ).toBe( 7 );
	} );
} );

describe( 'drawZone', () => {
	it( 'draws into the form and its copies, not into another form, and keeps the focus on the same field', () => {
		document.body.innerHTML =
			formMarkup() +
			formMarkup() +
			formMarkup( { facets: [ 'pa_size' ] } );
		const [ form, copy, other ] = [
			...document.querySelectorAll( 'form' ),
		];
		(
			form.querySelector( 'input[value="blue"]' ) as HTMLInputElement
		 ).focus();
		const next = formMarkup().replace(
			'value="blue" checked',
			'value="blue"'
		);

		drawZone( next, form );

		const blue = ( of: Element ) =>
			of.querySelector( 'input[value="blue"]' ) as HTMLInputElement;
		expect( blue( form ).checked ).toBe( false );
		expect( blue( copy ).checked ).toBe( false );
		expect( blue( other ).checked ).toBe( true );
		expect( form.ownerDocument.activeElement ).toBe( blue( form ) );
	} );
} );
