/**
 * The Apple Pay domain on the plugin's status screen, as an admin uses it: without a secret key the button says what
 * to do; with one it registers the site's host (Stripe faked by a must-use plugin installed for this file: the
 * machine has no route to Stripe), shows Apple Pay inactive with Stripe's reason, then active after "Check again",
 * and the state is there again on the next visit. Through the REST route with WordPress's nonce, as the screen sends it.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect, requireWooCommerce } from '../support/test';
import { stackDir } from '../support/stack';

const GATEWAY = '/wc/v3/payment_gateways/stripe';
const MU_PLUGIN = path.join(
	stackDir,
	'wordpress/wp-content/mu-plugins/shop-e2e-fake-stripe-domains.php'
);
// The status screen, with the fixture's reset of the faked account and the stored state.
const SCREEN = 'page=shop-stripe-gateway&shop_e2e_reset_domains=1';

test.beforeEach( requireWooCommerce );

// Without a secret key the route answers 400, which the browser logs; that one error is expected.
test.use( {
	expectedConsoleErrors: [
		{
			message:
				/^Failed to load resource: the server responded with a status of 400/,
			url: '/shop-stripe-gateway/v1/express/domain',
		},
	],
} );

test( 'the status screen registers the Apple Pay domain and shows its state @woocommerce', async ( {
	admin,
	page,
	requestUtils,
} ) => {
	const saved = await requestUtils.rest< {
		settings: Record< string, { value: string } >;
	} >( { path: GATEWAY } );
	const before = {
		testmode: saved.settings.testmode?.value ?? 'yes',
		test_secret_key: saved.settings.test_secret_key?.value ?? '',
	};
	const setKey = ( key: string ) =>
		requestUtils.rest( {
			method: 'PUT',
			path: GATEWAY,
			data: { settings: { testmode: 'yes', test_secret_key: key } },
		} );
	fs.copyFileSync(
		path.join( __dirname, 'fixtures/fake-stripe-domains.php' ),
		MU_PLUGIN
	);
	try {
		await setKey( '' );
		await admin.visitAdminPage( 'admin.php', SCREEN );
		const panel = page.locator( '.components-panel', {
			hasText: 'Express checkout',
		} );
		const state = panel.getByRole( 'status' );
		await expect( state ).toHaveText(
			'Not registered yet: Apple Pay buttons are not shown until 127.0.0.1 is registered with your Stripe account.'
		);
		await panel.getByRole( 'button', { name: 'Register domain' } ).click();
		await expect( panel.getByRole( 'alert' ) ).toHaveText(
			/^Not registered or checked: Save the secret key of the mode in use first/
		);
		await expect( state ).toHaveText( /^Not registered yet/ );

		await setKey( 'sk_test_e2eDomains' );
		await admin.visitAdminPage( 'admin.php', SCREEN );
		// From the keyboard: the button takes focus and Enter presses it.
		await panel.getByRole( 'button', { name: 'Register domain' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( state ).toHaveText(
			'Inactive: Apple Pay buttons are not shown. Stripe says: Stripe could not verify the domain: the association file was not found.'
		);
		await expect( panel.getByRole( 'alert' ) ).toHaveCount( 0 );

		await panel.getByRole( 'button', { name: 'Check again' } ).click();
		await expect( state ).toHaveText(
			'Active: Apple Pay buttons can be shown on 127.0.0.1.'
		);

		await admin.visitAdminPage( 'admin.php', 'page=shop-stripe-gateway' );
		await expect( state ).toHaveText( /^Active: Apple Pay buttons/ );
		await expect( panel.getByText( 'Last checked' ) ).toBeVisible();
		await expect(
			panel.getByRole( 'button', { name: 'Check again' } )
		).toBeVisible();
	} finally {
		await admin.visitAdminPage( 'admin.php', SCREEN );
		fs.rmSync( MU_PLUGIN, { force: true } );
		await requestUtils.rest( {
			method: 'PUT',
			path: GATEWAY,
			data: { settings: before },
		} );
	}
} );
