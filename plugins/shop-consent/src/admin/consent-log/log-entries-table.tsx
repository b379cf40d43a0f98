/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ScrollableTable } from '../scrollable-table';
import { decisionLabels, sourceLabels } from './decision-labels';
import type { LogEntry } from './types';

export interface LogEntriesTableProps {
	entries: LogEntry[];
}

/**
 * 2024-05-04T08:00:00Z as "2024-05-04 08:00:00 UTC".
 *
 * @param time ISO 8601, UTC.
 */
const utcTime = ( time: string ) =>
	`${ time.replace( 'T', ' ' ).replace( 'Z', '' ) } UTC`;

/**
 * The found records, one row each; categories as Yes/No. The table scrolls sideways in a focusable region.
 *
 * @param props         Component props.
 * @param props.entries The rows.
 */
export function LogEntriesTable( { entries }: LogEntriesTableProps ) {
	const labels = decisionLabels();
	const sources = sourceLabels();
	const flag = ( value: 0 | 1 ) =>
		value ? __( 'Yes', 'shop-consent' ) : __( 'No', 'shop-consent' );
	return (
		<ScrollableTable
			className="shop-consent-log-table"
			caption={ __( 'Consent records', 'shop-consent' ) }
			captionClassName="screen-reader-text"
		>
			<thead>
				<tr>
					<th scope="col">
						{ __( 'Consent ID hash', 'shop-consent' ) }
					</th>
					<th scope="col">{ __( 'Time', 'shop-consent' ) }</th>
					<th scope="col">{ __( 'Decision', 'shop-consent' ) }</th>
					<th scope="col">
						{ __( 'Strictly necessary', 'shop-consent' ) }
					</th>
					<th scope="col">{ __( 'Third-party', 'shop-consent' ) }</th>
					<th scope="col">{ __( 'Advanced', 'shop-consent' ) }</th>
					<th scope="col">
						{ __( 'Consent version', 'shop-consent' ) }
					</th>
					<th scope="col">
						{ __( 'Text version', 'shop-consent' ) }
					</th>
					<th scope="col">{ __( 'Region', 'shop-consent' ) }</th>
					<th scope="col">{ __( 'Source', 'shop-consent' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ entries.map( ( entry, index ) => (
					<tr
						key={ `${ entry.consent_hash }-${ entry.time }-${ index }` }
					>
						<th scope="row">
							<code>{ entry.consent_hash }</code>
						</th>
						<td>{ utcTime( entry.time ) }</td>
						<td>{ labels[ entry.decision ] }</td>
						<td>{ flag( entry.strict ) }</td>
						<td>{ flag( entry.thirdparty ) }</td>
						<td>{ flag( entry.advanced ) }</td>
						<td>{ entry.consent_version }</td>
						<td>{ entry.text_version }</td>
						<td>{ entry.region || '—' }</td>
						<td>{ sources[ entry.source ] ?? entry.source }</td>
					</tr>
				) ) }
			</tbody>
		</ScrollableTable>
	);
}
