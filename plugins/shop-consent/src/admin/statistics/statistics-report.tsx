/**
 * External dependencies
 */
import { useRestResource } from '@shop-bundle/admin-settings/use-rest-resource';

/**
 * WordPress dependencies
 */
import { useCallback } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { DailyChart } from '../charts/daily-chart';
import { ResourceStatus } from '../resource-status';
import { PostTypes, Referrers, TopPages } from './report-lists';
import { fetchReport } from './statistics-api';
import { viewDays, viewSeries } from './view-series';

export interface StatisticsReportProps {
	from: string;
	to: string;
}

const sum = ( values: number[] ) => values.reduce( ( a, b ) => a + b, 0 );

/**
 * The report of a range: totals, views per day (chart with its data table), top pages, referrers and post types.
 * A refused range shows the server's message.
 *
 * @param props      Component props.
 * @param props.from First day.
 * @param props.to   Last day.
 */
export function StatisticsReport( { from, to }: StatisticsReportProps ) {
	const load = useCallback( () => fetchReport( from, to ), [ from, to ] );
	const { resource } = useRestResource(
		load,
		__( 'The statistics could not be loaded.', 'shop-consent' )
	);

	if ( resource.status !== 'done' ) {
		return <ResourceStatus resource={ resource } />;
	}
	const report = resource.data;
	const views = sum( report.days.map( ( day ) => day.views ) );
	const visits = sum( report.days.map( ( day ) => day.visits ) );
	const visitors = sum( report.days.map( ( day ) => day.visitors ) );
	return (
		<div className="shop-consent-statistics-report">
			<p>
				{ sprintf(
					/* translators: 1: page views, 2: views with consent, 3: visitors with consent. */
					_n(
						'%1$d page view, %2$d with consent, from %3$d visitor with consent (counted per day).',
						'%1$d page views, %2$d with consent, from %3$d visitors with consent (counted per day).',
						visitors,
						'shop-consent'
					),
					views,
					visits,
					visitors
				) }
			</p>
			<DailyChart
				title={ __( 'Page views per day (UTC)', 'shop-consent' ) }
				days={ viewDays( report.days ) }
				series={ viewSeries() }
			/>
			<div className="shop-consent-statistics-report__lists">
				<TopPages pages={ report.pages } />
				<Referrers referrers={ report.referrers } />
				<PostTypes postTypes={ report.post_types } />
			</div>
			<p className="description">
				{ report.endpoint === 'collector'
					? __(
							'Page views are sent to the fast collector, which loads only the database part of WordPress.',
							'shop-consent'
						)
					: __(
							'Page views are sent to the REST API: the fast collector (collect.php in the plugin folder) did not answer. Check that your server runs PHP files in plugin folders.',
							'shop-consent'
						) }
			</p>
		</div>
	);
}
