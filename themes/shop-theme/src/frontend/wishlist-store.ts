/**
 * The shopper's wishlist: product ids in localStorage for a guest, in user meta (the theme's REST route) for a
 * logged-in shopper. At the first page after login the guest's list is added to the stored one once, then cleared
 * from the browser, so it is neither lost nor merged again.
 */

/** localStorage key of a guest's list. */
export const STORAGE_KEY = 'shop-theme-wishlist';

/** How the store reaches the server (with the global `fetch`): the route and a logged-in shopper's `wp_rest` nonce. */
export interface WishlistServer {
	url: string;
	nonce: string;
}

/**
 * Ids from a stored or received value; anything else is dropped.
 *
 * @param value Parsed JSON.
 */
export const toIds = ( value: unknown ): number[] =>
	Array.isArray( value )
		? [
				...new Set(
					value.filter(
						( id ): id is number => Number.isInteger( id ) && id > 0
					)
				),
			]
		: [];

/**
 * A guest's list (empty when unreadable: private mode, damaged JSON).
 *
 * @param storage localStorage.
 */
export function readLocal( storage: Storage ): number[] {
	try {
		return toIds( JSON.parse( storage.getItem( STORAGE_KEY ) ?? '[]' ) );
	} catch {
		return [];
	}
}

/**
 * Calls the route; rejects with the route's message on an HTTP error.
 *
 * @param server Route and nonce.
 * @param items  The new list (PUT), or none (GET).
 */
async function call( server: WishlistServer, items?: number[] ) {
	const response = await fetch( server.url, {
		method: items ? 'PUT' : 'GET',
		credentials: 'same-origin',
		headers: {
			'Content-Type': 'application/json',
			'X-WP-Nonce': server.nonce,
		},
		body: items && JSON.stringify( { items } ),
	} );
	// WordPress answers JSON, errors included (`{ code, message }`).
	const body = await response.json();
	if ( ! response.ok ) {
		throw new Error( body.message );
	}
	return toIds( body.items );
}

/**
 * The store.
 *
 * @param storage localStorage.
 * @param server  The route, for a logged-in shopper; null for a guest.
 */
export function createWishlist(
	storage: Storage,
	server: WishlistServer | null
) {
	let ids: number[] = [];
	const save = ( next: number[] ): Promise< number[] > => {
		if ( ! server ) {
			storage.setItem( STORAGE_KEY, JSON.stringify( next ) );
			return Promise.resolve( ( ids = next ) );
		}
		return call( server, next ).then( ( saved ) => ( ids = saved ) );
	};
	return {
		/** Reads the list; a logged-in shopper's first page after login merges the guest's list into it. */
		async load(): Promise< number[] > {
			const local = readLocal( storage );
			if ( ! server ) {
				return ( ids = local );
			}
			ids = await call( server );
			const added = local.filter( ( id ) => ! ids.includes( id ) );
			if ( added.length ) {
				// A product deleted since it was wished makes the route refuse the list: keep the stored one then.
				await save( [ ...ids, ...added ] ).catch( () => ids );
			}
			if ( local.length ) {
				storage.removeItem( STORAGE_KEY );
			}
			return ids;
		},
		has: ( id: number ) => ids.includes( id ),
		items: () => ids,
		/**
		 * Adds or removes a product; resolves to the saved list.
		 *
		 * @param id Product id.
		 */
		toggle: ( id: number ): Promise< number[] > =>
			save(
				ids.includes( id )
					? ids.filter( ( wished ) => wished !== id )
					: [ ...ids, id ]
			),
	};
}

export type Wishlist = ReturnType< typeof createWishlist >;
