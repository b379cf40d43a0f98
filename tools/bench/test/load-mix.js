/**
 * The load test's browsing mix: journeys expanded into the requests a browser makes, their shares, the draw.
 */
import {
	JOURNEYS,
	journeyRequests,
	mixShares,
	pickJourney,
	pickPopular,
	REQUEST_TYPES,
	seededRandom,
} from '../load-mix.mjs';

describe( 'journeyRequests', () => {
	it( 'sends a new visitor’s beacons only once statistics are allowed, from the page of the decision on', () => {
		expect(
			journeyRequests( {
				name: 'accepts',
				weight: 1,
				consent: 'new-accept',
				steps: [ 'view:front', 'consent', 'view:shop', 'filter-page' ],
			} )
		).toEqual( [
			'front',
			'store-cart',
			'consent-log',
			'beacon',
			'shop',
			'store-cart',
			'beacon',
			'filter-page',
		] );
	} );

	it( 'sends no beacon for a visitor who refused', () => {
		expect(
			journeyRequests( {
				name: 'refuses',
				weight: 1,
				consent: 'new-reject',
				steps: [ 'view:front', 'consent', 'view:product' ],
			} )
		).toEqual( [
			'front',
			'store-cart',
			'consent-log',
			'product',
			'store-cart',
		] );
	} );

	it( 'loads the cart from the Store API on pages whose scripts do, not on the cart, checkout and order pages', () => {
		expect(
			journeyRequests( {
				name: 'buys',
				weight: 1,
				consent: 'returning',
				steps: [
					'view:add-form',
					'view:cart',
					'view:checkout',
					'checkout-address',
					'place-order',
					'view:order-received',
				],
			} )
		).toEqual( [
			'add-form',
			'store-cart',
			'beacon',
			'cart',
			'beacon',
			'checkout',
			'beacon',
			'checkout-address',
			'place-order',
			'order-received',
			'beacon',
		] );
	} );

	it( 'refuses a step that is no request type', () => {
		expect( () =>
			journeyRequests( {
				name: 'typo',
				weight: 1,
				consent: 'returning',
				steps: [ 'view:home' ],
			} )
		).toThrow( 'Journey "typo" asks for "home", which is no request type' );
	} );

	it( 'covers every request type with the journeys of the mix', () => {
		const used = new Set( JOURNEYS.flatMap( journeyRequests ) );
		expect( [ ...used ].sort() ).toEqual(
			Object.keys( REQUEST_TYPES ).sort()
		);
	} );
} );

describe( 'mixShares', () => {
	it( 'weighs each journey’s requests by its weight', () => {
		const shares = mixShares( [
			{
				name: 'a',
				weight: 3,
				consent: 'new-reject',
				steps: [ 'filter-rest' ],
			},
			{
				name: 'b',
				weight: 1,
				consent: 'returning',
				steps: [ 'view:cart' ],
			},
		] );
		// a: 3 × 1 request, b: 1 × 2 requests (the cart and its beacon).
		expect( shares ).toEqual( {
			'filter-rest': 0.6,
			cart: 0.2,
			beacon: 0.2,
		} );
	} );

	it( 'gives the mix of the load test a real shop’s proportions', () => {
		const shares = mixShares( JOURNEYS );
		expect(
			Object.values( shares ).reduce( ( a, b ) => a + b, 0 )
		).toBeCloseTo( 1, 10 );
		const pages = [ 'front', 'shop', 'product', 'cart', 'checkout' ]
			.map( ( type ) => shares[ type ] )
			.reduce( ( a, b ) => a + b, 0 );
		// Mostly browsing: orders are a few percent of the requests, pages and their beacons most of them.
		expect( shares[ 'place-order' ] ).toBeGreaterThan( 0.01 );
		expect( shares[ 'place-order' ] ).toBeLessThan( 0.05 );
		expect( pages ).toBeGreaterThan( 0.25 );
		expect( shares.beacon ).toBeGreaterThan( 0.15 );
	} );
} );

describe( 'pickJourney', () => {
	it( 'draws journeys in proportion to their weights', () => {
		const journeys = [
			{ name: 'a', weight: 1, consent: 'returning', steps: [] },
			{ name: 'b', weight: 3, consent: 'returning', steps: [] },
		];
		const random = seededRandom( 7 );
		let b = 0;
		for ( let i = 0; i < 10000; i++ ) {
			b += pickJourney( journeys, random ).name === 'b' ? 1 : 0;
		}
		expect( b / 10000 ).toBeGreaterThan( 0.73 );
		expect( b / 10000 ).toBeLessThan( 0.77 );
	} );

	it( 'takes the first journey for 0 and the last one for a draw just below 1', () => {
		expect( pickJourney( JOURNEYS, () => 0 ) ).toBe( JOURNEYS[ 0 ] );
		expect( pickJourney( JOURNEYS, () => 0.999999 ) ).toBe(
			JOURNEYS[ JOURNEYS.length - 1 ]
		);
	} );
} );

describe( 'pickPopular', () => {
	it( 'draws the item of rank i in proportion to 1 / i', () => {
		const random = seededRandom( 3 );
		const counts = [ 0, 0, 0, 0 ];
		for ( let i = 0; i < 25000; i++ ) {
			counts[ pickPopular( [ 0, 1, 2, 3 ], random ) ] += 1;
		}
		// 1 : 1/2 : 1/3 : 1/4 of 25/12.
		expect( counts.map( ( count ) => Math.round( count / 500 ) ) ).toEqual(
			[ 24, 12, 8, 6 ]
		);
	} );
} );

describe( 'seededRandom', () => {
	it( 'repeats its numbers for a seed, in [0, 1)', () => {
		const first = seededRandom( 32 );
		const second = seededRandom( 32 );
		const numbers = Array.from( { length: 100 }, first );
		expect( Array.from( { length: 100 }, second ) ).toEqual( numbers );
		expect( numbers.every( ( n ) => n >= 0 && n < 1 ) ).toBe( true );
		expect( seededRandom( 33 )() ).not.toBe( numbers[ 0 ] );
	} );
} );
