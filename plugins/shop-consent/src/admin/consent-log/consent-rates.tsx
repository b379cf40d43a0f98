/**
 * External dependencies
 */
import { useRestResource } from '@shop-bundle/admin-settings/use-rest-resource';

/**
 * WordPress dependencies
 */
import { useCallback } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { DailyChart } from '../charts/daily-chart';
import { ResourceStatus } from '../resource-status';
import { decisionSeries } from './decision-labels';
import { fetchRates, logErrorMessage } from './log-api';

export interface ConsentRatesProps {
	from: string;
	to: string;
}

/**
 * The consent-rate chart: accept all, custom and reject per day over the range.
 *
 * @param props      Component props.
 * @param props.from First day.
 * @param props.to   Last day.
 */
export function ConsentRates( { from, to }: ConsentRatesProps ) {
	const load = useCallback( () => fetchRates( from, to ), [ from, to ] );
	const { resource } = useRestResource(
		load,
		__( 'The consent rates could not be loaded.', 'shop-consent' ),
		logErrorMessage
	);

	if ( resource.status !== 'done' ) {
		return <ResourceStatus resource={ resource } />;
	}
	return (
		<DailyChart
			title={ __( 'Decisions per day (UTC)', 'shop-consent' ) }
			days={ resource.data.days }
			series={ decisionSeries() }
		/>
	);
}
