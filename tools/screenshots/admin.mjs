/**
 * The bundle's settings screens, shot logged in as admin on a desktop: each plugin's page (every tab of it), the
 * theme's options, the Stripe gateway's screens in WooCommerce (the card's, with its express checkout fields and
 * their preview, and the screen each other Stripe payment method gets once enabled), and WooCommerce > Payments.
 * tools/test/checks/test/screenshot-coverage.js holds the list to the admin pages the plugins and the theme add.
 */

import { restHeaders } from './accounts.mjs';

/** The other Stripe method whose screen is shown (turned on for the shot only, as the card's settings list it). */
const OTHER_METHOD = 'ideal';

const STRIPE_GATEWAY = 'wc/v3/payment_gateways/stripe';
const METHODS_SETTING = 'upe_checkout_experience_accepted_payments';

/**
 * @typedef {Object} AdminScreen
 * @property {string}                       name     File name stem.
 * @property {string}                       title    Caption in the README.
 * @property {string}                       path     Below wp-admin/.
 * @property {string}                       [focus]  A field: the shot is the viewport scrolled to it (a part of a long screen, shown apart).
 * @property {typeof withOtherStripeMethod} [around] Runs the shot in a state the screen needs, then puts it back.
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
		name: 'admin-stripe-express',
		title: 'WooCommerce > Payments > Stripe: express checkout',
		path: 'admin.php?page=wc-settings&tab=checkout&section=stripe',
		focus: '#woocommerce_stripe_express_checkout',
	},
	{
		name: 'admin-stripe-method',
		title: 'WooCommerce > Payments > Stripe: iDEAL (another payment method)',
		path: `admin.php?page=wc-settings&tab=checkout&section=stripe_${ OTHER_METHOD }`,
		around: withOtherStripeMethod,
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

/**
 * Runs a shot with the card gateway on and the other Stripe method offered (its settings screen exists only then),
 * and puts the gateway's state and methods back afterwards, even when the shot fails.
 *
 * @template T
 * @param {import('@playwright/test').Page} adminPage Logged in as admin.
 * @param {string}                          base      Site URL.
 * @param {() => Promise<T>}                run       The shots.
 * @return {Promise<T>} What run returned.
 */
export async function withOtherStripeMethod( adminPage, base, run ) {
	const headers = await restHeaders( adminPage, base );
	const url = `${ base }/wp-json/${ STRIPE_GATEWAY }`;
	const gateway = await (
		await adminPage.request.get( url, { headers } )
	).json();
	const setting = gateway.settings?.[ METHODS_SETTING ];
	if ( ! setting ) {
		throw new Error( `No ${ METHODS_SETTING } setting on ${ url }` );
	}
	// Never saved, the value is '' and the default (the card) applies.
	const before = setting.value;
	const offered = Array.isArray( before ) ? before : setting.default;
	const put = ( enabled, methods ) =>
		adminPage.request.put( url, {
			headers,
			data: { enabled, settings: { [ METHODS_SETTING ]: methods } },
		} );
	await put( true, [ ...new Set( [ ...offered, OTHER_METHOD ] ) ] );
	try {
		return await run();
	} finally {
		await put( gateway.enabled, before );
	}
}
