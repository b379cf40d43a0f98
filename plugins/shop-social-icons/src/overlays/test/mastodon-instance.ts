/**
 * Internal dependencies
 */
import {
	instanceHost,
	mastodonShareUrl,
	sharedByLink,
} from '../mastodon-instance';

describe( 'instanceHost', () => {
	it.each( [
		[ 'mastodon.social', 'mastodon.social' ],
		[ '  Mastodon.Social ', 'mastodon.social' ],
		[ 'https://hachyderm.io/home', 'hachyderm.io' ],
		[ '@me@fosstodon.org', 'fosstodon.org' ],
		[ 'me@fosstodon.org', 'fosstodon.org' ],
		[ 'social.xn--kgbechtv.example', 'social.xn--kgbechtv.example' ],
		[ '', null ],
		[ 'mastodon', null ],
		[ 'javascript:alert(1)', null ],
		[ 'evil.example"><script>', null ],
		[ 'a b.social', null ],
		[ '-bad.social', null ],
	] )( 'reads %p as %p', ( input, host ) => {
		expect( instanceHost( input ) ).toBe( host );
	} );
} );

describe( 'mastodonShareUrl', () => {
	it( 'opens the server’s share page with the title and address encoded', () => {
		expect(
			mastodonShareUrl(
				'mastodon.social',
				'Tea & cake?',
				'https://shop.test/?p=1'
			)
		).toBe(
			'https://mastodon.social/share?text=Tea%20%26%20cake%3F%20https%3A%2F%2Fshop.test%2F%3Fp%3D1'
		);
	} );
} );

describe( 'sharedByLink', () => {
	it( 'reads the title and address of the server-rendered link', () => {
		expect(
			sharedByLink(
				'https://mastodonshare.com/?text=Tea%20%26%20cake&url=https%3A%2F%2Fshop.test%2Fp'
			)
		).toEqual( {
			title: 'Tea & cake',
			url: 'https://shop.test/p',
		} );
	} );
} );
