/**
 * Internal dependencies
 */
import {
	DRAWN_LINK_ATTRIBUTE,
	HASH_ACTIONS,
	bindHashLinks,
} from '../hash-links';

const table = Object.entries( HASH_ACTIONS );

/**
 * Clicks an element as a pointer would.
 *
 * @param selector What to click.
 * @return The event, to see whether it was prevented.
 */
const click = ( selector: string ) => {
	const event = new MouseEvent( 'click', {
		bubbles: true,
		cancelable: true,
	} );
	document.querySelector( selector )?.dispatchEvent( event );
	return event;
};

describe( 'bindHashLinks', () => {
	let unbind = () => {};
	afterEach( () => {
		unbind();
		window.history.replaceState( null, '', '/' );
		document.body.innerHTML = '';
	} );

	it( 'covers our links and the replaced plugin’s', () => {
		expect( HASH_ACTIONS ).toEqual( {
			'#shop-consent-settings': 'settings',
			'#shop-consent-accept': 'accept',
			'#shop-consent-reject': 'reject',
			'#moove_gdpr_cookie_modal': 'settings',
			'#gdpr_cookie_modal': 'settings',
			'#gdpr-accept-cookies': 'accept',
			'#gdpr-reject-cookies': 'reject',
		} );
	} );

	it.each( [
		[ '#shop-consent-settings', 'settings' ],
		[ '#moove_gdpr_cookie_modal', 'settings' ],
		[ '#gdpr_cookie_modal', 'settings' ],
		[ '#shop-consent-reject', 'reject' ],
		[ '#gdpr-reject-cookies', 'reject' ],
		[ '#shop-consent-accept', 'banner' ],
		[ '#gdpr-accept-cookies', 'banner' ],
	] )(
		'does %s in the address at load as %s, then removes it',
		( hash, action ) => {
			window.history.replaceState( null, '', `/shop/?p=1${ hash }` );
			const act = jest.fn();

			unbind = bindHashLinks( window, act );

			expect( act ).toHaveBeenCalledTimes( 1 );
			expect( act ).toHaveBeenCalledWith( action );
			expect( window.location.hash ).toBe( '' );
			expect( window.location.search ).toBe( '?p=1' );
		}
	);

	it.each( table )(
		'acts on a click on a drawn link to %s without navigating',
		( hash, action ) => {
			document.body.innerHTML = `<footer><a href="${ hash }" ${ DRAWN_LINK_ATTRIBUTE }="accept"><span>Cookies</span></a></footer>`;
			const act = jest.fn();
			unbind = bindHashLinks( window, act );

			const event = click( 'span' );

			expect( act ).toHaveBeenCalledWith( action );
			expect( event.defaultPrevented ).toBe( true );
		}
	);

	it.each( [
		[ '#shop-consent-settings', 'settings' ],
		[ '#gdpr_cookie_modal', 'settings' ],
		[ '#shop-consent-reject', 'reject' ],
		[ '#gdpr-reject-cookies', 'reject' ],
		[ '#shop-consent-accept', 'banner' ],
		[ '#gdpr-accept-cookies', 'banner' ],
		[ '/shop/#gdpr-accept-cookies', 'banner' ],
	] )(
		'a click on a link to %s that a post or comment wrote does %s: it never accepts',
		( href, action ) => {
			document.body.innerHTML = `<div class="comment-content"><a href="${ href }">Free gift</a></div>`;
			const act = jest.fn();
			unbind = bindHashLinks( window, act );

			const event = click( 'a' );

			expect( act.mock.calls ).toEqual( [ [ action ] ] );
			expect( event.defaultPrevented ).toBe( true );
		}
	);

	it( 'leaves other links and hashes alone', () => {
		window.history.replaceState( null, '', '/#reviews' );
		document.body.innerHTML = '<a href="#top">Top</a>';
		const act = jest.fn();
		unbind = bindHashLinks( window, act );

		const event = click( 'a' );

		expect( act ).not.toHaveBeenCalled();
		expect( event.defaultPrevented ).toBe( false );
		expect( window.location.hash ).toBe( '#reviews' );
	} );

	it( 'acts when the hash changes later, but never accepts from the address', () => {
		const act = jest.fn();
		unbind = bindHashLinks( window, act );

		window.history.replaceState( null, '', '/#gdpr_cookie_modal' );
		window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );
		window.history.replaceState( null, '', '/#shop-consent-accept' );
		window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );

		expect( act.mock.calls ).toEqual( [ [ 'settings' ], [ 'banner' ] ] );
	} );

	it( 'leaves a link to another site with the same hash alone', () => {
		document.body.innerHTML =
			'<a href="https://elsewhere.example/#gdpr-accept-cookies">Elsewhere</a>';
		const act = jest.fn();
		unbind = bindHashLinks( window, act );

		const event = click( 'a' );

		expect( act ).not.toHaveBeenCalled();
		expect( event.defaultPrevented ).toBe( false );
	} );

	it( 'stops listening once unbound', () => {
		document.body.innerHTML = '<a href="#shop-consent-accept">Accept</a>';
		const act = jest.fn();
		bindHashLinks( window, act )();

		document.querySelector( 'a' )?.click();

		expect( act ).not.toHaveBeenCalled();
	} );
} );
