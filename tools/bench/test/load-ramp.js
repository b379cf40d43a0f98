/**
 * How the load test chooses its connections: the ramp's steps and the choice.
 */
import { chooseConnections, nextConnections } from '../load-ramp.mjs';

const OPTIONS = { max: 32, minGain: 0.1, tolerance: 0.05 };

/**
 * Ramp steps at 1, 2, 4… connections, all held.
 *
 * @param {...number} rates Requests per second of each step.
 */
const steps = ( ...rates ) =>
	rates.map( ( perSecond, i ) => ( {
		connections: 2 ** i,
		perSecond,
		held: true,
	} ) );

describe( 'nextConnections', () => {
	it( 'starts at 1 and doubles while each step is held and adds throughput', () => {
		expect( nextConnections( [], OPTIONS ) ).toBe( 1 );
		expect( nextConnections( steps( 5, 9 ), OPTIONS ) ).toBe( 4 );
	} );

	it( 'goes on past one step that added less than the minimum gain: it may be noise', () => {
		expect( nextConnections( steps( 5, 5.2 ), OPTIONS ) ).toBe( 4 );
		expect( nextConnections( steps( 5, 9, 9.8 ), OPTIONS ) ).toBe( 8 );
	} );

	it( 'stops after a step that was not held, two in a row that added less than the minimum gain, or at the maximum', () => {
		expect(
			nextConnections(
				[ { connections: 1, perSecond: 5, held: false } ],
				OPTIONS
			)
		).toBeNull();
		expect(
			nextConnections( steps( 5, 9, 9.8, 9.5 ), OPTIONS )
		).toBeNull();
		expect(
			nextConnections( steps( 1, 2, 3, 4, 5 ), { ...OPTIONS, max: 31 } )
		).toBeNull();
	} );
} );

describe( 'chooseConnections', () => {
	it( 'takes the fewest connections within the tolerance of the best held step', () => {
		expect(
			chooseConnections(
				[
					...steps( 5, 9, 9.6, 9.9 ),
					{ connections: 16, perSecond: 12, held: false },
				],
				OPTIONS
			)
		).toEqual( {
			connections: 4,
			reason: 'best held step 8 connections at 9.9 req/s; 4 connections reach 9.6 req/s (within 5 %)',
		} );
	} );

	it( 'falls back to one connection when no step was held', () => {
		expect(
			chooseConnections(
				[ { connections: 1, perSecond: 5, held: false } ],
				OPTIONS
			).connections
		).toBe( 1 );
	} );
} );
