/**
 * Internal dependencies
 */
import {
	POPUP_COOKIE,
	POPUP_COOKIE_SECONDS,
	REPLACED_POPUP_COOKIE,
	popupSeen,
	rememberPopup,
} from '../popup-cookie';

describe( 'the popup cookie', () => {
	afterEach( () => {
		document.cookie = `${ POPUP_COOKIE }=; path=/; max-age=0`;
		document.cookie = `${ POPUP_COOKIE }_other=; path=/; max-age=0`;
		document.cookie = `${ REPLACED_POPUP_COOKIE }=; path=/; max-age=0`;
	} );

	it( 'is absent until the popup is shown', () => {
		expect( popupSeen( document ) ).toBe( false );
	} );

	it( 'is written for 30 days, for the whole site', () => {
		const set = jest.spyOn( document, 'cookie', 'set' );

		rememberPopup( document );

		expect( POPUP_COOKIE_SECONDS ).toBe( 30 * 24 * 60 * 60 );
		expect( set ).toHaveBeenCalledWith(
			'shop_social_icons_popup=1; path=/; max-age=2592000; SameSite=Lax'
		);
		set.mockRestore();
	} );

	it( 'suppresses the popup once written; a look-alike cookie does not', () => {
		document.cookie = `${ POPUP_COOKIE }_other=1; path=/`;
		expect( popupSeen( document ) ).toBe( false );

		rememberPopup( document );

		expect( popupSeen( document ) ).toBe( true );
	} );

	it.each( [ 'yes', '1732800000' ] )(
		'suppresses the popup for a visitor who dismissed the replaced plugin’s (sfsi_popup=%s)',
		( value ) => {
			document.cookie = `${ REPLACED_POPUP_COOKIE }=${ value }; path=/`;

			expect( popupSeen( document ) ).toBe( true );
		}
	);
} );
