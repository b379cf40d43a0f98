/**
 * Internal dependencies
 */
import { normalizeRedirect } from '../redirect-url';

describe( 'normalizeRedirect', () => {
	it.each( [
		[
			'an https address as it is',
			'https://shop.example/thanks',
			'https://shop.example/thanks',
		],
		[
			'an http address as it is',
			'http://shop.example/',
			'http://shop.example/',
		],
		[
			'spaces trimmed',
			'  https://shop.example/thanks \n',
			'https://shop.example/thanks',
		],
		[
			'http:// added when no scheme',
			'shop.example/thanks',
			'http://shop.example/thanks',
		],
		[
			'http:// added to a trimmed host',
			'  www.shop.example ',
			'http://www.shop.example/',
		],
		[
			'a port is not a scheme',
			'shop.example:8080/thanks',
			'http://shop.example:8080/thanks',
		],
		[
			'a protocol-relative address gets http:',
			'//shop.example/x',
			'http://shop.example/x',
		],
		[
			'an upper-case scheme',
			'HTTPS://shop.example/',
			'https://shop.example/',
		],
	] )( 'follows %s', ( _name, raw, expected ) => {
		expect( normalizeRedirect( raw ) ).toBe( expected );
	} );

	it.each( [
		[ 'empty', '' ],
		[ 'only spaces', '   ' ],
		[ 'javascript:', 'javascript:alert(1)' ],
		[ 'javascript: with spaces and case', '  JavaScript:alert(1)' ],
		[ 'data:', 'data:text/html,<script>alert(1)</script>' ],
		[ 'mailto:', 'mailto:shop@example.com' ],
		[ 'ftp', 'ftp://shop.example/file' ],
		[ 'not an address', 'http://' ],
		[ 'not a string', null ],
		[ 'a number', 42 ],
	] )( 'follows nothing for %s', ( _name, raw ) => {
		expect( normalizeRedirect( raw ) ).toBeNull();
	} );
} );
