/**
 * WordPress dependencies
 */
import { Notice, Spinner } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { DailyChart } from '../charts/daily-chart';
import type { ChartDay } from '../charts/types';
import { decisionSeries } from './decision-labels';
import { fetchRates, logErrorMessage } from './log-api';

export interface ConsentRatesProps {
	from: string;
	to: string;
}

type RatesState =
	| { status: 'loading' }
	| { status: 'done'; days: ChartDay[] }
	| { status: 'error'; message: string };

/**
 * The consent-rate chart: accept all, custom and reject per day over the range.
 *
 * @param props      Component props.
 * @param props.from First day.
 * @param props.to   Last day.
 */
export function ConsentRates( { from, to }: ConsentRatesProps ) {
	const [ state, setState ] = useState< RatesState >( {
		status: 'loading',
	} );

	useEffect( () => {
		let active = true;
		setState( { status: 'loading' } );
		fetchRates( from, to )
			.then(
				( rates ) =>
					active && setState( { status: 'done', days: rates.days } )
			)
			.catch( async ( error: unknown ) => {
				const message = await logErrorMessage(
					error,
					__(
						'The consent rates could not be loaded.',
						'shop-consent'
					)
				);
				if ( active ) {
					setState( { status: 'error', message } );
				}
			} );
		return () => {
			active = false;
		};
	}, [ from, to ] );

	if ( state.status === 'loading' ) {
		return <Spinner />;
	}
	if ( state.status === 'error' ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ state.message }
			</Notice>
		);
	}
	return (
		<DailyChart
			title={ __( 'Decisions per day (UTC)', 'shop-consent' ) }
			days={ state.days }
			series={ decisionSeries() }
		/>
	);
}
