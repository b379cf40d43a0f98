/**
 * The Store API calls of quick view. Cart writes need the Store API's nonce: WooCommerce sends it in the `Nonce`
 * header of every cart route's answer (AbstractCartRoute::add_response_headers) and checks it on writes, and it
 * changes when a guest's session starts, so the newest one received is kept.
 */

/**
 * Internal dependencies
 */
import type { StoreAttribute, StoreVariation } from './match-variation';

export interface StoreProduct {
	id: number;
	name: string;
	permalink: string;
	price_html: string;
	short_description: string;
	description: string;
	is_purchasable: boolean;
	is_in_stock: boolean;
	stock_availability: { text: string; class: string };
	images: { id: number; src: string; thumbnail: string; alt: string }[];
	add_to_cart: { minimum: number; maximum: number; multiple_of: number };
	attributes: StoreAttribute[];
	variations: StoreVariation[];
	type: string;
}

let nonce = '';

/**
 * A Store API request; keeps the nonce of the answer, rejects with the API's message on an error.
 *
 * @param url  Address.
 * @param init Request.
 */
async function request( url: string, init: RequestInit = {} ) {
	const response = await fetch( url, {
		credentials: 'same-origin',
		...init,
		headers: {
			Accept: 'application/json',
			'Content-Type': 'application/json',
			Nonce: nonce,
		},
	} );
	nonce = response.headers.get( 'Nonce' ) ?? nonce;
	const body = await response.json();
	if ( ! response.ok ) {
		throw new Error( body?.message ?? `HTTP ${ response.status }` );
	}
	return body;
}

/**
 * A product (or a variation).
 *
 * @param storeUrl `/wc/store/v1/`.
 * @param id       Product id.
 */
export const getProduct = ( storeUrl: string, id: number ) =>
	request( `${ storeUrl }products/${ id }` ) as Promise< StoreProduct >;

/**
 * Adds an item to the cart; resolves to the cart.
 *
 * @param storeUrl  `/wc/store/v1/`.
 * @param id        Product or variation id.
 * @param variation The chosen attribute values (needed for "any value" attributes).
 * @param quantity  How many.
 */
export async function addToCart(
	storeUrl: string,
	id: number,
	variation: { attribute: string; value: string }[],
	quantity: number
): Promise< { items_count: number } > {
	if ( ! nonce ) {
		await request( `${ storeUrl }cart` );
	}
	return request( `${ storeUrl }cart/add-item`, {
		method: 'POST',
		body: JSON.stringify( { id, quantity, variation } ),
	} );
}
