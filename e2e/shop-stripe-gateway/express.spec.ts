/**
 * Express checkout on the classic product page (issue 31), without Stripe's network: Stripe.js is served from
 * fixtures/stripe-js-stub.js, whose express element draws one "Apple Pay" button. What is checked is ours: no Stripe
 * request where the buttons are off, none before the buttons' area nears the viewport, Stripe.js and the buttons
 * once it does, and spec 6's login confirm for a guest where an account is required.
 */

/**
 * External dependencies
 */
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
import { expectStoredCart, fillCart } from '../storefront/support/cart-state';
import { productPage } from '../storefront/support/variation-form';
import { decideConsent } from '../storefront/support/product-page';
import { cartLine } from '../storefront/support/cart-views';
import {
	changeSettings,
	useClassicCartAndCheckout,
} from '../storefront/support/woo-settings';
import { expressCheckout as express, watchStripe } from './support/express';

/** A simple product whose add-to-cart form, and so the buttons, lie far below the first screen. */
let product: { id: number; permalink: string };

test.use( { storageState: shopperState } );
test.beforeEach( requireWooCommerce );
// A shopper who answered the consent bar, which would otherwise cover the buttons.
test.beforeEach( decideConsent );

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
			// A phone: the gallery stands above the summary, so the buttons lie below the first screen and its margin.
			await page.setViewportSize( { width: 390, height: 560 } );
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
			await page
				.getByRole( 'button', { name: 'Add to cart' } )
				.scrollIntoViewIfNeeded();
			const button = page
				.locator( '.shop-stripe-express' )
				.getByRole( 'button', { name: 'Apple Pay' } );

			// The confirm holds the page until it is answered: the answer is given as it opens.
			const asked: { type: string; message: string }[] = [];
			page.once( 'dialog', ( dialog ) => {
				asked.push( {
					type: dialog.type(),
					message: dialog.message(),
				} );
				return dialog.accept();
			} );
			await button.click();

			await page.waitForURL( /\/my-account\/\?redirect_to=/ );
			expect( asked ).toEqual( [
				{
					type: 'confirm',
					message:
						'To complete your purchase with Apple Pay you need to log in or create an account.',
				},
			] );
			expect(
				new URL( page.url() ).searchParams.get( 'redirect_to' )
			).toBe( product.permalink );
		} finally {
			await restoreAccounts();
			await restore();
		}
	}
);

/**
 * What the stub's last click was answered with.
 *
 * @param page The page.
 */
const lastClick = ( page: Page ) =>
	page.evaluate(
		() =>
			(
				window as unknown as {
					shopE2eExpressClick?: {
						state: string;
						details?: Record< string, unknown >;
					};
				}
			 ).shopE2eExpressClick
	);

/**
 * The amount the element was last given, in cents.
 *
 * @param page The page.
 */
const drawnAmount = ( page: Page ) =>
	page.evaluate(
		() =>
			( window as unknown as { shopE2eStripe: { amount: number } } )
				.shopE2eStripe.amount
	);

