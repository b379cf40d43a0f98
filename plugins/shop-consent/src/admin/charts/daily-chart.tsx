/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ChartBars } from './chart-bars';
import { ChartDataTable } from './chart-data-table';
import { chartSummary, dayTotal, seriesTotals } from './chart-summary';
import type { ChartDay, ChartSeries } from './types';
import './charts.scss';

export interface DailyChartProps {
	/** Visible title, also the start of the text summary and of the table caption. */
	title: string;
	/** One entry per day, in date order. */
	days: ChartDay[];
	/** The stacked series, bottom up. */
	series: ChartSeries[];
}

/**
 * An accessible stacked bar chart of values per day, in plain SVG: the picture is one image named by a text
 * summary, the legend names each colour with its total, and a data table beside it holds every number for screen
 * reader and keyboard users. A period without any value shows a message instead of an empty picture.
 *
 * @param props        Component props.
 * @param props.title  Chart title.
 * @param props.days   Days with one value per series key.
 * @param props.series Series keys, names and colours.
 */
export function DailyChart( { title, days, series }: DailyChartProps ) {
	const titleId = useId();
	const isEmpty = days.every( ( day ) => dayTotal( day, series ) === 0 );
	const totals = seriesTotals( days, series );

	return (
		<figure className="shop-consent-chart" aria-labelledby={ titleId }>
			<figcaption id={ titleId } className="shop-consent-chart__title">
				{ title }
			</figcaption>
			{ isEmpty ? (
				<p className="shop-consent-chart__empty">
					{ __( 'No data for this period.', 'shop-consent' ) }
				</p>
			) : (
				<div className="shop-consent-chart__body">
					<div className="shop-consent-chart__picture">
						<ChartBars
							summary={ chartSummary( title, days, series ) }
							days={ days }
							series={ series }
						/>
						<ul
							className="shop-consent-chart__legend"
							aria-label={ __( 'Legend', 'shop-consent' ) }
						>
							{ series.map( ( { key, label, colour }, index ) => (
								<li key={ key }>
									<span
										className="shop-consent-chart__swatch"
										style={ { background: colour } }
										aria-hidden="true"
									/>
									{ label }: { totals[ index ] }
								</li>
							) ) }
						</ul>
					</div>
					<ChartDataTable
						title={ title }
						days={ days }
						series={ series }
					/>
				</div>
			) }
		</figure>
	);
}
