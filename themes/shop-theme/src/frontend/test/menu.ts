/**
 * Internal dependencies
 */
import { initMenu } from '../menu';

/** core/navigation's markup for a menu with one submenu, as WordPress renders it in hover mode. */
function menu(): void {
	document.body.innerHTML = `
		<nav class="wp-block-navigation"><ul class="wp-block-navigation__container">
			<li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="/a">A</a></li>
			<li class="wp-block-navigation-item has-child">
				<a class="wp-block-navigation-item__content" href="/b">B</a>
				<button class="wp-block-navigation__submenu-icon wp-block-navigation-submenu__toggle" aria-expanded="false">v</button>
				<ul class="wp-block-navigation__submenu-container">
					<li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="/b1">B1</a></li>
					<li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="/b2">B2</a></li>
				</ul>
			</li>
			<li class="wp-block-navigation-item"><a class="wp-block-navigation-item__content" href="/c">C</a></li>
		</ul></nav>`;
}

const link = ( href: string ) =>
	document.querySelector< HTMLElement >(
		`a[href="${ href }"]`
	) as HTMLElement;
const focused = () => document.body.ownerDocument.activeElement;
const toggle = () => document.querySelector( 'button' ) as HTMLButtonElement;

function press( key: string ): KeyboardEvent {
	const event = new KeyboardEvent( 'keydown', {
		key,
		bubbles: true,
		cancelable: true,
	} );
	focused()?.dispatchEvent( event );
	return event;
}

describe( 'header menu keys', () => {
	beforeAll( () => initMenu( document ) );
	beforeEach( () => {
		menu();
		// core/navigation: a focus event on the submenu opens it, a focusout to nowhere closes it.
		const item = document.querySelector( '.has-child' ) as HTMLElement;
		const expanded = ( value: boolean ) =>
			toggle().setAttribute( 'aria-expanded', String( value ) );
		item.querySelector( 'ul' )?.addEventListener( 'focus', () =>
			expanded( true )
		);
		item.addEventListener( 'focusout', ( event ) => {
			if ( ! event.relatedTarget ) {
				expanded( false );
			}
		} );
	} );

	it.each( [
		[
			'between the top-level items with left and right, wrapping',
			'/a',
			[
				[ 'ArrowRight', '/b' ],
				[ 'ArrowRight', '/c' ],
				[ 'ArrowRight', '/a' ],
				[ 'ArrowLeft', '/c' ],
			],
		],
		[
			'into a submenu with the down arrow',
			'/b',
			[ [ 'ArrowDown', '/b1' ] ],
		],
		[
			'inside a submenu with up and down, wrapping',
			'/b1',
			[
				[ 'ArrowDown', '/b2' ],
				[ 'ArrowDown', '/b1' ],
				[ 'ArrowUp', '/b2' ],
			],
		],
	] )( 'moves the focus %s, without scrolling', ( _, start, steps ) => {
		link( start ).focus();
		for ( const [ key, expected ] of steps ) {
			expect( press( key ).defaultPrevented ).toBe( true );
			expect( focused() ).toBe( link( expected ) );
		}
	} );

	it( 'opens and closes a submenu through core/navigation, so aria-expanded follows', () => {
		link( '/b' ).focus();
		press( 'ArrowDown' );
		expect( toggle().getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		press( 'Escape' );
		expect( toggle().getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	} );

	it( 'Escape in a submenu hides it and returns the focus to its toggle, until the focus leaves', () => {
		link( '/b2' ).focus();
		press( 'Escape' );
		const item = document.querySelector( '.has-child' ) as HTMLElement;
		expect( focused() ).toBe( toggle() );
		expect( item.classList.contains( 'shop-theme-submenu-closed' ) ).toBe(
			true
		);

		link( '/c' ).focus();
		expect( item.classList.contains( 'shop-theme-submenu-closed' ) ).toBe(
			false
		);
	} );

	it( 'keeps a submenu open while the arrows move inside it before core/navigation knows its items', () => {
		// core/navigation closes on a focusout whose target is outside ctx.modal, which it sets only after the
		// opened submenu has rendered: until then, every focusout.
		const item = document.querySelector( '.has-child' ) as HTMLElement;
		const closedFor: string[] = [];
		item.addEventListener( 'focusout', ( event ) => {
			toggle().setAttribute( 'aria-expanded', 'false' );
			closedFor.push(
				( event.relatedTarget as Element | null )?.getAttribute(
					'href'
				) ?? 'nowhere'
			);
		} );
		link( '/b' ).focus();
		press( 'ArrowDown' );
		press( 'ArrowDown' );
		press( 'ArrowDown' );
		expect( focused() ).toBe( link( '/b1' ) );
		expect( toggle().getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( closedFor ).toEqual( [] );

		// A focus that leaves the submenu still reaches core/navigation.
		link( '/c' ).focus();
		expect( closedFor ).toEqual( [ '/c' ] );
		expect( toggle().getAttribute( 'aria-expanded' ) ).toBe( 'false' );
	} );

	it( 'leaves other keys and keys outside a navigation alone', () => {
		link( '/a' ).focus();
		expect( press( 'Enter' ).defaultPrevented ).toBe( false );
		document.body.insertAdjacentHTML( 'beforeend', '<a href="/x">x</a>' );
		link( '/x' ).focus();
		expect( press( 'ArrowRight' ).defaultPrevented ).toBe( false );
	} );
} );