test(
	'a variable product’s buttons wait for a variation, follow its price and the quantity, and put the shopper’s cart back on cancel',
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		const restore = await express( requestUtils, true );
		try {
			await watchStripe( page );
			await fillCart( page, [ 'beanie' ] );
			await page.goto( '/product/hoodie/' );
			const form = productPage( page );
			await form.add.scrollIntoViewIfNeeded();
			const area = page.locator( '.shop-stripe-express' );
			const button = area.getByRole( 'button', { name: 'Apple Pay' } );

			await expect( area ).toHaveAttribute( 'data-unavailable' );
			await button.click();
			await expect( area.getByRole( 'status' ) ).toHaveText(
				'Please select some product options before adding this product to your cart.'
			);
			expect( ( await lastClick( page ) )?.state ).toBe( 'rejected' );

			await form.select( 'Color' ).selectOption( 'Blue' );
			await form.select( 'Size' ).selectOption( 'M' );
			await expect( area ).not.toHaveAttribute( 'data-unavailable' );
			await expect( area.getByRole( 'status' ) ).toHaveCount( 0 );
			await expect.poll( () => drawnAmount( page ) ).toBe( 3900 );
			await form.quantity.fill( '2' );
			await expect.poll( () => drawnAmount( page ) ).toBe( 7800 );

			await button.click();
			expect( await lastClick( page ) ).toMatchObject( {
				state: 'resolved',
				details: {
					emailRequired: true,
					phoneNumberRequired: true,
					shippingAddressRequired: true,
					lineItems: [ { name: 'Subtotal', amount: 7800 } ],
				},
			} );
			// The hoodie is bought alone: the beanie waits outside the cart.
			await expect
				.poll( async () =>
					(
						await (
							await page.request.get(
								'/wp-json/wc/store/v1/cart'
							)
						).json()
					).items.map(
						( item: {
							name: string;
							quantity: number;
							variation: { value: string }[];
						} ) =>
							`${ item.name } ${ item.variation
								.map( ( each ) => each.value )
								.join( '/' ) } ×${ item.quantity }`
					)
				)
				.toEqual( [ 'Hoodie Blue/M ×2' ] );

			await page.evaluate( () =>
				(
					window as unknown as {
						shopE2eExpressFire: ( name: string ) => Promise< void >;
					}
				 ).shopE2eExpressFire( 'cancel' )
			);
			await expectStoredCart( page, { 'Classic Beanie': 1 } );
		} finally {
			await restore();
		}
	}
);

test(
	'on the classic cart the buttons follow the total, and stay after WooCommerce draws the totals again',
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		const restore = await express( requestUtils, true );
		const restorePages = await useClassicCartAndCheckout( requestUtils );
		try {
			await watchStripe( page );
			await fillCart( page, [ 'beanie' ] );
			await page.goto( '/classic-cart/' );
			const proceed = page.getByRole( 'link', {
				name: 'Proceed to checkout',
			} );
			await proceed.scrollIntoViewIfNeeded();
			const button = page
				.locator( '.shop-stripe-express' )
				.getByRole( 'button', { name: 'Apple Pay' } );
			await expect( button ).toBeVisible();
			const before = await drawnAmount( page );
			expect( before ).toBeGreaterThan( 0 );

			await cartLine( page, 'Classic Beanie' )
				.getByRole( 'spinbutton' )
				.fill( '2' );
			await page.getByRole( 'button', { name: 'Update cart' } ).click();
			await expect(
				page.getByRole( 'alert' ).filter( { hasText: 'Cart updated.' } )
			).toBeVisible();

			// The container was drawn again with the totals: its buttons too, for the new total.
			await expect( button ).toBeVisible();
			await expect
				.poll( () => drawnAmount( page ) )
				.toBeGreaterThan( before );
		} finally {
			await restorePages();
			await restore();
		}
	}
);

test(
	'on the pay-for-order page the buttons are drawn for the order’s total and open the sheet without asking for shipping',
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		const restore = await express( requestUtils, true );
		const restorePages = await useClassicCartAndCheckout( requestUtils );
		const order = await wc< { id: number; payment_url: string } >(
			requestUtils,
			'POST',
			'/orders',
			{
				status: 'pending',
				billing: { first_name: 'Robin', email: 'pay-e2e@example.com' },
				line_items: [ { product_id: product.id, quantity: 2 } ],
			}
		);
		try {
			await watchStripe( page );
			// The link of the shop's "pay for this order" email.
			await page.goto( order.payment_url );
			// WooCommerce asks a guest who did not place the order for its email first.
			const verify = page.getByRole( 'button', { name: 'Verify' } );
			if ( await verify.isVisible() ) {
				await page
					.getByRole( 'textbox', { name: /Email address/ } )
					.fill( 'pay-e2e@example.com' );
				await verify.click();
			}
			const button = page
				.locator( '.shop-stripe-express' )
				.getByRole( 'button', { name: 'Apple Pay' } );
			await button.scrollIntoViewIfNeeded();
			await expect( button ).toBeVisible();
			expect( await drawnAmount( page ) ).toBe( 3600 );

			await button.click();
			await expect
				.poll( async () => ( await lastClick( page ) )?.state )
				.toBe( 'resolved' );
			expect( ( await lastClick( page ) )?.details ).toEqual( {
				emailRequired: true,
				phoneNumberRequired: true,
				lineItems: [ { name: 'Subtotal', amount: 3600 } ],
			} );
		} finally {
			await wc( requestUtils, 'DELETE', `/orders/${ order.id }`, {
				force: true,
			} );
			await restorePages();
			await restore();
		}
	}
);

