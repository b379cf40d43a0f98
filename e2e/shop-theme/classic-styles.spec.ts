/**
 * WooCommerce's classic stylesheets load only where WooCommerce's classic markup is drawn (issue 27, the front page's
 * largest paint): the front page and a post come without them; WooCommerce's own pages (the shop, a product page, the
 * cart block, My account) with them. The front page's grid adds to the cart without them: `front-page.spec.ts`.
 */

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	requireWooCommerce,
	shopperState,
} from '../support/test';

const CLASSIC = [
	'woocommerce-general-css',
	'woocommerce-layout-css',
	'woocommerce-smallscreen-css',
];

test.use( { storageState: shopperState } );
test.beforeEach( requireWooCommerce );

for ( const [ where, address, loaded ] of [
	[ 'the front page', '/', false ],
	[ 'a post', '/caring-for-your-knitwear/', false ],
	[ 'the cart block', '/cart/', true ],
	[ 'the shop', '/shop/', true ],
	[ 'a product page', '/product/hoodie/', true ],
	[ 'My account', '/my-account/', true ],
] as const ) {
	test( `${ where } ${
		loaded ? 'loads' : 'leaves out'
	} WooCommerce's classic stylesheets @woocommerce`, async ( { page } ) => {
		await page.goto( address );
		const sheets = await page
			.locator( 'link[rel="stylesheet"][id]' )
			.evaluateAll( ( links ) => links.map( ( link ) => link.id ) );
		for ( const id of CLASSIC ) {
			expect( sheets.includes( id ), id ).toBe( loaded );
		}
	} );
}
