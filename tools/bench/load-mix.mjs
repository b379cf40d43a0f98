/**
 * The load test's browsing mix (issue 32, "Load"): visitors' journeys, each a weighted list of what a browser does on
 * this shop, and the requests each step makes, as recorded from Chromium on the seeded stack (see tools/README.md).
 * Pure: no network, so the shares it gives are checked by a unit test.
 *
 * A page view is the page, then what its scripts send: WooCommerce's cart load (`GET /wc/store/v1/cart`, on pages
 * whose header or grid uses WooCommerce's store: not on the cart, checkout and order-received pages, which carry the
 * cart in their HTML) and, once the visitor allowed statistics, one statistics beacon. A filter change on the shop's
 * product collection fetches the filtered page (the Interactivity API router draws it: no new page load, no beacon);
 * on a classic listing it asks the filter's REST route.
 */

/**
 * What a step requests, by name: the name is the row of the report.
 *
 * @type {Record<string, {label: string, write: boolean}>}
 */
export const REQUEST_TYPES = {
	front: { label: 'front page', write: false },
	shop: { label: 'shop', write: false },
	'filter-page': { label: 'filtered shop page', write: false },
	'filter-rest': { label: 'filter REST answer', write: false },
	product: { label: 'product', write: false },
	'store-cart': { label: 'Store API cart load', write: false },
	'add-form': { label: 'add to cart (product form)', write: true },
	'add-api': { label: 'add to cart (grid, Store API)', write: true },
	cart: { label: 'cart', write: false },
	checkout: { label: 'checkout page', write: false },
	'checkout-address': { label: 'checkout address (Store API)', write: true },
	'place-order': { label: 'place order (cash on delivery)', write: true },
	'order-received': { label: 'order received', write: false },
	'consent-log': { label: 'consent decision (log)', write: true },
	beacon: { label: 'statistics beacon', write: true },
};

/** Pages whose scripts load the cart from the Store API. */
const LOADS_STORE = new Set( [ 'front', 'shop', 'product', 'add-form' ] );

/**
 * A journey: who the visitor is and what they do.
 * `consent`: `new-accept` and `new-reject` decide on their first page (the consent log), `returning` decided on an
 * earlier visit (allowed statistics: its cookie is sent, beacons go out).
 * Steps: `view:<page>` (a page view with its cart load and beacon), `consent` (the banner's decision on the page just
 * viewed: the log, and the page's beacon once statistics are allowed), `filter-page`, `filter-rest`, `add-api` (the
 * grid's button on the page just viewed), `checkout-address`, `place-order`.
 *
 * @typedef {{name: string, weight: number, consent: 'new-accept'|'new-reject'|'returning', steps: string[]}} Journey
 */

/** @type {Journey[]} */
export const JOURNEYS = [
	{
		name: 'new visitor, accepts, browses',
		weight: 20,
		consent: 'new-accept',
		steps: [
			'view:front',
			'consent',
			'view:shop',
			'filter-page',
			'filter-rest',
			'view:product',
			'view:product',
		],
	},
	{
		name: 'new visitor, rejects, browses',
		weight: 10,
		consent: 'new-reject',
		steps: [
			'view:front',
			'consent',
			'view:shop',
			'filter-page',
			'view:product',
		],
	},
	{
		name: 'returning visitor browses',
		weight: 35,
		consent: 'returning',
		steps: [
			'view:front',
			'view:shop',
			'filter-page',
			'filter-rest',
			'filter-page',
			'view:product',
			'view:product',
		],
	},
	{
		name: 'returning visitor leaves a cart',
		weight: 15,
		consent: 'returning',
		steps: [ 'view:shop', 'view:product', 'view:add-form', 'view:cart' ],
	},
	{
		name: 'new visitor buys from the grid',
		weight: 10,
		consent: 'new-accept',
		steps: [
			'view:front',
			'consent',
			'view:shop',
			'filter-page',
			'add-api',
			'view:cart',
			'view:checkout',
			'checkout-address',
			'place-order',
			'view:order-received',
		],
	},
	{
		name: 'returning visitor buys from the product page',
		weight: 10,
		consent: 'returning',
		steps: [
			'view:front',
			'view:product',
			'view:add-form',
			'view:cart',
			'view:checkout',
			'checkout-address',
			'place-order',
			'view:order-received',
		],
	},
];

