/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ImportValueText } from './import-value';
import type { ImportValue } from './types';

export interface ImportChangesTableProps {
	caption: string;
	changes: ImportValue[];
}

/**
 * One row per setting: its name, the value now, the imported value and the key it comes from.
 *
 * @param props         Component props.
 * @param props.caption The table's caption.
 * @param props.changes The values.
 */
export function ImportChangesTable( {
	caption,
	changes,
}: ImportChangesTableProps ) {
	return (
		<table className="widefat striped shop-consent-import__table">
			<caption>{ caption }</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Setting', 'shop-consent' ) }</th>
					<th scope="col">{ __( 'Now', 'shop-consent' ) }</th>
					<th scope="col">{ __( 'Imported', 'shop-consent' ) }</th>
					<th scope="col">
						{ __( 'From GDPR Cookie Compliance', 'shop-consent' ) }
					</th>
				</tr>
			</thead>
			<tbody>
				{ changes.map( ( change ) => (
					<tr key={ change.field }>
						<th scope="row">{ change.label }</th>
						<td>
							<ImportValueText value={ change.current } />
						</td>
						<td>
							<ImportValueText value={ change.value } />
						</td>
						<td>
							<code>{ change.source }</code>
						</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}
