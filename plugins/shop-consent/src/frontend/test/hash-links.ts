/**
 * Internal dependencies
 */
import { HASH_ACTIONS, bindHashLinks } from '../hash-links';

const table = Object.entries( HASH_ACTIONS );

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

	it.each( table )(
		'acts on %s in the address at load, then removes it',
		( hash, action ) => {
			window.history.replaceState( null, '', `/shop/?p=1${ hash }` );
			const act = jest.fn();

			unbind = bindHashLinks( window, act );

			expect( act ).toHaveBeenCalledWith( action );
			expect( window.location.hash ).toBe( '' );
			expect( window.location.search ).toBe( '?p=1' );
		}
	);

	it.each( table )(
		'acts on a click on a link to %s without navigating',
		( hash, action ) => {
			document.body.innerHTML = `<footer><a href="${ hash }"><span>Cookies</span></a></footer>`;
			const act = jest.fn();
			unbind = bindHashLinks( window, act );
			const event = new MouseEvent( 'click', {
				bubbles: true,
				cancelable: true,
			} );

			document.querySelector( 'span' )?.dispatchEvent( event );

			expect( act ).toHaveBeenCalledWith( action );
			expect( event.defaultPrevented ).toBe( true );
		}
	);

	it( 'leaves other links and hashes alone', () => {
		window.history.replaceState( null, '', '/#reviews' );
		document.body.innerHTML = '<a href="#top">Top</a>';
		const act = jest.fn();
		unbind = bindHashLinks( window, act );
		const event = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
		} );

		document.querySelector( 'a' )?.dispatchEvent( event );

		expect( act ).not.toHaveBeenCalled();
		expect( event.defaultPrevented ).toBe( false );
		expect( window.location.hash ).toBe( '#reviews' );
	} );

	it( 'acts when the hash changes later', () => {
		const act = jest.fn();
		unbind = bindHashLinks( window, act );

		window.history.replaceState( null, '', '/#gdpr_cookie_modal' );
		window.dispatchEvent( new HashChangeEvent( 'hashchange' ) );

		expect( act ).toHaveBeenCalledWith( 'settings' );
	} );

	it( 'stops listening once unbound', () => {
		document.body.innerHTML = '<a href="#shop-consent-accept">Accept</a>';
		const act = jest.fn();
		bindHashLinks( window, act )();

		document.querySelector( 'a' )?.click();

		expect( act ).not.toHaveBeenCalled();
	} );
} );
