/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { DateRangeControl } from './charts/date-range-control';
import { lastDays } from './charts/date-range';
import { ConsentRates } from './consent-log/consent-rates';
import { ExportButton } from './consent-log/export-button';
import { LogSearch } from './consent-log/log-search';
import { IntegerControl } from './integer-control';
import { setTopField } from './set-field';
import type { TabProps } from './types';
import './consent-log/consent-log.scss';

/**
 * The Consent log tab: how long records are kept (saved with the settings), search by consent id, the decisions
 * per day over a date range and the CSV export of that range.
 *
 * @param props          Component props.
 * @param props.settings The settings.
 * @param props.update   The settings updater.
 */
export function ConsentLogTab( { settings, update }: TabProps ) {
	const set = setTopField( update );
	const [ range, setRange ] = useState( () => lastDays( 30 ) );

	return (
		<div className="shop-consent-log">
			<fieldset className="shop-consent-fieldset">
				<legend>{ __( 'Retention', 'shop-consent' ) }</legend>
				<IntegerControl
					label={ __( 'Keep records for (days)', 'shop-consent' ) }
					help={ __(
						'Records older than this are deleted once a day. Saved with the settings.',
						'shop-consent'
					) }
					value={ settings.log_retention_days }
					min={ 1 }
					max={ 3650 }
					onChange={ ( value ) => set( 'log_retention_days', value ) }
				/>
			</fieldset>
			<LogSearch />
			<fieldset className="shop-consent-fieldset">
				<legend>
					{ __( 'Consent rates and export', 'shop-consent' ) }
				</legend>
				<DateRangeControl
					from={ range.from }
					to={ range.to }
					onChange={ ( from, to ) => setRange( { from, to } ) }
				/>
				<ConsentRates from={ range.from } to={ range.to } />
				<ExportButton from={ range.from } to={ range.to } />
			</fieldset>
		</div>
	);
}
