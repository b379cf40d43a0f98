/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { ScrollableTable } from '../scrollable-table';

export interface ReportColumn< Row > {
	label: string;
	/** The cell of a row. */
	cell: ( row: Row ) => ReactNode;
	/** Numbers are right-aligned. */
	numeric?: boolean;
}

export interface ReportTableProps< Row > {
	/** Caption, also the name of the scroll region. */
	caption: string;
	columns: ReportColumn< Row >[];
	rows: Row[];
	/** A stable key per row. */
	rowKey: ( row: Row ) => string;
}

/**
 * One list of the report as a captioned table (the first column heads each row), in a focusable scroll region so
 * keyboard users can scroll a wide one. An empty list says so instead of showing an empty table.
 *
 * @param props         Component props.
 * @param props.caption Visible caption.
 * @param props.columns The columns.
 * @param props.rows    The rows.
 * @param props.rowKey  Key of a row.
 */
export function ReportTable< Row >( {
	caption,
	columns,
	rows,
	rowKey,
}: ReportTableProps< Row > ) {
	if ( ! rows.length ) {
		return (
			<div className="shop-consent-report-table">
				<h3 className="shop-consent-report-table__title">
					{ caption }
				</h3>
				<p>{ __( 'No data for this period.', 'shop-consent' ) }</p>
			</div>
		);
	}
	return (
		<ScrollableTable
			className="shop-consent-report-table"
			caption={ caption }
			captionClassName="shop-consent-report-table__title"
		>
			<thead>
				<tr>
					{ columns.map( ( { label, numeric } ) => (
						<th
							scope="col"
							key={ label }
							className={ numeric ? 'num' : undefined }
						>
							{ label }
						</th>
					) ) }
				</tr>
			</thead>
			<tbody>
				{ rows.map( ( row ) => (
					<tr key={ rowKey( row ) }>
						{ columns.map( ( { label, cell, numeric }, index ) =>
							index === 0 ? (
								<th scope="row" key={ label }>
									{ cell( row ) }
								</th>
							) : (
								<td
									key={ label }
									className={ numeric ? 'num' : undefined }
								>
									{ cell( row ) }
								</td>
							)
						) }
					</tr>
				) ) }
			</tbody>
		</ScrollableTable>
	);
}
