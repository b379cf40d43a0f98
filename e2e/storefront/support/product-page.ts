/**
 * Helpers of the storefront specs: the product page's tabs, gallery and review form as a shopper meets them,
 * products looked up, a shopper's cart filled through the Store API, and a consent already given so the consent bar
 * covers nothing.
 */

/**
 * External dependencies
 */
import type { BrowserContext, Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expect } from '../../support/test';

/**
 * Stores a visitor's consent decision (necessary cookies only) so Shop Consent's bar is not drawn over the page.
 * A `beforeEach` hook: it takes the test's fixtures.
 *
 * @param fixtures         The test's fixtures.
 * @param fixtures.context The browser context, before its first page loads.
 * @param fixtures.baseURL The site.
 */
export async function decideConsent( {
	context,
	baseURL,
}: {
	context: BrowserContext;
	baseURL?: string;
} ): Promise< void > {
	const decision = { strict: 1, thirdparty: 0, advanced: 0, version: 1 };
	await context.addCookies( [
		{
			name: 'shop_consent',
			value: encodeURIComponent(
				JSON.stringify( {
					...decision,
					id: '0123456789abcdef0123456789abcdef',
				} )
			),
			url: baseURL,
		},
	] );
}

export interface Product {
	id: number;
	name: string;
	permalink: string;
	/** Units in stock when WooCommerce manages the stock, else null. */
	stock_quantity: number | null;
}

/**
 * Opens a seeded product's page.
 *
 * @param page         The page.
 * @param requestUtils Admin REST client.
 * @param slug         Product slug.
 * @param suffix       What follows the product's address: a hash, a query, `comment-page-1/`.
 */
export async function openProduct(
	page: Page,
	requestUtils: RequestUtils,
	slug: string,
	suffix = ''
): Promise< Product > {
	const product = await productBySlug( requestUtils, slug );
	await page.goto( product.permalink + suffix );
	return product;
}

// The names of the product page's tabs; the reviews tab counts them.
const TABS: Record< string, string | RegExp > = {
	Description: 'Description',
	'Additional information': 'Additional information',
	Reviews: /^Reviews \(\d+\)$/,
};

/**
 * The product page's tabs, by label ("Description", "Additional information", "Reviews").
 *
 * @param page The page.
 */
export function productTabs( page: Page ) {
	const tab = ( label: string ) =>
		page.getByRole( 'tab', { name: TABS[ label ], exact: true } );
	return {
		tab,
		/**
		 * Fails unless that tab is selected and its panel is the one shown.
		 * @param label
		 */
		expectOpen: async ( label: string ) => {
			await expect( tab( label ) ).toHaveAttribute(
				'aria-selected',
				'true'
			);
			await expect(
				page.getByRole( 'tabpanel', { name: TABS[ label ] } )
			).toBeVisible();
			await expect( page.getByRole( 'tabpanel' ) ).toHaveCount( 1 );
		},
	};
}

/** What the page's jQuery tells of WooCommerce's slider (flexslider). */
interface SliderWindow {
	jQuery: ( node: Element ) => {
		data: ( key: 'flexslider' ) => { animating: boolean } | undefined;
	};
}

/**
 * The product gallery: its slides and thumbnails by their pictures' alternative text.
 *
 * @param page The page.
 */
export function productGallery( page: Page ) {
	const gallery = page.locator( '.woocommerce-product-gallery' );
	return {
		gallery,
		slide: ( alt: string ) =>
			gallery.locator( '.woocommerce-product-gallery__image' ).filter( {
				has: page.getByRole( 'img', { name: alt, exact: true } ),
			} ),
		thumbnail: ( alt: string ) =>
			gallery
				.locator( '.flex-control-thumbs' )
				.getByRole( 'img', { name: alt, exact: true } ),
		/** Waits until the slide has settled: only then has the slider set zoom up for it. */
		settled: () =>
			expect
				.poll( () =>
					gallery.evaluate(
						( node ) =>
							( window as unknown as SliderWindow )
								.jQuery( node )
								.data( 'flexslider' )?.animating
					)
				)
				.toBe( false ),
	};
}

/**
 * Fills the review form but its rating, as a guest.
 *
 * @param page The page, on the product's reviews.
 * @param text The review.
 */
export async function writeReview( page: Page, text: string ): Promise< void > {
	await page.getByRole( 'textbox', { name: /^Your review/ } ).fill( text );
	await page.getByRole( 'textbox', { name: /^Name/ } ).fill( 'Ada Shopper' );
	await page
		.getByRole( 'textbox', { name: /^Email/ } )
		.fill( `ada${ Date.now() }@example.com` );
}

/**
 * Deletes a review for good.
 *
 * @param requestUtils Admin REST client.
 * @param id           Review (comment) id; nothing is done without one.
 */
export async function deleteReview(
	requestUtils: RequestUtils,
	id: string | null
): Promise< void > {
	if ( id ) {
		await requestUtils.rest( {
			path: `/wc/v3/products/reviews/${ id }`,
			method: 'DELETE',
			params: { force: true },
		} );
	}
}

/**
 * A seeded product, by slug.
 *
 * @param requestUtils Admin REST client.
 * @param slug         Product slug, e.g. `logo-t-shirt`.
 */
export async function productBySlug(
	requestUtils: RequestUtils,
	slug: string
): Promise< Product > {
	const [ product ] = await requestUtils.rest< Product[] >( {
		path: '/wc/v3/products',
		params: { slug },
	} );
	return product;
}

/**
 * Puts a product in the shopper's cart through the Store API, as the browser's own session (the page's request
 * context shares its cookies).
 *
 * @param page      The shopper's page.
 * @param productId Product id.
 * @param quantity  How many.
 */
export async function addToCartThroughApi(
	page: Page,
	productId: number,
	quantity: number
): Promise< void > {
	const cart = await page.request.get( '/?rest_route=/wc/store/v1/cart' );
	const added = await page.request.post(
		'/?rest_route=/wc/store/v1/cart/add-item',
		{
			headers: { Nonce: cart.headers().nonce },
			data: { id: productId, quantity },
		}
	);
	if ( ! added.ok() ) {
		throw new Error( `add-item answered ${ added.status() }` );
	}
}
