/**
 * Internal dependencies
 */
import {
	bindEmbedPlaceholders,
	CHANGE_EVENT,
	revealAll,
} from '../embed-placeholders';
import type { Categories, ShopConsentApi } from '../../frontend/types';

const SRC = 'https://www.youtube-nocookie.com/embed/x';

const PLACEHOLDER = `
	<div class="shop-consent-embed" data-shop-consent-embed="youtube">
		<div class="shop-consent-embed__placeholder" role="group" aria-label="YouTube">
			<p>Load video: this sets cookies from YouTube.</p>
			<button type="button" class="shop-consent-embed__load">Load video</button>
			<button type="button" class="shop-consent-embed__allow">Always allow third-party content</button>
		</div>
		<iframe data-shop-consent="thirdparty" data-shop-consent-src="${ SRC }" title="A video"></iframe>
	</div>`;

function api( thirdparty: boolean ): ShopConsentApi {
	return {
		get: () => null,
		has: ( category: string ) => category === 'thirdparty' && thirdparty,
		set: jest.fn(),
		onChange: () => () => undefined,
		openSettings: jest.fn(),
	} as unknown as ShopConsentApi;
}

function change( categories: Partial< Categories > ): void {
	document.dispatchEvent(
		new CustomEvent( CHANGE_EVENT, {
			detail: {
				categories: {
					strict: true,
					thirdparty: false,
					advanced: false,
					...categories,
				},
				previous: { strict: true, thirdparty: false, advanced: false },
			},
		} )
	);
}

const frames = () => Array.from( document.querySelectorAll( 'iframe' ) );
const placeholders = () =>
	document.querySelectorAll( '.shop-consent-embed__placeholder' ).length;

describe( 'bindEmbedPlaceholders', () => {
	let unbind: () => void;

	beforeEach( () => {
		document.body.innerHTML = PLACEHOLDER + PLACEHOLDER;
		window.shopConsent = api( false );
		unbind = bindEmbedPlaceholders( window );
	} );

	afterEach( () => {
		unbind();
		delete window.shopConsent;
	} );

	it( 'leaves every embed blocked until something happens', () => {
		expect( frames().map( ( f ) => f.hasAttribute( 'src' ) ) ).toEqual( [
			false,
			false,
		] );
		expect( placeholders() ).toBe( 2 );
	} );

	it( 'loads just the clicked embed, removes its placeholder and focuses the iframe', () => {
		document
			.querySelector< HTMLButtonElement >( '.shop-consent-embed__load' )!
			.click();

		const [ first, second ] = frames();
		expect( first.src ).toBe( SRC );
		expect( first.hasAttribute( 'data-shop-consent' ) ).toBe( false );
		expect( second.hasAttribute( 'src' ) ).toBe( false );
		expect( placeholders() ).toBe( 1 );
		expect( first.ownerDocument.activeElement ).toBe( first );
	} );

	it( 'allows the third-party category through the public API', () => {
		document
			.querySelector< HTMLButtonElement >( '.shop-consent-embed__allow' )!
			.click();

		expect( window.shopConsent!.set ).toHaveBeenCalledWith( {
			thirdparty: true,
		} );
	} );

	it( 'reveals every embed when third-party content becomes allowed', () => {
		change( { advanced: true } );
		expect( placeholders() ).toBe( 2 );

		change( { thirdparty: true } );
		expect( frames().map( ( f ) => f.src ) ).toEqual( [ SRC, SRC ] );
		expect( placeholders() ).toBe( 0 );
	} );

	it( 'reveals at once when the category is already allowed', () => {
		unbind();
		document.body.innerHTML = PLACEHOLDER;
		window.shopConsent = api( true );
		unbind = bindEmbedPlaceholders( window );

		expect( frames()[ 0 ].src ).toBe( SRC );
		expect( placeholders() ).toBe( 0 );
	} );

	it( 'does nothing without the public API', () => {
		delete window.shopConsent;
		expect( () =>
			document
				.querySelector< HTMLButtonElement >(
					'.shop-consent-embed__allow'
				)!
				.click()
		).not.toThrow();
	} );
} );

describe( 'an embed waiting for the advanced category', () => {
	const ADVANCED = PLACEHOLDER.replace(
		'data-shop-consent-embed="youtube"',
		'data-shop-consent-embed="youtube" data-shop-consent-category="advanced"'
	).replace(
		'data-shop-consent="thirdparty"',
		'data-shop-consent="advanced"'
	);
	let unbind: () => void;

	beforeEach( () => {
		// One embed waiting for advanced, one for third-party content.
		document.body.innerHTML = ADVANCED + PLACEHOLDER;
		window.shopConsent = api( false );
		unbind = bindEmbedPlaceholders( window );
	} );

	afterEach( () => {
		unbind();
		delete window.shopConsent;
	} );

	it( 'allows the advanced category from its placeholder', () => {
		document
			.querySelector< HTMLButtonElement >( '.shop-consent-embed__allow' )!
			.click();

		expect( window.shopConsent!.set ).toHaveBeenCalledWith( {
			advanced: true,
		} );
	} );

	it( 'stays blocked when only third-party content is allowed', () => {
		change( { thirdparty: true } );

		expect( frames().map( ( f ) => f.getAttribute( 'src' ) ) ).toEqual( [
			null,
			SRC,
		] );
		expect(
			document.querySelector(
				'[data-shop-consent-category="advanced"] .shop-consent-embed__placeholder'
			)
		).not.toBeNull();
	} );

	it( 'is revealed when advanced content becomes allowed', () => {
		change( { advanced: true } );

		expect( frames().map( ( f ) => f.getAttribute( 'src' ) ) ).toEqual( [
			SRC,
			null,
		] );
	} );
} );

describe( 'revealAll', () => {
	it( 'runs neutralised embed scripts as executable clones', () => {
		document.body.innerHTML = `
			<div class="shop-consent-embed" data-shop-consent-embed="x">
				<div class="shop-consent-embed__placeholder"></div>
				<script type="text/plain" data-shop-consent="thirdparty" async src="https://platform.twitter.com/widgets.js"></script>
			</div>`;

		revealAll( document );

		const script = document.querySelector( 'script' )!;
		expect( script.hasAttribute( 'type' ) ).toBe( false );
		expect( script.hasAttribute( 'data-shop-consent' ) ).toBe( false );
		expect( script.getAttribute( 'src' ) ).toBe(
			'https://platform.twitter.com/widgets.js'
		);
	} );
} );
