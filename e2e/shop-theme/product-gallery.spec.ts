/**
 * The product page's largest paint, its first picture, comes with the page (issue 27, defect 3): WooCommerce's
 * classic gallery is drawn at opacity 0 until its scripts have run, so the theme shows it at once, with the first
 * picture fetched first and its box reserved, and nothing moves when the scripts turn it into a slider. The slider,
 * zoom and lightbox themselves are proven by `e2e/storefront/product-page.spec.ts`.
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
import {
	describeShifts,
	layoutShifts,
	recordLayoutShifts,
} from '../support/layout-shifts';
import { wc } from '../storefront/support/checkout';

// Logo T-Shirt has a gallery of three pictures.
const SHIRT = 'logo-t-shirt';

/** WooCommerce's gallery script: it starts the slider, then shows the gallery (the opacity 0 the theme takes away). */
const GALLERY_SCRIPT =
	/\/woocommerce\/assets\/js\/frontend\/single-product(\.min)?\.js/;

declare global {
	interface Window {
		shopThemePaints: { image: boolean; time: number }[];
	}
}

/**
 * Records every largest-contentful-paint candidate (whether it is the gallery's first picture) and every layout
 * shift (e2e/support/layout-shifts.ts), from the first byte.
 *
 * @param page The page, before it navigates.
 */
async function watchPaints( page: Page ) {
	await recordLayoutShifts( page );
	await page.addInitScript( () => {
		window.shopThemePaints = [];
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() as any[] ) {
				window.shopThemePaints.push( {
					image: Boolean(
						entry.element?.matches(
							'.woocommerce-product-gallery__image:first-child img.wp-post-image'
						)
					),
					time: entry.startTime,
				} );
			}
		} ).observe( { type: 'largest-contentful-paint', buffered: true } );
	} );
}

test.use( { storageState: shopperState } );

for ( const [ device, viewport ] of Object.entries( {
	desktop: { width: 1440, height: 900 },
	phone: { width: 390, height: 844 },
} ) ) {
	test( `product page (${ device }): the first picture is painted before the gallery's scripts run, where they leave it @woocommerce`, async ( {
		page,
		request,
	} ) => {
		requireWooCommerce();
		await page.setViewportSize( viewport );
		const [ product ] = await (
			await request.get( `/wp-json/wc/store/v1/products?slug=${ SHIRT }` )
		).json();

		// The gallery script is held until the first paint has been looked at.
		let release = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route( GALLERY_SCRIPT, async ( route ) => {
			await held;
			await route.continue();
		} );
		await watchPaints( page );
		await page.goto( product.permalink, { waitUntil: 'commit' } );

		const picture = page
			.locator( '.woocommerce-product-gallery__image' )
			.first()
			.locator( 'img.wp-post-image' );
		await expect( picture ).toHaveAttribute( 'fetchpriority', 'high' );
		await expect( picture ).not.toHaveAttribute( 'loading', 'lazy' );
		await expect( picture ).toHaveAttribute( 'width', /^\d+$/ );
		await expect( picture ).toHaveAttribute( 'height', /^\d+$/ );

		// The browser reports the picture as the page's largest paint while the gallery script has not arrived.
		await expect
			.poll(
				() =>
					page.evaluate( () =>
						window.shopThemePaints.some( ( paint ) => paint.image )
					),
				{
					message:
						'the first picture painted before the gallery script ran',
				}
			)
			.toBe( true );
		await expect(
			page.locator( '.flex-control-thumbs' ),
			'the slider has not started yet'
		).toHaveCount( 0 );
		const gallery = page.locator( '.woocommerce-product-gallery' );
		const before = {
			picture: await picture.boundingBox(),
			gallery: await gallery.boundingBox(),
		};

		release();
		// The slider has started: a thumbnail per picture, the first one active.
		const thumbnails = page.locator( '.flex-control-thumbs img' );
		await expect( thumbnails ).toHaveCount( 3 );
		await expect( thumbnails.first() ).toHaveClass( /flex-active/ );
		await page.waitForLoadState( 'load' );
		expect( {
			picture: await picture.boundingBox(),
			gallery: await gallery.boundingBox(),
		} ).toEqual( before );
		expect(
			describeShifts( await layoutShifts( page ) ),
			'layout shifts'
		).toEqual( [] );

		// The slider works from the thumbnails drawn where the pictures stood.
		await thumbnails.nth( 1 ).click();
		await expect( thumbnails.nth( 1 ) ).toHaveClass( /flex-active/ );
	} );
}

test( 'product page (phone): a product without pictures shows the placeholder as wide as the gallery, square, and nothing moves @woocommerce', async ( {
	page,
	requestUtils,
} ) => {
	requireWooCommerce();
	const product = await wc< { id: number; permalink: string } >(
		requestUtils,
		'POST',
		'/products',
		{
			name: `No pictures e2e ${ Date.now() }`,
			type: 'simple',
			regular_price: '9.00',
		}
	);
	try {
		await page.setViewportSize( { width: 390, height: 844 } );
		await recordLayoutShifts( page );
		await page.goto( product.permalink );
		const gallery = page.locator( '.woocommerce-product-gallery' );
		const placeholder = gallery.getByRole( 'img', {
			name: 'Awaiting product image',
		} );
		await expect( placeholder ).toBeVisible();
		await page.waitForLoadState( 'networkidle' );
		const box = ( await placeholder.boundingBox() )!;
		// WooCommerce's 1 px border around it aside.
		expect(
			( await gallery.boundingBox() )!.width - box.width
		).toBeLessThanOrEqual( 2 );
		expect( box.height ).toBeCloseTo( box.width, 0 );
		expect(
			describeShifts( await layoutShifts( page ) ),
			'layout shifts'
		).toEqual( [] );
	} finally {
		await wc( requestUtils, 'DELETE', `/products/${ product.id }`, {
			force: true,
		} );
	}
} );
