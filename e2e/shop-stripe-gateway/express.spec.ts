/**
 * Express checkout on the classic product page (issue 31), without Stripe's network: Stripe.js is served from
 * fixtures/stripe-js-stub.js, whose express element draws one "Apple Pay" button. What is checked is ours: no Stripe
 * request where the buttons are off, none before the buttons' area nears the viewport, Stripe.js and the buttons
 * once it does, and spec 6's login confirm for a guest where an account is required.
 */

/**
 * External dependencies
 */
import * as path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	requireWooCommerce,
	shopperState,
} from '../support/test';
import { wc } from '../storefront/support/checkout';
import { changeSettings } from '../storefront/support/woo-settings';
import { enableCardGateway } from './support/card-gateway';

const STUB = path.join( __dirname, 'fixtures/stripe-js-stub.js' );

const KEYS = {
	testmode: 'yes',
	test_publishable_key: 'pk_test_51E2eExpressOnly',
	test_secret_key: 'sk_test_51E2eExpressOnly',
};

/** A simple product whose add-to-cart form, and so the buttons, lie far below the first screen. */
let product: { id: number; permalink: string };

test.use( { storageState: shopperState } );
test.beforeEach( requireWooCommerce );

test.beforeAll( async ( { requestUtils } ) => {
	requireWooCommerce();
	product = await wc( requestUtils, 'POST', '/products', {
		name: `Express e2e ${ Date.now() }`,
		type: 'simple',
		regular_price: '18.00',
		short_description: Array.from(
			{ length: 40 },
			( _, index ) => `<p>Line ${ index + 1 } of a long description.</p>`
		).join( '' ),
	} );
} );

test.afterAll( async ( { requestUtils } ) => {
	await wc( requestUtils, 'DELETE', `/products/${ product.id }`, {
		force: true,
	} );
} );

/**
 * Counts the page's requests to Stripe (js.stripe.com, api.stripe.com, m.stripe.network, …) and serves the stub
 * for Stripe.js.
 *
 * @param page The page.
 */
async function watchStripe( page: Page ) {
	const stripe: string[] = [];
	page.on( 'request', ( request ) => {
		const host = new URL( request.url() ).hostname;
		if ( /(^|\.)stripe\.(com|network)$/.test( host ) ) {
			stripe.push( request.url() );
		}
	} );
	await page.route( 'https://js.stripe.com/**', ( route ) =>
		route.fulfill( { path: STUB, contentType: 'text/javascript' } )
	);
	return stripe;
}

/**
 * Turns the express buttons on (or off) for the product page, with the card gateway's test keys; gives the
 * function that puts the settings back.
 *
 * @param requestUtils The admin's request utils.
 * @param on           Whether express checkout is on.
 */
const express = (
	requestUtils: Parameters< typeof enableCardGateway >[ 0 ],
	on: boolean
) =>
	enableCardGateway( requestUtils, {
		...KEYS,
		express_checkout: on ? 'yes' : 'no',
		express_checkout_locations: [ 'product', 'cart', 'checkout' ],
	} );

test(
	'with express checkout off, a product page asks nothing of Stripe',
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		const restore = await express( requestUtils, false );
		try {
			const stripe = await watchStripe( page );
			await page.goto( product.permalink );
			await page
				.getByRole( 'button', { name: 'Add to cart' } )
				.scrollIntoViewIfNeeded();

			await expect( page.locator( '.shop-stripe-express' ) ).toHaveCount(
				0
			);
			expect( stripe ).toEqual( [] );
		} finally {
			await restore();
		}
	}
);

test(
	'with express checkout on, Stripe.js comes only once the buttons’ area nears the viewport',
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		const restore = await express( requestUtils, true );
		try {
			const stripe = await watchStripe( page );
			await page.setViewportSize( { width: 1280, height: 600 } );
			await page.goto( product.permalink );
			const area = page.locator( '.shop-stripe-express' );
			// The loader ran and watches the area.
			await expect( area ).toHaveAttribute(
				'data-shop-stripe-express-watched'
			);
			await expect( area ).not.toBeInViewport();
			expect( stripe, 'no Stripe request before the scroll' ).toEqual(
				[]
			);

			const stripeJs = page.waitForRequest(
				/^https:\/\/js\.stripe\.com\//
			);
			await page
				.getByRole( 'button', { name: 'Add to cart' } )
				.scrollIntoViewIfNeeded();
			await stripeJs;

			await expect(
				area.getByRole( 'button', { name: 'Apple Pay' } )
			).toBeVisible();
			await expect( page.locator( 'html' ) ).toHaveAttribute(
				'data-shop-stripe-express',
				'ready'
			);
			// The element is drawn for the product's price, in cents.
			expect(
				await page.evaluate(
					() =>
						(
							window as unknown as {
								shopE2eStripe: { amount: number };
							}
						 ).shopE2eStripe.amount
				)
			).toBe( 1800 );
		} finally {
			await restore();
		}
	}
);

test(
	'a guest where an account is required is asked to log in, naming the wallet, and sent to log in',
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		const restore = await express( requestUtils, true );
		const restoreAccounts = await changeSettings( requestUtils, {
			'account/woocommerce_enable_guest_checkout': 'no',
			'account/woocommerce_enable_signup_and_login_from_checkout': 'no',
		} );
		try {
			await watchStripe( page );
			await page.goto( product.permalink );
			const button = page
				.locator( '.shop-stripe-express' )
				.getByRole( 'button', { name: 'Apple Pay' } );
			await button.scrollIntoViewIfNeeded();

			const dialog = page.waitForEvent( 'dialog' );
			await button.click();
			const confirm = await dialog;
			expect( confirm.type() ).toBe( 'confirm' );
			expect( confirm.message() ).toBe(
				'To complete your purchase with Apple Pay you need to log in or create an account.'
			);
			await confirm.accept();

			await page.waitForURL( /\/my-account\/\?redirect_to=/ );
			expect(
				new URL( page.url() ).searchParams.get( 'redirect_to' )
			).toBe( product.permalink );
		} finally {
			await restoreAccounts();
			await restore();
		}
	}
);
