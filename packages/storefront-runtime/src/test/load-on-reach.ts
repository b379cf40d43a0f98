/**
 * Internal dependencies
 */
import { loadOnReach } from '../load-on-reach';

const SCRIPTS = [
	{ id: 'dep-js', src: 'https://shop.test/dep.js' },
	{ id: 'core-js', src: 'https://shop.test/core.js' },
];

const added = () =>
	Array.from(
		document.querySelectorAll< HTMLScriptElement >( 'script[id]' )
	);

/**
 * What the browser does once the last script ran: the script wires its listener, then `load` fires.
 *
 * @param wire What the script does.
 * @param type `load`, or `error` for a file that failed.
 */
function runScripts( wire: () => void = () => {}, type = 'load' ) {
	wire();
	const scripts = added();
	scripts[ scripts.length - 1 ].dispatchEvent( new Event( type ) );
}

const click = ( id: string ) =>
	document
		.getElementById( id )!
		.dispatchEvent(
			new MouseEvent( 'click', { bubbles: true, cancelable: true } )
		);

describe( 'loadOnReach', () => {
	beforeEach( () => {
		document.body.innerHTML = `
			<p><button id="outside" type="button">Other</button></p>
			<ul class="icons"><li><a id="link" href="#share">Share</a></li><li><button id="copy" type="button">Copy</button></li></ul>
			<form class="sign-up" action="#sent"><input id="email" name="email"><button id="send">Send</button></form>`;
	} );

	it( 'adds the scripts in order, once, on the first reach, not before', () => {
		loadOnReach( document, { reach: '.icons', scripts: SCRIPTS } );
		document
			.getElementById( 'outside' )!
			.dispatchEvent( new MouseEvent( 'mouseover', { bubbles: true } ) );
		expect( added() ).toHaveLength( 0 );

		const link = document.getElementById( 'link' )!;
		link.dispatchEvent( new MouseEvent( 'mouseover', { bubbles: true } ) );
		link.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );

		expect( added().map( ( s ) => [ s.id, s.src, s.async ] ) ).toEqual( [
			[ 'dep-js', 'https://shop.test/dep.js', false ],
			[ 'core-js', 'https://shop.test/core.js', false ],
		] );
	} );

	it( 'holds a click made before the scripts ran and gives it to them once they have, once', async () => {
		const done = loadOnReach( document, {
			reach: '.icons',
			clicks: 'button',
			scripts: SCRIPTS,
		} );
		const page = jest.fn();
		document.addEventListener( 'click', page );

		expect( click( 'copy' ) ).toBe( false ); // Default prevented.
		expect( page ).not.toHaveBeenCalled();
		expect( added() ).toHaveLength( 2 );

		const core = jest.fn();
		runScripts( () => document.addEventListener( 'click', core ) );
		await done;
		expect( core ).toHaveBeenCalledTimes( 1 );
		expect( ( core.mock.calls[ 0 ][ 0 ] as Event ).target ).toBe(
			document.getElementById( 'copy' )
		);

		// From then on clicks go straight through.
		expect( click( 'copy' ) ).toBe( true );
		expect( core ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'lets through the clicks it was not asked to hold', () => {
		loadOnReach( document, {
			reach: '.icons',
			clicks: 'button',
			scripts: SCRIPTS,
		} );
		expect( click( 'link' ) ).toBe( true );
		expect( click( 'outside' ) ).toBe( true );
	} );

	it( 'holds a submit and sends it again once the scripts ran', async () => {
		const done = loadOnReach( document, {
			reach: 'form.sign-up',
			forms: 'form.sign-up',
			scripts: SCRIPTS,
		} );
		const form = document.querySelector( 'form' )!;
		const first = new SubmitEvent( 'submit', {
			bubbles: true,
			cancelable: true,
		} );
		form.dispatchEvent( first );
		expect( first.defaultPrevented ).toBe( true );

		const sent = jest.fn( ( event: Event ) => event.preventDefault() );
		runScripts( () => form.addEventListener( 'submit', sent ) );
		await done;
		expect( sent ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'gives what it held back when a script failed, so a link or a form still acts without it', async () => {
		const done = loadOnReach( document, {
			reach: '.icons',
			clicks: 'a',
			scripts: SCRIPTS,
		} );
		const page = jest.fn( ( event: Event ) => event.preventDefault() );
		click( 'link' );
		document.addEventListener( 'click', page );
		runScripts( undefined, 'error' );
		await done;
		expect( page ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'adds no file the page already has, and is done at once when it has them all', async () => {
		document.body.insertAdjacentHTML(
			'beforeend',
			'<script id="dep-js"></script><script id="core-js"></script>'
		);
		const done = loadOnReach( document, {
			reach: '.icons',
			scripts: SCRIPTS,
		} );
		document
			.getElementById( 'link' )!
			.dispatchEvent( new MouseEvent( 'mouseover', { bubbles: true } ) );
		await expect( done ).resolves.toBeUndefined();
		expect( added() ).toHaveLength( 2 );
	} );
} );
