/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ChartDay, ChartSeries } from './types';

/**
 * A value of a day, 0 when missing or not a finite number (a server answer is not trusted to be complete).
 *
 * @param day The day.
 * @param key The series key.
 */
export function dayValue( day: ChartDay, key: string ): number {
	const value = day.values[ key ];
	return typeof value === 'number' && Number.isFinite( value ) ? value : 0;
}

/**
 * The sum of a day's values over the series.
 *
 * @param day    The day.
 * @param series The series.
 */
export function dayTotal( day: ChartDay, series: ChartSeries[] ): number {
	return series.reduce( ( sum, { key } ) => sum + dayValue( day, key ), 0 );
}

/**
 * The sum of each series over the days, in series order.
 *
 * @param days   The days.
 * @param series The series.
 */
export function seriesTotals(
	days: ChartDay[],
	series: ChartSeries[]
): number[] {
	return series.map( ( { key } ) =>
		days.reduce( ( sum, day ) => sum + dayValue( day, key ), 0 )
	);
}

/**
 * What the chart shows, in one sentence for screen readers: the period, the total of each series and the
 * highest day. Nothing here is visual only.
 *
 * @param title  The chart's title.
 * @param days   The days, in date order (at least one).
 * @param series The series.
 */
export function chartSummary(
	title: string,
	days: ChartDay[],
	series: ChartSeries[]
): string {
	const totals = seriesTotals( days, series )
		.map( ( total, index ) =>
			sprintf(
				/* translators: 1: series name, e.g. "Accept all"; 2: its total. */
				__( '%1$s %2$d', 'shop-consent' ),
				series[ index ].label,
				total
			)
		)
		.join( ', ' );
	const highest = days.reduce( ( best, day ) =>
		dayTotal( day, series ) > dayTotal( best, series ) ? day : best
	);
	return sprintf(
		/* translators: 1: chart title; 2: first date; 3: last date; 4: totals per series; 5: date of the highest day; 6: its total. */
		__(
			'%1$s from %2$s to %3$s. Totals: %4$s. Highest day: %5$s with %6$d.',
			'shop-consent'
		),
		title,
		days[ 0 ].date,
		days[ days.length - 1 ].date,
		totals,
		highest.date,
		dayTotal( highest, series )
	);
}
