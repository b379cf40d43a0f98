/**
 * WooCommerce's Store API (`/wc/store/v1/`) for a storefront core. Cart writes need the Store API's nonce:
 * WooCommerce sends it in the `Nonce` header of every cart route's answer and checks it on writes, and it changes
 * when a guest's session starts, so each client keeps the newest one received (the page's HTML, cached for every
 * visitor, never carries one). One client per page part; no module-level state.
 */

/** A Store API refusal, with the API's code and text (safe to show: WooCommerce writes it for shoppers). */
export class StoreApiError extends Error {
	constructor(
		message: string,
		public code: string,
		public status: number
	) {
		super( message );
	}
}

export interface StoreApi {
	/**
	 * GET or POST a route; resolves to the parsed answer, rejects with a StoreApiError on an HTTP error.
	 *
	 * @param route   Route below the base (`cart`, `cart/add-item`, `checkout`).
	 * @param body    JSON body: the request is a POST when given.
	 * @param headers More headers.
	 */
	request: < T >(
		route: string,
		body?: unknown,
		headers?: Record< string, string >
	) => Promise< T >;
}

/**
 * A client of the Store API.
 *
 * @param fetcher `fetch`.
 * @param base    `…/wp-json/wc/store/v1/` (with its final slash).
 */
export function createStoreApi(
	fetcher: typeof fetch,
	base: string
): StoreApi {
	let nonce = '';
	return {
		async request< T >(
			route: string,
			body?: unknown,
			headers: Record< string, string > = {}
		): Promise< T > {
			const response = await fetcher( base + route, {
				method: body === undefined ? 'GET' : 'POST',
				credentials: 'same-origin',
				headers: {
					Accept: 'application/json',
					'Content-Type': 'application/json',
					Nonce: nonce,
					...headers,
				},
				body: body === undefined ? undefined : JSON.stringify( body ),
			} );
			nonce = response.headers?.get( 'Nonce' ) ?? nonce;
			const answer = await response.json().catch( () => null );
			if ( ! response.ok ) {
				throw new StoreApiError(
					answer?.message || `HTTP ${ response.status }`,
					answer?.code ?? '',
					response.status
				);
			}
			return answer as T;
		},
	};
}
