/**
 * Internal dependencies
 */
import {
	BAD_NESTING,
	REMOTE_FAILED,
	injectMarkup,
	runScript,
} from '../script-injector';

declare global {
	interface Window {
		order?: string[];
	}
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

const external = ( src: string ) =>
	document.querySelector< HTMLScriptElement >( `script[src="${ src }"]` );

describe( 'injectMarkup', () => {
	beforeEach( () => {
		document.head.innerHTML = '';
		document.body.innerHTML = '';
		window.order = [];
	} );

	it( 'runs inline scripts in order and inserts the other nodes', async () => {
		await injectMarkup(
			'<script>window.order.push( "a" )</script><noscript><img src="x.gif"></noscript><script>window.order.push( "b" )</script>',
			document.body
		);

		expect( window.order ).toEqual( [ 'a', 'b' ] );
		expect( document.body.querySelector( 'noscript' ) ).not.toBeNull();
	} );

	it( 'waits for an external script to load before running the next inline one', async () => {
		const done = injectMarkup(
			'<script>window.order.push( "first" )</script><script src="https://cdn.test/lib.js"></script><script>window.order.push( "after lib" )</script>',
			document.head
		);
		await flush();

		expect( window.order ).toEqual( [ 'first' ] );

		window.order?.push( 'lib' );
		external( 'https://cdn.test/lib.js' )?.dispatchEvent(
			new Event( 'load' )
		);
		await done;

		expect( window.order ).toEqual( [ 'first', 'lib', 'after lib' ] );
	} );

	it( 'goes on after a failed external script, with the spec message as a warning', async () => {
		const done = injectMarkup(
			'<script src="https://blocked.test/t.js"></script><script>window.order.push( "next" )</script>',
			document.head
		);
		await flush();
		external( 'https://blocked.test/t.js' )?.dispatchEvent(
			new Event( 'error' )
		);
		await done;

		expect( window.order ).toEqual( [ 'next' ] );
		expect( console ).toHaveWarnedWith(
			`Shop Consent: ${ REMOTE_FAILED } (https://blocked.test/t.js)`
		);
	} );

	it( 'does not wait for async external scripts', async () => {
		await injectMarkup(
			'<script async src="https://cdn.test/a.js"></script><script>window.order.push( "next" )</script>',
			document.head
		);

		expect( window.order ).toEqual( [ 'next' ] );
		expect(
			external( 'https://cdn.test/a.js' )?.hasAttribute( 'async' )
		).toBe( true );
	} );

	it( 'skips elements whose id is already in the document', async () => {
		document.body.innerHTML = '<script id="react-js"></script>';

		await injectMarkup(
			'<script id="react-js">window.order.push( "again" )</script><script id="ui-js">window.order.push( "ui" )</script>',
			document.body
		);

		expect( window.order ).toEqual( [ 'ui' ] );
		expect( document.querySelectorAll( '#react-js' ) ).toHaveLength( 1 );
	} );

	it( 'inserts before a given node', async () => {
		document.body.innerHTML = '<main></main>';

		await injectMarkup(
			'<div id="first"></div>',
			document.body,
			document.body.firstChild
		);

		expect( document.body.firstElementChild?.id ).toBe( 'first' );
	} );
} );

describe( 'runScript', () => {
	it( 'warns when a script reports its end twice', async () => {
		document.body.innerHTML =
			'<script type="text/plain" src="https://cdn.test/twice.js"></script>';
		const inert = document.body.querySelector(
			'script'
		) as HTMLScriptElement;

		const done = runScript( inert );
		const script = external( 'https://cdn.test/twice.js' );
		script?.dispatchEvent( new Event( 'load' ) );
		await done;
		script?.dispatchEvent( new Event( 'load' ) );

		expect( console ).toHaveWarnedWith(
			`Shop Consent: ${ BAD_NESTING } (https://cdn.test/twice.js)`
		);
	} );

	it( 'keeps the type of a parsed script unless it activates a blocked one', async () => {
		document.body.innerHTML =
			'<script type="text/plain" data-shop-consent="advanced" data-shop-consent-type="module" id="m"></script>';

		await runScript(
			document.getElementById( 'm' ) as HTMLScriptElement,
			true
		);

		const script = document.getElementById( 'm' ) as HTMLScriptElement;
		expect( script.type ).toBe( 'module' );
		expect( script.hasAttribute( 'data-shop-consent' ) ).toBe( false );
	} );
} );
