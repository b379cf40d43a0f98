/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SkippedKey } from './types';

export interface SkippedKeysProps {
	skipped: SkippedKey[];
}

/**
 * The keys found but not imported, each with its reason.
 *
 * @param props         Component props.
 * @param props.skipped The keys.
 */
export function SkippedKeys( { skipped }: SkippedKeysProps ) {
	if ( ! skipped.length ) {
		return null;
	}
	return (
		<table className="widefat striped shop-consent-import__table">
			<caption>
				{ sprintf(
					/* translators: %d: number of settings. */
					__( 'Not imported (%d)', 'shop-consent' ),
					skipped.length
				) }
			</caption>
			<thead>
				<tr>
					<th scope="col">
						{ __(
							'GDPR Cookie Compliance setting',
							'shop-consent'
						) }
					</th>
					<th scope="col">{ __( 'Why', 'shop-consent' ) }</th>
				</tr>
			</thead>
			<tbody>
				{ skipped.map( ( { source, reason } ) => (
					<tr key={ source }>
						<th scope="row">
							<code>{ source }</code>
						</th>
						<td>{ reason }</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}
