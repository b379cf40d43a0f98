/**
 * Internal dependencies
 */
import {
	BAD_NESTING,
	REMOTE_FAILED,
	injectMarkup,
	runScript,
} from '../script-injector';
import { LOG_PREFIX } from '../warn';

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
			`${ LOG_PREFIX } ${ REMOTE_FAILED } (https://blocked.test/t.js)`
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
			`${ LOG_PREFIX } ${ BAD_NESTING } (https://cdn.test/twice.js)`
		);
	} );

	it( 'copies every attribute and the text of the inert script', async () => {
		document.body.innerHTML =
			'<script type="text/plain" data-x="1" id="c">window.order.push( "c" )</script>';

		await runScript( document.getElementById( 'c' ) as HTMLScriptElement );

		const script = document.getElementById( 'c' ) as HTMLScriptElement;
		expect( script.type ).toBe( 'text/plain' );
		expect( script.dataset.x ).toBe( '1' );
		expect( script.text ).toBe( 'window.order.push( "c" )' );
	} );

	it( 'lets the caller change the clone before it runs', async () => {
		window.order = [];
		document.body.innerHTML =
			'<script type="text/plain" id="p">window.order.push( "p" )</script>';

		await runScript(
			document.getElementById( 'p' ) as HTMLScriptElement,
			( script ) => script.removeAttribute( 'type' )
		);

		expect( window.order ).toEqual( [ 'p' ] );
	} );
} );
