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
	/** Resolves a task after the loads of the cart in flight (after one task when none is) have their answer. */
	settled: () => Promise< void >;
	/** Stops counting: the page's fetch is given back, unless someone wrapped it since. */
	stop: () => void;
}

/**
 * Starts counting the loads of the cart.
 *
 * @param win The window whose fetch WooCommerce calls.
 */
export function watchCartLoads( win: Window ): CartLoads {
	const original = win.fetch;
	const inFlight = new Set< Promise< unknown > >();
	const nextTask = () =>
		new Promise< void >( ( resolve ) => win.setTimeout( resolve, 0 ) );
	const counted = ( input: RequestInfo | URL, init?: RequestInit ) => {
		const response = original.call( win, input, init );
		// WooCommerce loads it with a URL and `method: 'GET'`; once it has the answer, its store takes it in a task.
		if (
			( init?.method ?? 'GET' ) === 'GET' &&
			CART.test( String( input ) )
		) {
			const ended = response
				.catch( () => {} )
				.finally( () => inFlight.delete( ended ) );
			inFlight.add( ended );
		}
		return response;
	};
	win.fetch = counted;
	return {
		settled: () =>
			nextTask()
				.then( () => Promise.all( [ ...inFlight ] ) )
				.then( nextTask ),
		stop() {
			if ( win.fetch === counted ) {
				win.fetch = original;
			}
		},
	};
}
