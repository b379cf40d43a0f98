/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { chartScale } from './chart-scale';
import { dayTotal, dayValue } from './chart-summary';
import type { ChartDay, ChartSeries } from './types';

export interface ChartBarsProps {
	/** The accessible name of the image: the text summary of the chart. */
	summary: string;
	days: ChartDay[];
	series: ChartSeries[];
}

// The drawing's own coordinates; the SVG scales to its container's width.
const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 44 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
const MAX_DATE_LABELS = 7;

/**
 * A short date for the axis, in the admin's language ("May 3"); the data table keeps the full date.
 *
 * @param date YYYY-MM-DD.
 */
function axisDate( date: string ): string {
	const parsed = new Date( `${ date }T00:00:00Z` );
	if ( Number.isNaN( parsed.getTime() ) ) {
		return date;
	}
	return new Intl.DateTimeFormat( document.documentElement.lang || [], {
		month: 'short',
		day: 'numeric',
		timeZone: 'UTC',
	} ).format( parsed );
}

/**
 * The stacked bars in plain SVG. It is one image to assistive technology (role="img", named by the summary); each
 * segment has a tooltip for pointer users, and the numbers are in the data table beside it.
 *
 * @param props         Component props.
 * @param props.summary Text summary, the image's name.
 * @param props.days    The days, in date order.
 * @param props.series  The series, stacked bottom up in this order.
 */
export function ChartBars( { summary, days, series }: ChartBarsProps ) {
	const { max, ticks } = chartScale(
		Math.max( ...days.map( ( day ) => dayTotal( day, series ) ) )
	);
	const y = ( value: number ) =>
		MARGIN.top + PLOT_HEIGHT - ( value / max ) * PLOT_HEIGHT;
	const band = PLOT_WIDTH / days.length;
	const barWidth = Math.max( 1, band * 0.7 );
	const labelEvery = Math.ceil( days.length / MAX_DATE_LABELS );

	return (
		<svg
			className="shop-consent-chart__svg"
			viewBox={ `0 0 ${ WIDTH } ${ HEIGHT }` }
			role="img"
			aria-label={ summary }
		>
			{ ticks.map( ( tick ) => (
				<g key={ tick } className="shop-consent-chart__tick">
					<line
						x1={ MARGIN.left }
						x2={ WIDTH - MARGIN.right }
						y1={ y( tick ) }
						y2={ y( tick ) }
					/>
					<text x={ MARGIN.left - 6 } y={ y( tick ) } dy="0.32em">
						{ tick }
					</text>
				</g>
			) ) }
			{ days.map( ( day, index ) => {
				const x = MARGIN.left + index * band + ( band - barWidth ) / 2;
				let base = 0;
				return (
					<g key={ day.date } data-date={ day.date }>
						{ series.map( ( { key, label, colour } ) => {
							const value = dayValue( day, key );
							const top = base + value;
							const rect = value > 0 && (
								<rect
									key={ key }
									x={ x }
									width={ barWidth }
									y={ y( top ) }
									height={ y( base ) - y( top ) }
									fill={ colour }
								>
									<title>
										{ sprintf(
											/* translators: 1: date; 2: series name; 3: value. */
											__(
												'%1$s, %2$s: %3$d',
												'shop-consent'
											),
											day.date,
											label,
											value
										) }
									</title>
								</rect>
							);
							base = top;
							return rect;
						} ) }
						{ index % labelEvery === 0 && (
							<text
								className="shop-consent-chart__date"
								x={ x + barWidth / 2 }
								y={ HEIGHT - MARGIN.bottom + 16 }
							>
								{ axisDate( day.date ) }
							</text>
						) }
					</g>
				);
			} ) }
		</svg>
	);
}
