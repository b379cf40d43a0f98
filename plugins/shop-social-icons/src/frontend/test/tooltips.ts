/**
 * Internal dependencies
 */
import { wireTooltips } from '../tooltips';

const open = () =>
	Array.from( document.querySelectorAll( '.is-tooltip-open' ), ( item ) =>
		item.className.replace( /.*is-(\w+) .*/, '$1' )
	);

describe( 'wireTooltips', () => {
	let x: HTMLElement;
	let email: HTMLElement;

	beforeAll( () => {
		// Listeners on the document live as long as it: wired once for the whole file.
		document.body.innerHTML = `
			<ul class="shop-social-icons is-share" data-position="top-left">
				<li class="shop-social-icons__item is-x "><a class="shop-social-icons__link" href="#x"><span class="shop-social-icons__label">Share on X</span></a></li>
				<li class="shop-social-icons__item is-email "><a class="shop-social-icons__link" href="#m"><span class="shop-social-icons__label">Share by email</span></a></li>
			</ul>
			<ul class="shop-social-icons is-follow"></ul>
			<p id="elsewhere">Text</p>`;
		wireTooltips( document );
	} );

	beforeEach( () => {
		document.body.dispatchEvent(
			new MouseEvent( 'pointerdown', { bubbles: true } )
		);
		x = document.querySelector( '.is-x a' ) as HTMLElement;
		email = document.querySelector( '.is-email a' ) as HTMLElement;
	} );

	it( 'sets each list’s tooltip side from its position', () => {
		const [ floating, inline ] = Array.from(
			document.querySelectorAll< HTMLElement >( '.shop-social-icons' )
		);
		expect( floating.dataset.tooltip ).toBe( 'below' );
		expect( inline.dataset.tooltip ).toBe( 'above' );
	} );

	it( 'opens on hover and closes when the mouse leaves the icon', () => {
		x.dispatchEvent( new MouseEvent( 'mouseover', { bubbles: true } ) );
		expect( open() ).toEqual( [ 'x' ] );

		x.dispatchEvent(
			new MouseEvent( 'mouseout', {
				bubbles: true,
				relatedTarget: x.querySelector( 'span' ),
			} )
		);
		expect( open() ).toEqual( [ 'x' ] );

		x.dispatchEvent(
			new MouseEvent( 'mouseout', {
				bubbles: true,
				relatedTarget: document.body,
			} )
		);
		expect( open() ).toEqual( [] );
	} );

	it( 'shows one tooltip at a time', () => {
		x.dispatchEvent( new MouseEvent( 'mouseover', { bubbles: true } ) );
		email.dispatchEvent( new MouseEvent( 'mouseover', { bubbles: true } ) );
		expect( open() ).toEqual( [ 'email' ] );
	} );

	it( 'opens on keyboard focus and closes on Escape', () => {
		x.focus();
		expect( open() ).toEqual( [ 'x' ] );

		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( open() ).toEqual( [] );
		expect( x.ownerDocument.activeElement ).toBe( x );
	} );

	it( 'moves with the focus and closes when the focus leaves the icons', () => {
		x.focus();
		email.focus();
		expect( open() ).toEqual( [ 'email' ] );

		email.blur();
		expect( open() ).toEqual( [] );
	} );

	it( 'closes on a click elsewhere, not on a click on the icon', () => {
		x.dispatchEvent( new MouseEvent( 'mouseover', { bubbles: true } ) );
		x.dispatchEvent( new MouseEvent( 'pointerdown', { bubbles: true } ) );
		expect( open() ).toEqual( [ 'x' ] );

		document
			.getElementById( 'elsewhere' )
			?.dispatchEvent(
				new MouseEvent( 'pointerdown', { bubbles: true } )
			);
		expect( open() ).toEqual( [] );
	} );
} );
