/**
 * The Store API calls of an express purchase (spec 7, "Store API"). A product page's purchase must not lose the
 * shopper's cart: its items are kept (GET cart), the cart is emptied (remove-item per item) and the product added;
 * on cancel the cart is emptied again and the kept items added back.
 */

/**
 * External dependencies
 */
import type { StoreApi } from '@shop-bundle/storefront-runtime/store-api';

/**
 * Internal dependencies
 */
import type { StoreCart, StoreCartItem, WooAddress } from './types';

/** A product to buy (add-item's fields). */
export interface CartProduct {
	id: number;
	quantity: number;
	/** The chosen attributes, by the form's names (`attribute_pa_size`). */
	attributes: Record< string, string >;
}

export const getCart = ( api: StoreApi ) => api.request< StoreCart >( 'cart' );

/**
 * Removes every item; resolves to the empty cart.
 *
 * @param api  The Store API.
 * @param cart The cart as it is.
 */
async function empty( api: StoreApi, cart: StoreCart ): Promise< StoreCart > {
	let current = cart;
	for ( const item of cart.items ) {
		current = await api.request< StoreCart >( 'cart/remove-item', {
			key: item.key,
		} );
	}
	return current;
}

/**
 * Adds an item.
 *
 * @param api     The Store API.
 * @param product The product.
 */
const addItem = ( api: StoreApi, product: CartProduct ) =>
	api.request< StoreCart >( 'cart/add-item', {
		id: product.id,
		quantity: product.quantity,
		variation: Object.entries( product.attributes ).map(
			( [ attribute, value ] ) => ( { attribute, value } )
		),
	} );

/**
 * A kept item as add-item takes it.
 *
 * @param item The cart item.
 */
const asProduct = ( item: StoreCartItem ): CartProduct => ( {
	id: item.id,
	quantity: item.quantity,
	attributes: Object.fromEntries(
		item.variation.map( ( each ) => [
			each.raw_attribute || each.attribute,
			each.value,
		] )
	),
} );

/**
 * Keeps the cart's items, empties the cart and adds the product.
 *
 * @param api     The Store API.
 * @param product The product.
 * @return The kept items and the cart holding the product alone.
 */
export async function buyProductAlone(
	api: StoreApi,
	product: CartProduct
): Promise< { kept: StoreCartItem[]; cart: StoreCart } > {
	const before = await getCart( api );
	await empty( api, before );
	return { kept: before.items, cart: await addItem( api, product ) };
}

/**
 * Puts the kept items back in place of what is in the cart.
 *
 * @param api  The Store API.
 * @param kept The kept items.
 */
export async function restoreCart(
	api: StoreApi,
	kept: StoreCartItem[]
): Promise< void > {
	await empty( api, await getCart( api ) );
	for ( const item of kept ) {
		await addItem( api, asProduct( item ) );
	}
}

/**
 * Sets the shipping address (the rates follow it).
 *
 * @param api     The Store API.
 * @param address The address.
 */
export const updateCustomer = (
	api: StoreApi,
	address: Partial< WooAddress >
) =>
	api.request< StoreCart >( 'cart/update-customer', {
		shipping_address: address,
	} );

/**
 * Chooses a shipping rate.
 *
 * @param api       The Store API.
 * @param packageId The rate's package.
 * @param rateId    The rate.
 */
export const selectShippingRate = (
	api: StoreApi,
	packageId: number | string,
	rateId: string
) =>
	api.request< StoreCart >( 'cart/select-shipping-rate', {
		package_id: packageId,
		rate_id: rateId,
	} );
