/**
 * WordPress dependencies
 */
import { ToggleControl } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { DateRangeControl } from './charts/date-range-control';
import { lastDays } from './charts/date-range';
import { IntegerControl } from './integer-control';
import { setField } from './set-field';
import { StatisticsReport } from './statistics/statistics-report';
import type { TabProps } from './types';
import './statistics/statistics.scss';

/**
 * The Statistics tab: whether page views are counted, anonymous counting without consent, how long statistics
 * are kept (saved with the settings), and the report of a date range.
 *
 * @param props          Component props.
 * @param props.settings The settings.
 * @param props.update   The settings updater.
 */
export function StatisticsTab( { settings, update }: TabProps ) {
	const set = setField( update, 'statistics' );
	const {
		enabled,
		anonymous,
		retention_days: retention,
	} = settings.statistics;
	const [ range, setRange ] = useState( () => lastDays( 30 ) );

	return (
		<div className="shop-consent-statistics">
			<fieldset className="shop-consent-fieldset">
				<legend>{ __( 'Visitor statistics', 'shop-consent' ) }</legend>
				<ToggleControl
					label={ __( 'Count page views', 'shop-consent' ) }
					help={ __(
						'Visitors who allow statistics (the third-party category) send one small request per page view. No IP address or browser details are stored; bots and administrators are not counted.',
						'shop-consent'
					) }
					checked={ enabled }
					onChange={ ( value ) => set( 'enabled', value ) }
				/>
				<ToggleControl
					label={ __(
						'Anonymous statistics without consent',
						'shop-consent'
					) }
					help={ __(
						'Also count the page views of visitors who did not allow statistics, in daily totals only: the page, its type and the referring domain. No cookie is set, nothing identifies the visitor and no per-visit record is kept. Check that this is allowed where your visitors live.',
						'shop-consent'
					) }
					checked={ anonymous }
					disabled={ ! enabled }
					onChange={ ( value ) => set( 'anonymous', value ) }
				/>
				<IntegerControl
					label={ __( 'Keep statistics for (days)', 'shop-consent' ) }
					help={ __(
						'Daily totals and per-visit records older than this are deleted once a day.',
						'shop-consent'
					) }
					value={ retention }
					min={ 1 }
					max={ 3650 }
					onChange={ ( value ) => set( 'retention_days', value ) }
				/>
			</fieldset>
			<fieldset className="shop-consent-fieldset">
				<legend>{ __( 'Report', 'shop-consent' ) }</legend>
				<DateRangeControl
					from={ range.from }
					to={ range.to }
					onChange={ ( from, to ) => setRange( { from, to } ) }
				/>
				<StatisticsReport from={ range.from } to={ range.to } />
			</fieldset>
		</div>
	);
}
