/**
 * WooCommerce order attribution follows consent: on the (block) checkout,
 * WooCommerce 11's `order-attribution.js` puts the source values in the checkout
 * store's extension data (`woocommerce/order-attribution`) and, on a classic
 * checkout, in `<wc-order-attribution-inputs>`; sourcebuster keeps them in
 * `sbjs_*` cookies. Without consent all of it stays empty.
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
	shopperState,
	requireWooCommerce,
} from '../support/test';
import { attributionBox, sbjsCookies } from '../storefront/support/attribution';
import {
	deleteGuestOrdersAfterEach,
	fillBlockCheckout,
	placeBlockOrder,
} from '../storefront/support/order';

test.use( { storageState: shopperState } );

const UTM = 'utm_source=newsletter&utm_medium=email';

type Values = Record< string, string | null >;

interface Attribution {
	/** What `wc_order_attribution.getAttributionData()` returns. */
	data: Values | null;
	/** Extension data of the checkout block, when on a block checkout. */
	block: Values | null;
	/** Values of the classic checkout's hidden inputs, when present. */
	inputs: Values | null;
}

function attribution( page: Page ): Promise< Attribution > {
	return page.evaluate( () => {
		const w = window as unknown as {
			wc_order_attribution?: { getAttributionData?: () => Values };
			wp?: {
				data?: {
					select: ( store: string ) => {
						getExtensionData?: () => Record< string, Values >;
					};
				};
			};
		};
		const store = w.wp?.data?.select( 'wc/store/checkout' );
		const element = document.querySelector( 'wc-order-attribution-inputs' );
		return {
			data: w.wc_order_attribution?.getAttributionData?.() ?? null,
			block:
				store?.getExtensionData?.()?.[
					'woocommerce/order-attribution'
				] ?? null,
			inputs: element
				? Object.fromEntries(
						Array.from(
							element.querySelectorAll( 'input' ),
							( input ) => [ input.name, input.value || null ]
						)
					)
				: null,
		};
	} );
}

/**
 * The value of `sbjs_current`, decoded, or null.
 * @param page The shopper's page.
 */
async function sbjsCurrent( page: Page ): Promise< string | null > {
	const cookie = ( await page.context().cookies() ).find(
		( c ) => c.name === 'sbjs_current'
	);
	return cookie ? decodeURIComponent( cookie.value ) : null;
}

/**
 * Walks a shopper's real pages from the landing page to the placed order: the shop, a product (added to the cart
 * with its button), the cart, the block checkout (cash on delivery). `check` runs on every page once it has loaded.
 *
 * @param page  The shopper's page, on the landing page already decided.
 * @param check What must hold on each page.
 * @return The id of the order.
 */
async function walkToOrder(
	page: Page,
	check: ( where: string ) => Promise< void >
): Promise< number > {
	const [ product ] = await (
		await page.request.get(
			'/wp-json/wc/store/v1/products?type=simple&stock_status=instock&per_page=1'
		)
	).json();

	await page
		.getByRole( 'link', { name: 'Shop', exact: true } )
		.first()
		.click();
	await page.waitForLoadState( 'networkidle' );
	await check( 'shop' );

	await page.getByRole( 'link', { name: product.name } ).first().click();
	await expect(
		page.getByRole( 'heading', { level: 1, name: product.name } )
	).toBeVisible();
	await page.waitForLoadState( 'networkidle' );
	await check( 'product' );

	await page.getByRole( 'button', { name: 'Add to cart' } ).first().click();
	await page.getByRole( 'link', { name: 'View cart' } ).first().click();
	// The cart and checkout blocks render in the browser: slow on a busy machine.
	await expect(
		page.getByRole( 'link', { name: product.name } ).first()
	).toBeVisible( { timeout: 30_000 } );
	await page.waitForLoadState( 'networkidle' );
	await check( 'cart' );

	await page.getByRole( 'link', { name: /Proceed to checkout/i } ).click();
	await fillBlockCheckout( page );
	await page.waitForLoadState( 'networkidle' );
	await check( 'checkout' );

	const id = await placeBlockOrder( page );
	await check( 'order received' );
	return id;
}

