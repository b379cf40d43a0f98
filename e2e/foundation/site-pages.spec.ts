/**
 * Every package of the bundle is active, and the pages a shopper and an admin meet
 * first render with no PHP notice and no console error (the fixture's guards).
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

const OUR_PLUGINS = [
	'shop-consent/shop-consent',
	'shop-social-icons/shop-social-icons',
];
// WordPress activates these only while WooCommerce, which they require, is active.
const OUR_WOOCOMMERCE_PLUGINS = [
	'shop-filter/shop-filter',
	'shop-stripe-gateway/shop-stripe-gateway',
];

interface RestPlugin {
	plugin: string;
	status: string;
	version: string;
}

test.describe( 'the bundle is installed', () => {
	test( 'all four plugins (those needing WooCommerce when it is there) and the theme are active', async ( {
		requestUtils,
		stack,
	} ) => {
		const plugins = ( await requestUtils.rest( {
			path: '/wp/v2/plugins',
		} ) ) as RestPlugin[];
		const active = plugins
			.filter( ( p ) => p.status === 'active' )
			.map( ( p ) => p.plugin );
		expect( active ).toEqual( expect.arrayContaining( OUR_PLUGINS ) );
		for ( const plugin of OUR_WOOCOMMERCE_PLUGINS ) {
			expect(
				plugins.find( ( p ) => p.plugin === plugin )?.status,
				plugin
			).toBe( stack.woocommerce ? 'active' : 'inactive' );
		}
		if ( stack.woocommerce ) {
			const wc = plugins.find(
				( p ) => p.plugin === 'woocommerce/woocommerce'
			);
			expect( wc?.status ).toBe( 'active' );
			expect( wc?.version ).toBe( stack.woocommerce );
		}

		const themes = ( await requestUtils.rest( {
			path: '/wp/v2/themes',
			params: { status: 'active' },
		} ) ) as { stylesheet: string }[];
		expect( themes.map( ( t ) => t.stylesheet ) ).toEqual( [
			'shop-theme',
		] );
	} );
} );

test.describe( 'a shopper browsing the site', () => {
	test.use( { storageState: shopperState } );

	test( 'the front page renders', async ( { page } ) => {
		const response = await page.goto( '/' );
		expect( response?.status() ).toBe( 200 );
		await expect( page.locator( 'body' ) ).toHaveClass(
			/wp-theme-shop-theme|home/
		);
	} );

	test( 'a post renders with its threaded comments', async ( {
		page,
		requestUtils,
	} ) => {
		// A reply's parent is a top-level comment: its post has a thread.
		const [ reply ] = ( await requestUtils.rest( {
			path: '/wp/v2/comments',
			params: { per_page: 1, parent_exclude: 0 },
		} ) ) as { post: number }[];
		const post = ( await requestUtils.rest( {
			path: `/wp/v2/posts/${ reply.post }`,
		} ) ) as { link: string; title: { rendered: string } };
		const response = await page.goto( post.link );
		expect( response?.status() ).toBe( 200 );
		await expect(
			page.getByRole( 'heading', { level: 1 } ).first()
		).toBeVisible();
		await expect(
			page.locator( 'li.depth-1 li.depth-2' ).first()
		).toBeVisible();
	} );

	test(
		'the shop, a product, the cart and the checkout render',
		{
			tag: '@woocommerce',
		},
		async ( { page, request } ) => {
			requireWooCommerce();
			test.slow();
			const shop = await page.goto( '/shop/' );
			expect( shop?.status() ).toBe( 200 );
			await expect(
				page.locator( '.wc-block-product, li.product' ).first()
			).toBeVisible();

			const products = ( await (
				await request.get( '/wp-json/wc/store/v1/products', {
					params: {
						per_page: 1,
						type: 'simple',
						stock_status: 'instock',
					},
				} )
			).json() ) as { id: number; permalink: string; name: string }[];
			const product = await page.goto( products[ 0 ].permalink );
			expect( product?.status() ).toBe( 200 );
			await expect(
				page.getByRole( 'heading', {
					level: 1,
					name: products[ 0 ].name,
				} )
			).toBeVisible();

			// With something in the cart, the cart and checkout show their forms.
			await page.goto( `/?add-to-cart=${ products[ 0 ].id }` );
			const cart = await page.goto( '/cart/', { timeout: 90_000 } );
			expect( cart?.status() ).toBe( 200 );
			await expect(
				page.getByRole( 'link', { name: products[ 0 ].name } ).first()
			).toBeVisible();
			// The block checkout's scripts, like the block cart's, take long to run on a busy machine.
			const checkout = await page.goto( '/checkout/', {
				timeout: 90_000,
			} );
			expect( checkout?.status() ).toBe( 200 );
			expect( new URL( page.url() ).pathname ).toBe( '/checkout/' );
			await expect(
				page.getByRole( 'button', { name: /place order/i } )
			).toBeVisible();
		}
	);
} );

test.describe( 'an admin', () => {
	test( 'opens the dashboard', async ( { admin, page } ) => {
		await admin.visitAdminPage( '/' );
		await expect(
			page.getByRole( 'heading', { name: 'Dashboard', level: 1 } )
		).toBeVisible();
	} );
} );