test(
	'the block checkout and cart show the buttons in their express area, for the cart’s total',
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		const restore = await express( requestUtils, true );
		try {
			await watchStripe( page );
			await fillCart( page, [ 'beanie' ] );
			for ( const address of [ '/checkout/', '/cart/' ] ) {
				await page.goto( address );
				const button = page
					.locator( '.wc-block-components-express-payment' )
					.getByRole( 'button', { name: 'Apple Pay' } );
				await expect( button ).toBeVisible();
				await expect
					.poll( () => drawnAmount( page ) )
					.toBeGreaterThan( 0 );

				await button.click();
				expect( await lastClick( page ) ).toMatchObject( {
					state: 'resolved',
					details: { emailRequired: true, phoneNumberRequired: true },
				} );
			}
		} finally {
			await restore();
		}
	}
);

/**
 * Sends the sheet an event as Stripe would, and gives what the page answered.
 *
 * @param page  The page.
 * @param name  The event.
 * @param event Its fields.
 */
const sheetEvent = ( page: Page, name: string, event: object ) =>
	page.evaluate(
		async ( [ eventName, fields ] ) => {
			let answer: { resolved?: unknown; rejected?: true } = {};
			await (
				window as unknown as {
					shopE2eExpressFire: (
						name: string,
						event: object
					) => Promise< void >;
				}
			 ).shopE2eExpressFire( eventName as string, {
				...( fields as object ),
				resolve: ( details: unknown ) => {
					answer = { resolved: details };
				},
				reject: () => {
					answer = { rejected: true };
				},
			} );
			return answer;
		},
		[ name, event ]
	);

test(
	'the sheet’s address gets the shop’s rates through the Store API, with the state as WooCommerce names it',
	{ tag: '@woocommerce' },
	async ( { page, requestUtils } ) => {
		const restore = await express( requestUtils, true );
		try {
			await watchStripe( page );
			await page.goto( product.permalink );
			await page
				.getByRole( 'button', { name: 'Add to cart' } )
				.scrollIntoViewIfNeeded();
			await page
				.locator( '.shop-stripe-express' )
				.getByRole( 'button', { name: 'Apple Pay' } )
				.click();
			expect( ( await lastClick( page ) )?.state ).toBe( 'resolved' );

			const answer = await sheetEvent( page, 'shippingaddresschange', {
				name: 'Robin Shopper',
				address: {
					city: 'San Francisco',
					state: 'California',
					postal_code: '94103',
					country: 'us',
				},
			} );
			expect( answer ).toEqual( {
				resolved: {
					shippingRates: [
						expect.objectContaining( {
							displayName: 'Flat rate',
							amount: 500,
						} ),
					],
					lineItems: expect.any( Array ),
				},
			} );
			// The line items and the chosen rate add up to the amount the element was given.
			const items = (
				answer.resolved as { lineItems: { amount: number }[] }
			 ).lineItems.reduce( ( sum, item ) => sum + item.amount, 0 );
			expect( items + 500 ).toBe( await drawnAmount( page ) );
			const cart = await (
				await page.request.get( '/wp-json/wc/store/v1/cart' )
			).json();
			expect( cart.shipping_address ).toMatchObject( {
				country: 'US',
				state: 'CA',
				postcode: '94103',
			} );

			// No zone ships to Germany.
			expect(
				await sheetEvent( page, 'shippingaddresschange', {
					name: 'Robin Shopper',
					address: {
						city: 'Berlin',
						state: '',
						postal_code: '10115',
						country: 'DE',
					},
				} )
			).toEqual( { rejected: true } );

			await sheetEvent( page, 'cancel', {} );
			await expectStoredCart( page, {} );
		} finally {
			await restore();
		}
	}
);