/**
 * The requests of a journey, in order: each page view expanded into the page, its cart load and its beacon.
 *
 * @param {Journey} journey
 * @return {string[]} Request types (keys of REQUEST_TYPES).
 */
export function journeyRequests( journey ) {
	let statistics = journey.consent === 'returning';
	/** @type {string[]} */
	const requests = [];
	for ( const step of journey.steps ) {
		const page = /^view:(.+)$/.exec( step )?.[ 1 ];
		if ( page ) {
			requests.push( page );
			if ( LOADS_STORE.has( page ) ) {
				requests.push( 'store-cart' );
			}
			if ( statistics ) {
				requests.push( 'beacon' );
			}
		} else if ( step === 'consent' ) {
			requests.push( 'consent-log' );
			statistics = journey.consent === 'new-accept';
			if ( statistics ) {
				requests.push( 'beacon' );
			}
		} else {
			requests.push( step );
		}
	}
	for ( const type of requests ) {
		if ( ! ( type in REQUEST_TYPES ) ) {
			throw new Error(
				`Journey "${ journey.name }" asks for "${ type }", which is no request type`
			);
		}
	}
	return requests;
}

/**
 * The share of each request type in the mix: journeys drawn by weight, every request of a journey counted.
 *
 * @param {Journey[]} journeys
 * @return {Record<string, number>} Request type → fraction of all requests (they add up to 1).
 */
export function mixShares( journeys ) {
	/** @type {Record<string, number>} */
	const counts = {};
	let total = 0;
	for ( const journey of journeys ) {
		for ( const type of journeyRequests( journey ) ) {
			counts[ type ] = ( counts[ type ] ?? 0 ) + journey.weight;
			total += journey.weight;
		}
	}
	return Object.fromEntries(
		Object.entries( counts ).map( ( [ type, count ] ) => [
			type,
			count / total,
		] )
	);
}

/**
 * Draws a journey by weight.
 *
 * @param {Journey[]}    journeys
 * @param {() => number} random   In [0, 1).
 * @return {Journey} The journey.
 */
export function pickJourney( journeys, random ) {
	const total = journeys.reduce( ( sum, { weight } ) => sum + weight, 0 );
	let left = random() * total;
	for ( const journey of journeys ) {
		left -= journey.weight;
		if ( left < 0 ) {
			return journey;
		}
	}
	return journeys[ journeys.length - 1 ];
}

/**
 * Draws from a list ordered by popularity: item i (from 0) with a chance proportional to 1 / (i + 1), as shoppers'
 * choices of products and filters fall off in a real shop (Zipf's law). A page cache gets the repeats a shop gives it.
 *
 * @template T
 * @param {T[]}          list
 * @param {() => number} random In [0, 1).
 * @return {T} The item.
 */
export function pickPopular( list, random ) {
	const weights = list.map( ( _, i ) => 1 / ( i + 1 ) );
	let left = random() * weights.reduce( ( sum, weight ) => sum + weight, 0 );
	for ( let i = 0; i < list.length; i++ ) {
		left -= weights[ i ];
		if ( left < 0 ) {
			return list[ i ];
		}
	}
	return list[ list.length - 1 ];
}

/**
 * A small seeded generator (mulberry32), so two runs draw the same journeys, products and filters in the same order.
 *
 * @param {number} seed
 * @return {() => number} In [0, 1).
 */
export function seededRandom( seed ) {
	/* eslint-disable no-bitwise -- mulberry32 is 32-bit integer arithmetic. */
	let state = seed >>> 0;
	return () => {
		state = ( state + 0x6d2b79f5 ) >>> 0;
		let t = state;
		t = Math.imul( t ^ ( t >>> 15 ), t | 1 );
		t ^= t + Math.imul( t ^ ( t >>> 7 ), t | 61 );
		return ( ( t ^ ( t >>> 14 ) ) >>> 0 ) / 4294967296;
	};
	/* eslint-enable no-bitwise */
}
