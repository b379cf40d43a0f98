/**
 * Each plugin's admin page opens for an admin and mounts its React screen, and the dashboard opens quietly.
 */

/**
 * Internal dependencies
 */
import { test, expect, requireWooCommerce } from '../support/test';

const PAGES = [
	{
		name: 'Shop Consent',
		path: 'options-general.php',
		query: 'page=shop-consent',
		woocommerce: false,
	},
	{
		name: 'Shop Social Icons',
		path: 'options-general.php',
		query: 'page=shop-social-icons',
		woocommerce: false,
	},
	{
		name: 'Shop Filter',
		path: 'admin.php',
		query: 'page=shop-filter',
		woocommerce: true,
	},
	{
		name: 'Shop Stripe Gateway',
		path: 'admin.php',
		query: 'page=shop-stripe-gateway',
		woocommerce: true,
	},
];

for ( const adminPage of PAGES ) {
	test(
		`the ${ adminPage.name } admin page opens`,
		{
			tag: adminPage.woocommerce ? [ '@woocommerce' ] : [],
		},
		async ( { admin, page } ) => {
			if ( adminPage.woocommerce ) {
				requireWooCommerce();
			}
			await admin.visitAdminPage( adminPage.path, adminPage.query );
			await expect(
				page.getByRole( 'heading', { level: 1, name: adminPage.name } )
			).toBeVisible();
			// The React screen rendered into its mount point.
			await expect(
				page
					.locator(
						`#${ adminPage.query.slice( 5 ) }-admin-root > *`
					)
					.first()
			).toBeVisible();
		}
	);
}

test( 'the dashboard shows WordPress news offline, without a PHP notice', async ( {
	admin,
	page,
} ) => {
	await admin.visitAdminPage( 'index.php' );
	// The widget loads both feeds (news and planet) through admin-ajax after the page: the stack answers
	// wordpress.org with a feed of one item, which SimplePie reads without complaint on every supported version.
	await expect(
		page
			.locator( '#dashboard_primary' )
			.getByRole( 'link', { name: 'No news offline' } )
	).toHaveCount( 2 );
} );