const nonEmpty = ( values: Values | null ) =>
	Object.values( values ?? {} ).filter( ( value ) => value );

async function addToCart( page: Page ) {
	const [ product ] = await (
		await page.request.get(
			'/wp-json/wc/store/v1/products?type=simple&stock_status=instock&per_page=1'
		)
	).json();
	expect( product?.id ).toBeTruthy();
	const added = await page.request.get( `/?add-to-cart=${ product.id }` );
	expect( added.ok() ).toBe( true );
}

test.describe( 'order attribution @woocommerce', () => {
	test.beforeEach( () => {
		requireWooCommerce();
	} );

	deleteGuestOrdersAfterEach();

	test( 'before consent the checkout carries no source and no sbjs cookie exists', async ( {
		page,
	} ) => {
		await addToCart( page );
		await page.goto( `/checkout/?${ UTM }` );
		await expect(
			page.getByRole( 'button', { name: 'Accept all' } )
		).toBeVisible();
		await page.waitForLoadState( 'networkidle' );

		const before = await attribution( page );
		// WooCommerce's script ran, with tracking off.
		expect( before.data ).not.toBeNull();
		expect( nonEmpty( before.data ) ).toEqual( [] );
		expect( nonEmpty( before.block ) ).toEqual( [] );
		expect( nonEmpty( before.inputs ) ).toEqual( [] );
		expect( await sbjsCookies( page ) ).toEqual( [] );
	} );

	test( 'accepting on the checkout records the source of the visit', async ( {
		page,
	} ) => {
		await addToCart( page );
		await page.goto( `/checkout/?${ UTM }` );
		await page.getByRole( 'button', { name: 'Accept all' } ).click();

		await expect
			.poll( async () => ( await attribution( page ) ).data?.utm_source )
			.toBe( 'newsletter' );
		const after = await attribution( page );
		expect( after.data ).toMatchObject( {
			source_type: 'utm',
			utm_source: 'newsletter',
			utm_medium: 'email',
		} );
		if ( after.block ) {
			expect( after.block ).toMatchObject( {
				utm_source: 'newsletter',
			} );
		}
		if ( after.inputs ) {
			expect( Object.values( after.inputs ) ).toContain( 'newsletter' );
		}
		expect( await sbjsCookies( page ) ).toContain( 'sbjs_current' );
	} );

	test( 'consent given on the landing page keeps its source up to the checkout', async ( {
		page,
	} ) => {
		await page.goto( `/?${ UTM }` );
		await page.getByRole( 'button', { name: 'Accept all' } ).click();
		await expect
			.poll( () => sbjsCookies( page ) )
			.toContain( 'sbjs_current' );

		await addToCart( page );
		await page.goto( '/checkout/' );
		await expect
			.poll( async () => ( await attribution( page ) ).data?.utm_source )
			.toBe( 'newsletter' );
		await expect
			.poll( async () => ( await attribution( page ) ).block?.utm_source )
			.toBe( 'newsletter' );
	} );

	test( 'rejecting keeps the checkout empty and removes sbjs cookies', async ( {
		page,
	} ) => {
		await page.goto( `/?${ UTM }` );
		await page.getByRole( 'button', { name: 'Accept all' } ).click();
		await expect
			.poll( () => sbjsCookies( page ) )
			.toContain( 'sbjs_current' );

		const reloaded = page.waitForEvent( 'load' );
		await page.evaluate( () => {
			window.location.hash = '#shop-consent-reject';
		} );
		await reloaded;
		await expect.poll( () => sbjsCookies( page ) ).toEqual( [] );

		await addToCart( page );
		await page.goto( `/checkout/?${ UTM }` );
		// The checkout block drawn means WooCommerce's scripts, the attribution's among them, have run.
		await expect(
			page.getByRole( 'button', { name: 'Place order' } )
		).toBeVisible( { timeout: 30_000 } );
		expect( nonEmpty( ( await attribution( page ) ).data ) ).toEqual( [] );
		expect( await sbjsCookies( page ) ).toEqual( [] );
	} );

	test( 'a campaign visitor who accepts keeps the campaign as the source through the shop to the order', async ( {
		page,
		browser,
	} ) => {
		test.slow();
		await page.goto( `/?${ UTM }` );
		await page.getByRole( 'button', { name: 'Accept all' } ).click();
		await expect
			.poll( () => sbjsCurrent( page ) )
			.toContain( 'src=newsletter' );

		const id = await walkToOrder( page, async ( where ) => {
			const current = await sbjsCurrent( page );
			expect( current, `sbjs_current on the ${ where } page` ).toContain(
				'typ=utm'
			);
			expect( current, `sbjs_current on the ${ where } page` ).toContain(
				'src=newsletter'
			);
		} );

		const box = await attributionBox( browser, id );
		expect( box.origin ).toMatch( /newsletter/i );
		expect( box.source ).toEqual( [ 'newsletter' ] );
	} );

	test( 'a campaign visitor who rejects has no sbjs cookie on any page and an order without source', async ( {
		page,
		browser,
	} ) => {
		test.slow();
		await page.goto( `/?${ UTM }` );
		await page.getByRole( 'button', { name: 'Reject all' } ).click();
		await expect(
			page.getByRole( 'button', { name: 'Accept all' } )
		).toBeHidden();
		expect( await sbjsCookies( page ) ).toEqual( [] );

		const id = await walkToOrder( page, async ( where ) => {
			expect(
				await sbjsCookies( page ),
				`on the ${ where } page`
			).toEqual( [] );
		} );

		const box = await attributionBox( browser, id );
		expect( box.origin ).not.toMatch( /newsletter/i );
		expect( box.source ).toEqual( [] );
	} );

	test( 'on the block cart WooCommerce finds no undeclared access by shop-consent, with consent given and changed', async ( {
		page,
	} ) => {
		test.slow();
		// The block cart is heavy: on a busy machine its first paint takes long.
		page.setDefaultNavigationTimeout( 90_000 );
		let detecting = false;
		const warnings: string[] = [];
		page.on( 'console', ( message ) => {
			const text = message.text();
			detecting ||= text.includes( '[WooCommerce] Dependency detection' );
			if (
				message.type() === 'warning' &&
				text.includes( 'shop-consent' )
			) {
				warnings.push( text );
			}
		} );
		const cartShown = () =>
			expect( page.locator( '.wc-block-cart-items' ) ).toBeVisible( {
				timeout: 30_000,
			} );
		await addToCart( page );

		// Changed on the page: accepted in the banner.
		await page.goto( '/cart/', { waitUntil: 'domcontentloaded' } );
		await page.getByRole( 'button', { name: 'Accept all' } ).click();
		await expect
			.poll( () => sbjsCookies( page ) )
			.toContain( 'sbjs_current' );
		await cartShown();

		// Given: a returning visitor.
		await page.reload( { waitUntil: 'domcontentloaded' } );
		await cartShown();

		// Changed while the core starts: a reject link followed from another page.
		await page.goto( '/' );
		await page.goto( '/cart/#shop-consent-reject', {
			waitUntil: 'domcontentloaded',
		} );
		// Lowering consent reloads the page (the hash was already taken out of the address).
		const reloaded = page.waitForEvent(
			'framenavigated',
			( frame ) => frame === page.mainFrame()
		);
		await expect.poll( () => sbjsCookies( page ) ).toEqual( [] );
		await reloaded;
		await page.waitForLoadState( 'domcontentloaded' );
		await cartShown();

		expect( detecting, 'WooCommerce’s dependency detection ran' ).toBe(
			true
		);
		expect( warnings ).toEqual( [] );
	} );
} );
