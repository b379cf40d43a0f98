/**
 * Internal dependencies
 */
import { createUiLoader } from '../ui-loader';
import { LOG_PREFIX } from '../warn';

interface TestUi {
	mount: () => void;
}

declare global {
	interface Window {
		loads?: number;
		testUi?: TestUi;
	}
}

const UI_MARKUP =
	'<script id="test-ui-js">window.loads = ( window.loads ?? 0 ) + 1; window.testUi = { mount() {} };</script>';

describe( 'createUiLoader', () => {
	afterEach( () => {
		document.body.innerHTML = '';
		delete window.testUi;
		delete window.loads;
	} );

	it( 'loads nothing until asked', () => {
		const loader = createUiLoader< TestUi >( window, UI_MARKUP, 'testUi' );

		expect( loader.started() ).toBe( false );
		expect( document.getElementById( 'test-ui-js' ) ).toBeNull();
	} );

	it( 'injects the UI tags once and returns what the UI registered', async () => {
		const loader = createUiLoader< TestUi >( window, UI_MARKUP, 'testUi' );

		const [ first, second ] = await Promise.all( [
			loader.load(),
			loader.load(),
		] );

		expect( loader.started() ).toBe( true );
		expect( first ).toBe( window.testUi );
		expect( second ).toBe( first );
		expect( window.loads ).toBe( 1 );
	} );

	it( 'skips tags of the chain that are in the page already', async () => {
		document.body.innerHTML = '<script id="react-js"></script>';

		await createUiLoader< TestUi >(
			window,
			`<script id="react-js">window.loads = 50;</script>${ UI_MARKUP }`,
			'testUi'
		).load();

		expect( window.loads ).toBe( 1 );
		expect( document.querySelectorAll( '#react-js' ) ).toHaveLength( 1 );
	} );

	it( 'warns and gives null when the UI did not register', async () => {
		await expect(
			createUiLoader< TestUi >( window, '', 'testUi' ).load()
		).resolves.toBeNull();
		expect( console ).toHaveWarnedWith(
			`${ LOG_PREFIX } the UI did not register window.testUi`
		);
	} );
} );
