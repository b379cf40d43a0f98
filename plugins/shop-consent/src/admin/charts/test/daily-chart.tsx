/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { DailyChart } from '../daily-chart';

const series = [
	{ key: 'accept_all', label: 'Accept all', colour: '#2271b1' },
	{ key: 'reject', label: 'Reject', colour: '#3c434a' },
	{ key: 'custom', label: 'Custom', colour: '#dba617' },
];

const days = [
	{ date: '2024-05-01', values: { accept_all: 3, reject: 1, custom: 0 } },
	{ date: '2024-05-02', values: { accept_all: 0, reject: 0, custom: 0 } },
	{ date: '2024-05-03', values: { accept_all: 5, reject: 2, custom: 1 } },
];

describe( 'DailyChart', () => {
	it( 'is one image named by a summary of the period, the totals and the highest day', () => {
		render(
			<DailyChart title="Decisions" days={ days } series={ series } />
		);

		expect(
			screen.getByRole( 'img', {
				name: 'Decisions from 2024-05-01 to 2024-05-03. Totals: Accept all 8, Reject 3, Custom 1. Highest day: 2024-05-03 with 8.',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'figure', { name: 'Decisions' } )
		).toBeInTheDocument();
	} );

	it( 'stacks one segment per non-zero value, heights in proportion', () => {
		const { container } = render(
			<DailyChart title="Decisions" days={ days } series={ series } />
		);
		const segments = ( date: string ) =>
			Array.from(
				container.querySelectorAll( `g[data-date="${ date }"] rect` )
			);

		expect( segments( '2024-05-01' ) ).toHaveLength( 2 );
		expect( segments( '2024-05-02' ) ).toHaveLength( 0 );
		const [ accept, reject, custom ] = segments( '2024-05-03' ).map(
			( rect ) => Number( rect.getAttribute( 'height' ) )
		);
		expect( accept / custom ).toBeCloseTo( 5 );
		expect( reject / custom ).toBeCloseTo( 2 );
		expect(
			segments( '2024-05-03' ).map( ( rect ) =>
				rect.getAttribute( 'fill' )
			)
		).toEqual( [ '#2271b1', '#3c434a', '#dba617' ] );
		expect( segments( '2024-05-03' )[ 0 ] ).toHaveTextContent(
			'2024-05-03, Accept all: 5'
		);
	} );

	it( 'names each colour in a legend with its total', () => {
		render(
			<DailyChart title="Decisions" days={ days } series={ series } />
		);
		const legend = screen.getByRole( 'list', { name: 'Legend' } );

		expect(
			within( legend )
				.getAllByRole( 'listitem' )
				.map( ( item ) => item.textContent )
		).toEqual( [ 'Accept all: 8', 'Reject: 3', 'Custom: 1' ] );
	} );

	it( 'holds every number in a data table in a focusable region', () => {
		render(
			<DailyChart title="Decisions" days={ days } series={ series } />
		);
		const region = screen.getByRole( 'region', {
			name: 'Decisions, data table',
		} );
		const table = within( region ).getByRole( 'table' );
		const rows = within( table )
			.getAllByRole( 'row' )
			.map( ( row ) =>
				Array.from( row.querySelectorAll( 'th, td' ) ).map(
					( cell ) => cell.textContent
				)
			);

		expect( region ).toHaveAttribute( 'tabindex', '0' );
		expect( rows ).toEqual( [
			[ 'Date', 'Accept all', 'Reject', 'Custom', 'Total' ],
			[ '2024-05-01', '3', '1', '0', '4' ],
			[ '2024-05-02', '0', '0', '0', '0' ],
			[ '2024-05-03', '5', '2', '1', '8' ],
			[ 'Total', '8', '3', '1', '12' ],
		] );
	} );

	it( 'treats a missing value as 0', () => {
		render(
			<DailyChart
				title="Decisions"
				days={ [ { date: '2024-05-01', values: { reject: 2 } } ] }
				series={ series }
			/>
		);

		expect(
			screen.getByRole( 'row', { name: '2024-05-01 0 2 0 2' } )
		).toBeInTheDocument();
	} );

	it.each( [
		[ 'no days', [] ],
		[ 'only zeros', [ { date: '2024-05-02', values: { accept_all: 0 } } ] ],
	] )( 'shows a message instead of a chart for %s', ( _, empty ) => {
		render(
			<DailyChart title="Decisions" days={ empty } series={ series } />
		);

		expect( screen.getByText( 'No data for this period.' ) ).toBeVisible();
		expect( screen.queryByRole( 'img' ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'table' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'figure', { name: 'Decisions' } )
		).toBeInTheDocument();
	} );
} );
