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

async function sbjsCookies( page: Page ): Promise< string[] > {
	return ( await page.context().cookies() )
		.map( ( c ) => c.name )
		.filter( ( name ) => name.startsWith( 'sbjs_' ) );
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
		await page.waitForLoadState( 'networkidle' );
		expect( nonEmpty( ( await attribution( page ) ).data ) ).toEqual( [] );
		expect( await sbjsCookies( page ) ).toEqual( [] );
	} );
} );
