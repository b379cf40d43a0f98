/**
 * Internal dependencies
 */
import { DATA_ID, startReach } from '../start-reach';

const list = `<ul class="shop-social-icons is-share">
	<li class="is-facebook"><a href="https://facebook.test/share">Facebook</a></li>
	<li class="is-copy" hidden><button data-shop-social-icons-share="copy">Copy link</button></li>
	<li class="is-native" hidden><button data-shop-social-icons-share="native">More</button></li>
	<li class="is-wechat" hidden><button data-shop-social-icons-share="wechat">WeChat</button></li>
</ul>
<form class="shop-newsletter__form"><input name="email"></form>`;

const data = ( value: unknown ) =>
	`<script type="application/json" id="${ DATA_ID }">${ JSON.stringify(
		value
	) }</script>`;

/** A page of its own per test: each start listens on its document. */
let doc: Document;
beforeEach( () => {
	doc = document.implementation.createHTMLDocument();
} );

const shown = () =>
	Array.from( doc.querySelectorAll( 'li' ) )
		.filter( ( item ) => ! item.hidden )
		.map( ( item ) => item.className );

const scripts = () =>
	Array.from( doc.querySelectorAll( 'script[src]' ) ).map(
		( script ) => script.id
	);

const reach = ( selector: string ) =>
	doc
		.querySelector( selector )!
		.dispatchEvent( new MouseEvent( 'mouseover', { bubbles: true } ) );

const CORE = [ { id: 'core-js', src: 'https://shop.test/frontend.js' } ];
const FORM = [ { id: 'form-js', src: 'https://shop.test/newsletter.js' } ];

describe( 'startReach', () => {
	it( 'shows the share buttons this browser can run at once, and loads the core on reach only', () => {
		doc.body.innerHTML = list + data( { core: CORE } );
		const nav = {
			clipboard: { writeText: () => Promise.resolve() },
		} as unknown as Navigator;

		startReach( doc, nav );

		expect( shown() ).toEqual( [ 'is-facebook', 'is-copy' ] );
		expect( scripts() ).toEqual( [] );
		reach( '.is-facebook a' );
		expect( scripts() ).toEqual( [ 'core-js' ] );
	} );

	it( 'shows native sharing where the browser has it, and WeChat where the page has the overlays', () => {
		doc.body.innerHTML =
			list +
			data( { core: CORE } ) +
			'<script type="application/json" id="shop-social-icons-overlays-data">{}</script>';
		const nav = { share: () => Promise.resolve() } as unknown as Navigator;

		startReach( doc, nav );

		expect( shown() ).toEqual( [
			'is-facebook',
			'is-native',
			'is-wechat',
		] );
	} );

	it( "loads the form's script when a visitor reaches into the form, and leaves the icons to their core", () => {
		doc.body.innerHTML = list + data( { newsletter: FORM } );

		startReach( doc, {} as Navigator );

		expect( shown() ).toEqual( [ 'is-facebook' ] );
		reach( '.is-facebook a' );
		expect( scripts() ).toEqual( [] );
		reach( 'form input' );
		expect( scripts() ).toEqual( [ 'form-js' ] );
	} );

	it( 'does nothing without its data, or with data it cannot read', () => {
		doc.body.innerHTML = list;
		startReach( doc, {} as Navigator );
		doc.body.insertAdjacentHTML(
			'beforeend',
			`<script type="application/json" id="${ DATA_ID }">{</script>`
		);
		startReach( doc, {} as Navigator );
		reach( '.is-facebook a' );

		expect( scripts() ).toEqual( [] );
	} );
} );
