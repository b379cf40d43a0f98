/**
 * Internal dependencies
 */
import database from '../../../../data/known-cookies.json';
import { cookiesOfHost, matchCookie, matchHost } from '../known-cookie-matcher';
import type { ItemType, KnownCookies } from '../types';

// The shipped database itself: the matcher and the JSON are tested together.
const known = database as KnownCookies;

describe( 'matchCookie against the shipped database', () => {
	it.each( [
		// name, found in, service, category
		[ 'shop_consent', 'cookie', 'Shop Consent', 'strict' ],
		[ 'wordpress_logged_in_abc123', 'cookie', 'WordPress', 'strict' ],
		[ 'wordpress_sec_abc123', 'cookie', 'WordPress', 'strict' ],
		[ 'wp-settings-time-1', 'cookie', 'WordPress', 'strict' ],
		[ 'comment_author_email_9f', 'cookie', 'WordPress', 'strict' ],
		[ 'wp_woocommerce_session_1f2e', 'cookie', 'WooCommerce', 'strict' ],
		[
			'sbjs_current',
			'cookie',
			'WooCommerce order attribution (Sourcebuster)',
			'thirdparty',
		],
		[ '_ga', 'cookie', 'Google Analytics', 'thirdparty' ],
		[ '_ga_ABC123', 'cookie', 'Google Analytics', 'thirdparty' ],
		[ '_gat_UA-1', 'cookie', 'Google Analytics', 'thirdparty' ],
		[ '_gcl_au', 'cookie', 'Google Ads', 'advanced' ],
		[ '_fbp', 'cookie', 'Meta Pixel', 'advanced' ],
		[ '_hjSessionUser_123', 'cookie', 'Hotjar', 'thirdparty' ],
		[ '_hjTLDTest', 'cookie', 'Hotjar', 'thirdparty' ],
		[ '__stripe_mid', 'cookie', 'Stripe', 'strict' ],
		[ 'storeApiNonce', 'localStorage', 'WooCommerce', 'strict' ],
		[ 'wc_fragments_0a1b', 'sessionStorage', 'WooCommerce', 'strict' ],
		[ 'shop_consent_hidden', 'cookie', 'Shop Consent', 'strict' ],
	] )( '%s (%s) is %s, %s', ( name, type, service, category ) => {
		const entry = matchCookie(
			name,
			type as Exclude< ItemType, 'host' >,
			known
		);
		expect( entry ).toMatchObject( { service, category } );
	} );

	it( 'prefers the most specific pattern whatever the order', () => {
		expect(
			matchCookie( 'wordpress_logged_in_x', 'cookie', known )?.pattern
		).toBe( 'wordpress_logged_in_*' );
		expect(
			matchCookie( 'wordpress_logged_in_x', 'cookie', {
				...known,
				cookies: [ ...known.cookies ].reverse(),
			} )?.pattern
		).toBe( 'wordpress_logged_in_*' );
		expect( matchCookie( '_hjSession_42', 'cookie', known )?.pattern ).toBe(
			'_hjSession_*'
		);
	} );

	it( 'matches only where the entry says the name is stored', () => {
		expect( matchCookie( 'storeApiNonce', 'cookie', known ) ).toBeNull();
		expect( matchCookie( '_ga', 'localStorage', known ) ).toBeNull();
	} );

	it( 'knows nothing of unknown names, and wildcards do not match across the pattern', () => {
		expect( matchCookie( 'shop_scan_test', 'cookie', known ) ).toBeNull();
		expect( matchCookie( 'x_ga', 'cookie', known ) ).toBeNull();
		expect( matchCookie( '_GA', 'cookie', known ) ).toBeNull();
	} );
} );

describe( 'matchHost against the shipped database', () => {
	it.each( [
		[ 'www.google-analytics.com', 'Google Analytics', 'thirdparty' ],
		[ 'www.googletagmanager.com', 'Google Tag Manager', 'thirdparty' ],
		[ 'connect.facebook.net', 'Meta', 'advanced' ],
		[ 'bat.bing.com', 'Microsoft Advertising (UET)', 'advanced' ],
		[ 'www.bing.com', 'Microsoft', 'advanced' ],
		[ 'WWW.YOUTUBE.COM', 'YouTube', 'thirdparty' ],
		[ 'js.stripe.com', 'Stripe', 'strict' ],
	] )( '%s is %s, %s', ( host, service, category ) => {
		expect( matchHost( host, known ) ).toMatchObject( {
			service,
			category,
		} );
	} );

	it( 'does not take a look-alike domain for a known one', () => {
		expect( matchHost( 'notyoutube.com', known ) ).toBeNull();
		expect( matchHost( 'youtube.com.evil.example', known ) ).toBeNull();
	} );
} );

describe( 'cookiesOfHost', () => {
	it( 'lists the cookies a third-party host sets in its own context', () => {
		expect(
			cookiesOfHost( 'www.youtube.com', known ).map(
				( entry ) => entry.pattern
			)
		).toEqual( [
			'YSC',
			'VISITOR_INFO1_LIVE',
			'VISITOR_PRIVACY_METADATA',
			'PREF',
		] );
		expect( cookiesOfHost( 'cdn.example.org', known ) ).toEqual( [] );
	} );
} );
