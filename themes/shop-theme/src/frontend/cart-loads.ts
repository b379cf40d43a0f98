/**
 * WooCommerce 10.x loads the cart when its store starts, in the same moment as the first add replayed by
 * `early-clicks.ts`; when that load ends after the add, its older answer replaces the page's cart (the button says
 * "Add to cart" again, the badge 0, though the shop holds the adds). WooCommerce 11 makes its own changes wait for
 * that load. So that replayed clicks wait for it on every version, the loads of the cart in flight are counted while
 * clicks are held: WooCommerce calls the page's `fetch` when it loads, so the count wraps it for that time.
 */

/** A load of the Store API's cart (its writes are POSTs to sub-routes or the batch route). */
const CART = /\/wc\/store\/v1\/cart(?:\?|$)/;

export interface CartLoads {
	/** Resolves a task after no load of the cart is in flight (after one task when none is). */
	settled: () => Promise< void >;
	/** Stops counting: the page's fetch is given back, unless someone wrapped it since. */
	stop: () => void;
}

/**
 * Whether a request is a load of the cart.
 *
 * @param input The fetch's resource.
 * @param init  The fetch's options.
 */
function isCartLoad( input: RequestInfo | URL, init?: RequestInit ): boolean {
	const isRequest =
		typeof Request !== 'undefined' && input instanceof Request;
	const url = isRequest ? input.url : String( input );
	const method = init?.method ?? ( isRequest ? input.method : 'GET' );
	return 'GET' === method.toUpperCase() && CART.test( url );
}

/**
 * Starts counting the loads of the cart.
 *
 * @param win The window whose fetch WooCommerce calls.
 */
export function watchCartLoads( win: Window ): CartLoads {
	const original = win.fetch;
	const inFlight = new Set< Promise< void > >();
	const nextTask = () =>
		new Promise< void >( ( resolve ) => win.setTimeout( resolve, 0 ) );
	const counted = ( input: RequestInfo | URL, init?: RequestInit ) => {
		const response = original.call( win, input, init );
		if ( isCartLoad( input, init ) ) {
			// Ended once its body is in: WooCommerce reads it, then puts it in its store.
			const ended: Promise< void > = response
				.then( ( answer ) => answer.clone().text() )
				.then(
					() => undefined,
					() => undefined
				)
				.finally( () => inFlight.delete( ended ) );
			inFlight.add( ended );
		}
		return response;
	};
	if ( typeof original === 'function' ) {
		win.fetch = counted;
	}
	return {
		async settled() {
			await nextTask();
			while ( inFlight.size > 0 ) {
				await Promise.all( [ ...inFlight ] );
				await nextTask();
			}
		},
		stop() {
			if ( win.fetch === counted ) {
				win.fetch = original;
			}
		},
	};
}
