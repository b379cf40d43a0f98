/**
 * Internal dependencies
 */
import { sideBarPage } from './support/side-bar-page';

/** A header with its search and navigation, and a side bar with a slot for them. */
const page = () =>
	sideBarPage( `
		<header>
			<div class="shop-theme-header-row">
				<button type="button" class="shop-theme-sidebar-opener" aria-controls="shop-theme-side-bar">open</button>
				<nav class="shop-theme-header-nav"><a href="/shop/">Shop</a></nav>
				<div class="shop-theme-header-tools">
					<form class="shop-theme-header-search"><input type="search" /></form>
					<a href="/cart/">cart</a>
				</div>
			</div>
		</header>
		<aside id="shop-theme-side-bar" class="shop-theme-side-bar">
			<button type="button" class="shop-theme-side-bar__closer">close</button>
			<h2>Menu</h2>
			<div data-shop-theme-side-bar-slot></div>
			<ul class="categories"><li><a href="/c/">c</a></li></ul>
		</aside>` );

const $ = ( selector: string ) => document.querySelector( selector );
const open = () =>
	( $( '.shop-theme-sidebar-opener' ) as HTMLButtonElement ).click();
const slot = () => $( '[data-shop-theme-side-bar-slot]' );

describe( 'side bar: the header search and navigation it shows', () => {
	it( 'are printed once and moved into the slot, search first, when the side bar opens', () => {
		page();
		expect( slot()?.children ).toHaveLength( 0 );
		open();
		expect(
			[ ...( slot()?.children ?? [] ) ].map( ( el ) => el.className )
		).toEqual( [ 'shop-theme-header-search', 'shop-theme-header-nav' ] );
		expect( $( 'header .shop-theme-header-nav' ) ).toBeNull();
	} );

	it( 'stay in the side bar when it closes and opens again', () => {
		page();
		open();
		( $( '.shop-theme-side-bar__closer' ) as HTMLButtonElement ).click();
		open();
		expect( slot()?.children ).toHaveLength( 2 );
		expect( document.querySelectorAll( 'nav' ) ).toHaveLength( 1 );
	} );

	it( 'go back to their places in the header when the window grows past 991 px', () => {
		const { media } = page();
		const header = $( 'header' )?.innerHTML;
		open();
		media.matches = false;
		media.fire();
		expect( slot()?.children ).toHaveLength( 0 );
		// The same elements, where they were (a comment marked the place while they were away).
		expect(
			$( '.shop-theme-header-row > .shop-theme-header-nav' )
		).not.toBeNull();
		expect(
			$(
				'.shop-theme-header-tools > .shop-theme-header-search'
			)?.nextElementSibling?.getAttribute( 'href' )
		).toBe( '/cart/' );
		expect( $( 'header' )?.innerHTML ).toBe( header );
	} );
} );
