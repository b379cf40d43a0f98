/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ImportPreview } from './types';

export interface WoofImportReportProps {
	report: NonNullable< ImportPreview[ 'report' ] >;
}

/**
 * What an import does with HUSKY (WOOF)'s filters: those that become default filters, with WOOF's type and ours
 * (a type without an equivalent shows as checkboxes), and those left behind with the reason.
 *
 * @param props        Report props.
 * @param props.report The preview's report.
 */
export function WoofImportReport( { report }: WoofImportReportProps ) {
	return (
		<>
			{ report.mapped.length > 0 && (
				<>
					<h3>{ __( 'Filters it takes over', 'shop-filter' ) }</h3>
					<ul className="shop-filter-import__list">
						{ report.mapped.map( ( item ) => (
							<li key={ item.woof }>
								{ item.type
									? sprintf(
											/* translators: 1: WOOF's filter key, 2: WOOF's display type, 3: our filter, 4: our display type */
											__(
												'%1$s (%2$s) → %3$s as %4$s',
												'shop-filter'
											),
											item.woof,
											item.woof_type,
											item.facet,
											item.type
										)
									: sprintf(
											/* translators: 1: WOOF's filter key, 2: our filter */
											__( '%1$s → %2$s', 'shop-filter' ),
											item.woof,
											item.facet
										) }
							</li>
						) ) }
					</ul>
				</>
			) }
			{ report.skipped.length > 0 && (
				<>
					<h3>{ __( 'Not taken over', 'shop-filter' ) }</h3>
					<ul className="shop-filter-import__list">
						{ report.skipped.map( ( item ) => (
							<li key={ item.woof }>
								{ sprintf(
									/* translators: 1: WOOF's setting, 2: why it is not imported */
									__( '%1$s: %2$s', 'shop-filter' ),
									item.woof,
									item.reason
								) }
							</li>
						) ) }
					</ul>
				</>
			) }
		</>
	);
}
