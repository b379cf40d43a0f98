/**
 * The bundle's settings screens, shot logged in as admin on a desktop: each plugin's page (every tab of it), the
 * theme's options, the Stripe gateway's screen in WooCommerce, and WooCommerce > Payments.
 */

/**
 * @typedef {Object} AdminScreen
 * @property {string} name  File name stem.
 * @property {string} title Caption in the README.
 * @property {string} path  Below wp-admin/.
 */

/** @type {AdminScreen[]} */
export const ADMIN_SCREENS = [
	{
		name: 'admin-consent',
		title: 'Shop Consent',
		path: 'options-general.php?page=shop-consent',
	},
	{
		name: 'admin-social',
		title: 'Shop Social Icons',
		path: 'options-general.php?page=shop-social-icons',
	},
	{
		name: 'admin-subscribers',
		title: 'Newsletter subscribers',
		path: 'options-general.php?page=shop-social-icons-subscribers',
	},
	{
		name: 'admin-filter',
		title: 'Shop Filter',
		path: 'admin.php?page=shop-filter',
	},
	{
		name: 'admin-stripe',
		title: 'Shop Stripe Gateway',
		path: 'admin.php?page=shop-stripe-gateway',
	},
	{
		name: 'admin-stripe-gateway',
		title: 'WooCommerce > Payments > Stripe',
		path: 'admin.php?page=wc-settings&tab=checkout&section=stripe',
	},
	{
		name: 'admin-payments',
		title: 'WooCommerce > Payments',
		path: 'admin.php?page=wc-settings&tab=checkout',
	},
	{
		name: 'admin-theme-options',
		title: 'Shop Theme options',
		path: 'themes.php?page=shop-theme-options',
	},
];

/**
 * @param {string} text A tab's label.
 * @return {string} Its kebab-case form for a file name.
 */
export const slug = ( text ) =>
	text
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' )
		.replace( /^-|-$/g, '' );

/**
 * The screen's tabs (React's TabPanel, or any ARIA tablist in the page body), as labels.
 *
 * @param {import('@playwright/test').Page} page
 * @return {Promise<string[]>} Tab labels, empty when the screen has none.
 */
export async function tabsOf( page ) {
	const tabs = page
		.locator( '#wpbody-content [role="tablist"]' )
		.first()
		.getByRole( 'tab' );
	return ( await tabs.allInnerTexts() )
		.map( ( label ) => label.trim() )
		.filter( Boolean );
}
