/**
 * A product made for a test, with pictures of the sizes it needs, and what removes both.
 */

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { bandedPng } from './banded-png';
import type { Product } from './product-page';

/**
 * Uploads pictures of the given sizes and makes a product showing them in its gallery, the first as its main image.
 *
 * @param requestUtils Admin REST client.
 * @param name         Product name.
 * @param pictures     Width, height and alternative text of each picture.
 * @return The product, and what deletes it and its pictures.
 */
export async function createProductWithImages(
	requestUtils: RequestUtils,
	name: string,
	pictures: { width: number; height: number; alt: string }[]
): Promise< { product: Product; remove: () => Promise< void > } > {
	const media: number[] = [];
	let product: Product | undefined;
	const remove = async () => {
		if ( product ) {
			await requestUtils.rest( {
				path: `/wc/v3/products/${ product.id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
		for ( const id of media ) {
			await requestUtils.rest( {
				path: `/wp/v2/media/${ id }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
	};
	try {
		for ( const { width, height, alt } of pictures ) {
			const file = alt.toLowerCase().replace( /[^a-z0-9]+/g, '-' );
			const uploaded = await requestUtils.rest< { id: number } >( {
				path: '/wp/v2/media',
				method: 'POST',
				headers: {
					'Content-Type': 'image/png',
					'Content-Disposition': `attachment; filename="${ file }.png"`,
				},
				params: { alt_text: alt },
				data: bandedPng( width, height ),
			} );
			media.push( uploaded.id );
		}
		product = await requestUtils.rest< Product >( {
			path: '/wc/v3/products',
			method: 'POST',
			data: {
				name,
				regular_price: '10',
				images: media.map( ( id ) => ( { id } ) ),
			},
		} );
		return { product, remove };
	} catch ( error ) {
		await remove();
		throw error;
	}
}
