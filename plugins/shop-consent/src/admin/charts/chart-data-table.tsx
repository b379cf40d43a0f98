/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ScrollableTable } from '../scrollable-table';
import { dayTotal, dayValue, seriesTotals } from './chart-summary';
import type { ChartDay, ChartSeries } from './types';

export interface ChartDataTableProps {
	title: string;
	days: ChartDay[];
	series: ChartSeries[];
}

/**
 * The chart's numbers as a table: one row per day, one column per series, a total column and a total row. It sits
 * in a focusable scroll region so keyboard users can scroll a long period; screen readers read it as any table.
 *
 * @param props        Component props.
 * @param props.title  The chart's title, part of the caption.
 * @param props.days   The days.
 * @param props.series The series.
 */
export function ChartDataTable( { title, days, series }: ChartDataTableProps ) {
	const totals = seriesTotals( days, series );
	return (
		<ScrollableTable
			className="shop-consent-chart__table"
			caption={ sprintf(
				/* translators: %s: chart title. */
				__( '%s, data table', 'shop-consent' ),
				title
			) }
		>
			<thead>
				<tr>
					<th scope="col">{ __( 'Date', 'shop-consent' ) }</th>
					{ series.map( ( { key, label } ) => (
						<th scope="col" key={ key }>
							{ label }
						</th>
					) ) }
					<th scope="col">{ __( 'Total', 'shop-consent' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ days.map( ( day ) => (
					<tr key={ day.date }>
						<th scope="row">{ day.date }</th>
						{ series.map( ( { key } ) => (
							<td key={ key }>{ dayValue( day, key ) }</td>
						) ) }
						<td>{ dayTotal( day, series ) }</td>
					</tr>
				) ) }
			</tbody>
			<tfoot>
				<tr>
					<th scope="row">{ __( 'Total', 'shop-consent' ) }</th>
					{ totals.map( ( total, index ) => (
						<td key={ series[ index ].key }>{ total }</td>
					) ) }
					<td>{ totals.reduce( ( a, b ) => a + b, 0 ) }</td>
				</tr>
			</tfoot>
		</ScrollableTable>
	);
}
