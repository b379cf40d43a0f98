/**
 * Internal dependencies
 */
import {
	defaultBanner,
	DEFAULT_SETTINGS,
	parseBanner,
	parseSettings,
	readSettings,
} from '../settings';

describe( 'parseSettings', () => {
	it.each( [
		[ 'missing', null ],
		[ 'empty', '' ],
		[ 'malformed', '{"version":' ],
		[ 'not an object', '[1,2]' ],
	] )( 'gives the defaults when the JSON is %s', ( _, json ) => {
		expect( parseSettings( json ) ).toEqual( DEFAULT_SETTINGS );
	} );

	it( 'takes the given fields and keeps defaults for the rest', () => {
		const settings = parseSettings(
			JSON.stringify( {
				version: 4,
				close: { behaviour: 4 },
				rest: { scripts: '/wp-json/shop-consent/v1/scripts' },
				cookiePatterns: { advanced: [ '_x*' ] },
			} )
		);

		expect( settings.version ).toBe( 4 );
		expect( settings.close ).toEqual( { behaviour: 4, redirectUrl: '' } );
		expect( settings.rest.scripts ).toBe(
			'/wp-json/shop-consent/v1/scripts'
		);
		expect( settings.cookiePatterns.advanced ).toEqual( [ '_x*' ] );
		expect( settings.cookiePatterns.thirdparty ).toEqual( [] );
		expect( settings.cookieLifetimeDays ).toBe( 365 );
	} );

	it.each( [
		[ 'a mistyped number', { version: '5' }, 'version', 1 ],
		[ 'a mistyped boolean', { gpc: 'no' }, 'gpc', true ],
		[
			'an unknown close behaviour',
			{ close: { behaviour: 7 } },
			'close',
			DEFAULT_SETTINGS.close,
		],
		[
			'an unknown attribution category',
			{ attributionCategory: 'strict' },
			'attributionCategory',
			'thirdparty',
		],
		[
			'a pattern list with a non-string',
			{ cookiePatterns: { thirdparty: [ 1 ] } },
			'cookiePatterns',
			DEFAULT_SETTINGS.cookiePatterns,
		],
	] )( 'refuses %s', ( _, given, key, expected ) => {
		const settings = parseSettings( JSON.stringify( given ) );

		expect( settings[ key as keyof typeof settings ] ).toEqual( expected );
	} );
} );

describe( 'the banner part', () => {
	it( 'is handed on as printed: the settings modal parses it', () => {
		const banner = { privacyUrl: 7, colours: { text: '#000000' } };

		expect( parseSettings( JSON.stringify( { banner } ) ).banner ).toEqual(
			banner
		);
	} );

	it( 'is parsed by the modal with the same rule: given strings taken, empty ones kept, mistyped ones refused', () => {
		const banner = parseBanner( {
			texts: {
				acceptAll: 'Alle akzeptieren',
				rejectAll: '',
				tabs: { advanced: { title: 'Marketing', text: 7 } },
			},
			colours: { background: '#000000', link: '#ff0000' },
			privacyUrl: '/privacy/',
		} );

		expect( banner.texts.acceptAll ).toBe( 'Alle akzeptieren' );
		expect( banner.texts.rejectAll ).toBe( '' );
		expect( banner.texts.tabs.advanced ).toEqual( {
			title: 'Marketing',
			text: '',
		} );
		expect( banner.colours ).toEqual( {
			...defaultBanner().colours,
			background: '#000000',
			link: '#ff0000',
		} );
		expect( banner.privacyUrl ).toBe( '/privacy/' );
	} );
} );

describe( 'readSettings', () => {
	it( 'reads the JSON script element', () => {
		document.body.innerHTML =
			'<script type="application/json" id="shop-consent-settings">{"cookieLifetimeDays":30}</script>';

		expect( readSettings( document ).cookieLifetimeDays ).toBe( 30 );
	} );
} );
