/**
 * Internal dependencies
 */
import {
	defaultBannerSettings,
	parseBannerSettings,
	readBannerSettings,
} from '../banner-settings';

describe( 'parseBannerSettings', () => {
	it.each( [
		[ 'missing', undefined ],
		[ 'null', null ],
		[ 'a string', 'banner' ],
		[ 'an array', [ 1 ] ],
		[ 'empty', {} ],
	] )( 'gives the English defaults when the field is %s', ( _, value ) => {
		expect( parseBannerSettings( value ) ).toEqual(
			defaultBannerSettings()
		);
	} );

	it( 'takes given fields field by field and keeps defaults for the rest', () => {
		const settings = parseBannerSettings( {
			texts: {
				acceptAll: 'Alle akzeptieren',
				rejectAll: '',
				tabs: { advanced: { title: 'Marketing', text: 7 } },
			},
			colours: { background: '#000000' },
			position: 'top',
		} );

		expect( settings.texts.acceptAll ).toBe( 'Alle akzeptieren' );
		expect( settings.texts.rejectAll ).toBe( 'Reject all' );
		expect( settings.texts.tabs.advanced ).toEqual( {
			title: 'Marketing',
			text: defaultBannerSettings().texts.tabs.advanced.text,
		} );
		expect( settings.colours ).toEqual( {
			...defaultBannerSettings().colours,
			background: '#000000',
		} );
		expect( settings.position ).toBe( 'top' );
	} );

	it( 'refuses an unknown position', () => {
		expect( parseBannerSettings( { position: 'middle' } ).position ).toBe(
			'bottom'
		);
	} );
} );

describe( 'readBannerSettings', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'reads the banner field of #shop-consent-settings', () => {
		document.body.innerHTML = `<script type="application/json" id="shop-consent-settings">${ JSON.stringify(
			{ version: 2, banner: { texts: { settings: 'Choose' } } }
		) }</script>`;

		expect( readBannerSettings( document ).texts.settings ).toBe(
			'Choose'
		);
	} );

	it( 'never throws on malformed JSON or a missing element', () => {
		expect( readBannerSettings( document ) ).toEqual(
			defaultBannerSettings()
		);
		document.body.innerHTML =
			'<script type="application/json" id="shop-consent-settings">{oops</script>';
		expect( readBannerSettings( document ) ).toEqual(
			defaultBannerSettings()
		);
	} );
} );
