/**
 * Internal dependencies
 */
import { addDays, isIsoDate, lastDays } from '../date-range';

describe( 'date-range', () => {
	it.each( [
		[ '2024-02-29', true ],
		[ '2023-02-29', false ],
		[ '2024-13-01', false ],
		[ '2024-1-01', false ],
		[ '01/02/2024', false ],
		[ '', false ],
	] )( 'isIsoDate( %j ) is %s', ( value, expected ) => {
		expect( isIsoDate( value ) ).toBe( expected );
	} );

	it( 'adds days across months and years', () => {
		expect( addDays( '2024-12-30', 3 ) ).toBe( '2025-01-02' );
		expect( addDays( '2024-03-01', -1 ) ).toBe( '2024-02-29' );
	} );

	it( 'counts the last days with today included, in UTC', () => {
		jest.useFakeTimers().setSystemTime(
			new Date( '2024-05-10T23:30:00Z' )
		);
		expect( lastDays( 7 ) ).toEqual( {
			from: '2024-05-04',
			to: '2024-05-10',
		} );
		jest.useRealTimers();
	} );
} );
