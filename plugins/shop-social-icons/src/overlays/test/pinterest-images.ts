/**
 * Internal dependencies
 */
import {
	type ImageFacts,
	pinDescription,
	pinImages,
	pinUrl,
	qualifies,
} from '../pinterest-images';

const BASE = 'https://shop.example/tea/';

const image = ( facts: Partial< ImageFacts > ): ImageFacts => ( {
	src: 'https://shop.example/a.jpg',
	width: 300,
	height: 200,
	noPin: false,
	title: '',
	...facts,
} );

describe( 'qualifies', () => {
	it.each< [ string, Partial< ImageFacts >, boolean ] >( [
		[ 'a large https image', {}, true ],
		[ 'a relative address', { src: '/b.png' }, true ],
		[ 'an http image', { src: 'http://cdn.example/c.gif' }, true ],
		[ '101 by 101', { width: 101, height: 101 }, true ],
		[ 'exactly 100 wide', { width: 100, height: 500 }, false ],
		[ 'exactly 100 high', { width: 500, height: 100 }, false ],
		[ 'smaller', { width: 50, height: 50 }, false ],
		[ 'no size known', { width: 0, height: 0 }, false ],
		[ 'flagged no-pin', { noPin: true }, false ],
		[ 'an empty src', { src: '' }, false ],
		[ 'a blank src', { src: '   ' }, false ],
		[ 'a javascript: src', { src: 'javascript:alert(1)' }, false ],
		[
			'a JavaScript: src in capitals',
			{ src: 'JavaScript:alert(1)' },
			false,
		],
		[ 'a vbscript: src', { src: 'vbscript:msgbox(1)' }, false ],
		[ 'a data: src', { src: 'data:image/png;base64,iVBORw0KGgo=' }, false ],
		[ 'a blob: src', { src: 'blob:https://shop.example/1' }, false ],
	] )( '%s', ( _name, facts, expected ) => {
		expect( qualifies( image( facts ), BASE ) ).toBe( expected );
	} );
} );

describe( 'pinImages', () => {
	afterEach( () => {
		document.head.innerHTML = '';
		document.body.innerHTML = '';
	} );

	it( 'lists the qualifying images of the page in order, each address once, with their title or alt text', () => {
		document.body.innerHTML = `
			<img src="/big.jpg" width="300" height="300" alt="Green tea">
			<img src="/small.jpg" width="80" height="80" alt="Small">
			<img src="/square.jpg" width="100" height="100">
			<img src="/nopin.jpg" width="400" height="400" nopin="nopin">
			<img src="/data-nopin.jpg" width="400" height="400" data-pin-nopin="true">
			<img src="/pinnable.jpg" width="400" height="400" data-pin-nopin="false" title="Pot" alt="Teapot">
			<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="400" height="400">
			<img src="/big.jpg" width="300" height="300" alt="Again">
			<div id="overlay"><img src="/thumb.jpg" width="400" height="400"></div>
		`;

		expect( pinImages( document, '#overlay' ) ).toEqual( [
			{ src: 'http://localhost/big.jpg', title: 'Green tea' },
			{ src: 'http://localhost/pinnable.jpg', title: 'Pot' },
		] );
	} );

	it( 'lists nothing on a page without a qualifying image', () => {
		document.body.innerHTML =
			'<img src="/icon.png" width="32" height="32">';

		expect( pinImages( document, '#overlay' ) ).toEqual( [] );
	} );
} );

describe( 'pinDescription', () => {
	afterEach( () => {
		document.head.innerHTML = '';
		document.title = '';
	} );

	const record = { src: 'https://shop.example/a.jpg', title: 'Teapot' };

	it( "is the page's social title", () => {
		document.head.innerHTML =
			'<meta property="og:title" content=" Green tea, loose ">';
		document.title = 'Green tea – Shop';

		expect( pinDescription( document, record ) ).toBe( 'Green tea, loose' );
		expect( pinDescription( document, null ) ).toBe( 'Green tea, loose' );
	} );

	it( 'is the document title without a social title', () => {
		document.title = 'Green tea – Shop';

		expect( pinDescription( document, record ) ).toBe( 'Green tea – Shop' );
	} );

	it( "is the image's title or alt text when the page has no title", () => {
		document.head.innerHTML = '<meta property="og:title" content="  ">';

		expect( pinDescription( document, record ) ).toBe( 'Teapot' );
		expect( pinDescription( document, null ) ).toBe( '' );
	} );
} );

describe( 'pinUrl', () => {
	it( "is Pinterest's pin page with the page, the image and the description encoded", () => {
		expect(
			pinUrl(
				'https://shop.example/tea/?a=1&b=2',
				'Tea & "cakes"',
				'https://shop.example/a b.jpg'
			)
		).toBe(
			'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fshop.example%2Ftea%2F%3Fa%3D1%26b%3D2&media=https%3A%2F%2Fshop.example%2Fa%20b.jpg&description=Tea%20%26%20%22cakes%22'
		);
	} );

	it( 'has no image for the single link', () => {
		expect( pinUrl( 'https://shop.example/', 'Shop' ) ).toBe(
			'https://www.pinterest.com/pin/create/button/?url=https%3A%2F%2Fshop.example%2F&description=Shop'
		);
	} );
} );
