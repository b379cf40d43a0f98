/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ChartDay, ChartSeries } from '../charts/types';
import type { ReportDay } from './types';

/**
 * The views chart's series, stacked bottom up so the bar is all views of the day: those with consent, then the
 * anonymous ones. Admin palette colours, apart in lightness too.
 */
export const viewSeries = (): ChartSeries[] => [
	{
		key: 'consent',
		label: __( 'With consent', 'shop-consent' ),
		colour: '#2271b1',
	},
	{
		key: 'anonymous',
		label: __( 'Anonymous', 'shop-consent' ),
		colour: '#c3c4c7',
	},
];

/**
 * The report's days as chart days. Views with consent are per-visit rows; the rest of the day's views were counted
 * anonymously.
 *
 * @param days The report's days.
 */
export const viewDays = ( days: ReportDay[] ): ChartDay[] =>
	days.map( ( { date, views, visits } ) => ( {
		date,
		values: {
			consent: Math.min( visits, views ),
			anonymous: Math.max( 0, views - visits ),
		},
	} ) );
