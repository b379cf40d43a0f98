/**
 * Cache safety: a full-page cache keeps one copy of a page for everyone, so the HTML must not depend on the
 * visitor's decision or privacy signals. Each page is fetched as a first-time visitor, as one who accepted all,
 * one who rejected, and one whose browser sends Sec-GPC, and the four answers must be byte for byte the same.
 */

/**
 * External dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	shopperState,
	requireWooCommerce,
} from '../support/test';

test.use( { storageState: shopperState } );

const record = ( optional: 0 | 1 ) =>
	encodeURIComponent(
		JSON.stringify( {
			strict: 1,
			thirdparty: optional,
			advanced: optional,
			version: 1,
			id: '0123456789abcdef0123456789abcdef',
		} )
	);

const VISITORS: Record< string, Record< string, string > > = {
	'accepted all': { Cookie: `shop_consent=${ record( 1 ) }` },
	rejected: { Cookie: `shop_consent=${ record( 0 ) }` },
	'Sec-GPC': { 'Sec-GPC': '1' },
};

/** A page's address; the post's is the newest seeded one (the seed removes WordPress's sample post). */
const PAGES: {
	name: string;
	path: ( requestUtils: RequestUtils ) => Promise< string >;
}[] = [
	{ name: 'front page', path: async () => '/' },
	{
		name: 'a post',
		path: async ( requestUtils ) => {
			const posts = ( await requestUtils.rest( {
				path: '/wp/v2/posts',
				params: { per_page: 1, _fields: 'id' },
			} ) ) as { id: number }[];
			return `/?p=${ posts[ 0 ].id }`;
		},
	},
	{ name: 'the shop @woocommerce', path: async () => '/?post_type=product' },
];

for ( const { name, path } of PAGES ) {
	test( `${ name }: the HTML is the same for every visitor`, async ( {
		playwright,
		baseURL,
		requestUtils,
	} ) => {
		if ( name.includes( '@woocommerce' ) ) {
			requireWooCommerce();
		}
		const address = await path( requestUtils );
		// A fresh context per visitor: no cookie carried from one to the next.
		const fetchAs = async ( headers: Record< string, string > ) => {
			const context = await playwright.request.newContext( {
				baseURL,
				extraHTTPHeaders: headers,
			} );
			try {
				const response = await context.get( address );
				expect( response.status() ).toBe( 200 );
				return await response.text();
			} finally {
				await context.dispose();
			}
		};

		const firstVisit = await fetchAs( {} );
		expect( firstVisit ).toContain( 'id="shop-consent-settings"' );
		for ( const [ visitor, headers ] of Object.entries( VISITORS ) ) {
			expect( await fetchAs( headers ), visitor ).toBe( firstVisit );
		}
	} );
}
