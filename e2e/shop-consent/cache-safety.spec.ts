/**
 * Cache safety: a full-page cache keeps one copy of a page for everyone, so the HTML must not depend on the
 * visitor's decision or privacy signals. Each page is fetched as a first-time visitor, as one who accepted all,
 * one who rejected, and one whose browser sends Sec-GPC, and the four answers must be byte for byte the same.
 */

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

const PAGES = [
	{ name: 'front page', path: '/' },
	{ name: 'a post', path: '/?p=1' },
	{ name: 'the shop @woocommerce', path: '/?post_type=product' },
];

for ( const { name, path } of PAGES ) {
	test( `${ name }: the HTML is the same for every visitor`, async ( {
		playwright,
		baseURL,
	} ) => {
		if ( name.includes( '@woocommerce' ) ) {
			requireWooCommerce();
		}
		// A fresh context per visitor: no cookie carried from one to the next.
		const fetchAs = async ( headers: Record< string, string > ) => {
			const context = await playwright.request.newContext( {
				baseURL,
				extraHTTPHeaders: headers,
			} );
			try {
				const response = await context.get( path );
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
