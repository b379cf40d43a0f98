/**
 * Internal dependencies
 */
import { scriptFolder } from '../script-folder';

/**
 * Adds a script to the page.
 *
 * @param src Its address.
 * @param id  Its id.
 */
function addScript( src: string, id = '' ): HTMLScriptElement {
	const script = document.createElement( 'script' );
	script.type = 'text/plain'; // Not run by jsdom.
	script.src = src;
	script.id = id;
	document.body.append( script );
	return script;
}

describe( 'scriptFolder', () => {
	afterEach( () => {
		delete ( document as { currentScript?: unknown } ).currentScript;
		document.body.innerHTML = '';
	} );

	it( 'is the folder of the script running, wherever the page loaded it from, without its query', () => {
		const running = addScript(
			'https://cdn.example.test/shop/wp-content/plugins/shop-filter/build/frontend.js?ver=abc'
		);
		Object.defineProperty( document, 'currentScript', {
			value: running,
			configurable: true,
		} );

		expect( scriptFolder( document, 'shop-filter-frontend-js' ) ).toBe(
			'https://cdn.example.test/shop/wp-content/plugins/shop-filter/build/'
		);
	} );

	it( 'is the folder of the script with the id when no script is running, and null without one', () => {
		expect( scriptFolder( document, 'shop-filter-frontend-js' ) ).toBe(
			null
		);
		addScript(
			'http://localhost/folder/wp-content/plugins/shop-filter/build/frontend.js?ver=abc',
			'shop-filter-frontend-js'
		);

		expect( scriptFolder( document, 'shop-filter-frontend-js' ) ).toBe(
			'http://localhost/folder/wp-content/plugins/shop-filter/build/'
		);
	} );
} );
