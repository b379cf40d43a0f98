/**
 * The variation form of a product page as the variable-product spec reads it, and the products it needs: the
 * seeded Hoodie's Red M variation given a weight, dimensions, a picture and a managed stock, and a product with
 * too many variations to embed in the page.
 */

/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { productBySku, wc } from './checkout';

/**
 * What the variation form changes on a product page, by what a shopper sees.
 *
 * @param page The product page.
 */
export function productPage( page: Page ) {
	const form = page.locator( 'form.variations_form' );
	const details = ( row: string ) =>
		page.locator( `.woocommerce-product-attributes-item--${ row } td` );
	return {
		form,
		select: ( name: string ) => form.getByRole( 'combobox', { name } ),
		clear: form.getByRole( 'link', { name: 'Clear options' } ),
		add: form.getByRole( 'button', { name: 'Add to cart' } ),
		quantity: form.getByRole( 'spinbutton', { name: 'Product quantity' } ),
		variation: form.locator( '.single_variation' ),
		price: form.locator( '.single_variation .price' ),
		sku: page.locator( '.product_meta .sku' ),
		weight: details( 'weight' ),
		dimensions: details( 'dimensions' ),
		image: page.locator(
			'.woocommerce-product-gallery__image img.wp-post-image'
		),
	};
}

/**
 * The message of the next browser alert, accepted.
 *
 * @param page The page.
 */
export async function nextAlert( page: Page ) {
	const dialog = await page.waitForEvent( 'dialog' );
	await dialog.accept();
	return dialog.message();
}

type Variation = {
	weight: string;
	dimensions: Record< 'length' | 'width' | 'height', string >;
	image: { id: number } | null;
	manage_stock: boolean;
	stock_quantity: number | null;
};

/**
 * Gives the Hoodie's Red M variation a weight (0.85 kg), dimensions (70 × 55 × 3 cm), the V-Neck T-Shirt's picture
 * and three in stock, managed (the seed gives it only a SKU and the Hoodie's picture).
 *
 * @param requestUtils The admin's request utils.
 * @return The Hoodie's id, and the function that restores the variation.
 */
export async function dressRedHoodie( requestUtils: RequestUtils ) {
	const hoodie = await productBySku( requestUtils, 'hoodie' );
	const id = await productBySku( requestUtils, 'hoodie-red-m', hoodie );
	const route = `/products/${ hoodie }/variations/${ id }`;
	const before = await wc< Variation >( requestUtils, 'GET', route );
	const vNeck = await productBySku( requestUtils, 'v-neck-t-shirt' );
	const { images } = await wc< { images: { id: number }[] } >(
		requestUtils,
		'GET',
		`/products/${ vNeck }`
	);
	await wc( requestUtils, 'PUT', route, {
		weight: '0.85',
		dimensions: { length: '70', width: '55', height: '3' },
		image: { id: images[ 0 ].id },
		manage_stock: true,
		stock_quantity: 3,
	} );
	return {
		hoodie,
		restore: async () => {
			await wc( requestUtils, 'PUT', route, {
				weight: before.weight,
				dimensions: before.dimensions,
				image: { id: before.image?.id ?? 0 },
				manage_stock: before.manage_stock,
				stock_quantity: before.stock_quantity,
			} );
		},
	};
}

/** Widths and heights of the poster. */
export const SIZES = [ '30', '40', '50', '60', '70', '80' ];

/**
 * A variable poster with a variation for every width and height but 80 wide by 40 to 80 high: 31 variations, more
 * than WooCommerce's 30, so the page asks get_variation for each combination instead of embedding them. 80 x 30
 * costs $30, the others $25.
 *
 * @param requestUtils The admin's request utils.
 * @return Its page, and the function that deletes it.
 */
export async function addPoster( requestUtils: RequestUtils ) {
	const attributes = [ 'Width', 'Height' ].map( ( name ) => ( {
		name,
		options: SIZES,
		visible: true,
		variation: true,
	} ) );
	const poster = await wc< { id: number; permalink: string } >(
		requestUtils,
		'POST',
		'/products',
		{ name: `E2E Poster ${ Date.now() }`, type: 'variable', attributes }
	);
	const remove = () =>
		wc( requestUtils, 'DELETE', `/products/${ poster.id }`, {
			force: true,
		} );
	const variation = ( width: string, height: string ) => ( {
		regular_price: width === '80' ? '30' : '25',
		attributes: [
			{ name: 'Width', option: width },
			{ name: 'Height', option: height },
		],
	} );
	const create = SIZES.flatMap( ( width ) =>
		SIZES.filter( ( height ) => width !== '80' || height === '30' ).map(
			( height ) => variation( width, height )
		)
	);
	try {
		await wc(
			requestUtils,
			'POST',
			`/products/${ poster.id }/variations/batch`,
			{
				create,
			}
		);
	} catch ( error ) {
		await remove();
		throw error;
	}
	return { permalink: poster.permalink, remove };
}
