/**
 * The card gateway's settings screen in wp-admin, as an admin uses it: a key pasted into the wrong field is refused
 * with a message naming the expected prefix, and the key saved before stays.
 */

/**
 * Internal dependencies
 */
import { test, expect, requireWooCommerce } from '../support/test';

const GATEWAY = '/wc/v3/payment_gateways/stripe';

const STRIPE_CONNECT = 'https://connect-js.stripe.com/';

test.beforeEach( requireWooCommerce );

test.describe( 'the Payments screen', () => {
	// WooCommerce's Payments screen loads Stripe Connect's script for its own offers; the test machine cannot reach
	// Stripe, and a test must not depend on it: the request is refused, as a blocker would, and the one logged error
	// expected.
	test.use( {
		expectedConsoleErrors: [
			{ message: /^Failed to load resource/, url: STRIPE_CONNECT },
		],
	} );

	test( 'and the gateway screen say what the gateway does @woocommerce', async ( {
		admin,
		page,
	} ) => {
		await page.route( `${ STRIPE_CONNECT }**`, ( route ) =>
			route.abort( 'blockedbyclient' )
		);
		const summary =
			/^Card payments through Stripe on the block and classic checkout, with 3-D Secure when the bank asks for it\./;
		await admin.visitAdminPage(
			'admin.php',
			'page=wc-settings&tab=checkout&section=stripe'
		);
		await expect( page.getByText( summary ) ).toBeVisible();
		await expect( page.getByText( /Not ready/ ) ).toHaveCount( 0 );

		await admin.visitAdminPage(
			'admin.php',
			'page=wc-settings&tab=checkout'
		);
		await expect( page.getByText( summary ).first() ).toBeVisible();
	} );
} );

test( 'the plugin page shows the gateway status and leads to its settings @woocommerce', async ( {
	admin,
	page,
} ) => {
	await admin.visitAdminPage( 'admin.php', 'page=shop-stripe-gateway' );

	const status = page.getByRole( 'definition' );
	await expect(
		page.getByRole( 'term' ).filter( { hasText: /^Mode$/ } )
	).toBeVisible();
	await expect(
		status.filter( { hasText: /^Test: no real/ } )
	).toBeVisible();
	await expect( page.getByText( /No settings here yet/ ) ).toHaveCount( 0 );
	await page
		.getByRole( 'link', { name: 'Open the gateway settings' } )
		.click();
	await expect( page ).toHaveURL( /section=stripe/ );
	await expect(
		page.getByLabel( 'Test secret key', { exact: true } )
	).toBeVisible();
} );

test( 'the settings screen refuses a live key among the test keys and keeps the saved one @woocommerce', async ( {
	admin,
	page,
	requestUtils,
} ) => {
	const saved = await requestUtils.rest< {
		settings: Record< string, { value: string } >;
	} >( { path: GATEWAY } );
	const before = saved.settings.test_secret_key?.value ?? '';
	await requestUtils.rest( {
		method: 'PUT',
		path: GATEWAY,
		data: { settings: { test_secret_key: 'sk_test_e2eSaved' } },
	} );
	try {
		await admin.visitAdminPage(
			'admin.php',
			'page=wc-settings&tab=checkout&section=stripe'
		);
		const field = page.getByLabel( 'Test secret key', { exact: true } );
		await field.fill( 'sk_live_pastedInTheWrongField' );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();

		await expect(
			page.getByText(
				'Test secret key was not saved: it must start with sk_test_ (or rk_test_). Copy it again from the API keys page of your Stripe dashboard.'
			)
		).toBeVisible();
		const after = await requestUtils.rest< {
			settings: Record< string, { value: string } >;
		} >( { path: GATEWAY } );
		expect( after.settings.test_secret_key.value ).toBe(
			'sk_test_e2eSaved'
		);
	} finally {
		await requestUtils.rest( {
			method: 'PUT',
			path: GATEWAY,
			data: { settings: { test_secret_key: before } },
		} );
	}
} );
