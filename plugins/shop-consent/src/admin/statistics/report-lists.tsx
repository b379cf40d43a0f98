/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ReportTable } from './report-table';
import type { ReportColumn } from './report-table';
import type { ReportPage, ReportPostType, ReportReferrer } from './types';

/** The right-aligned views column of every list. */
function viewsColumn< Row extends { views: number } >(): ReportColumn< Row > {
	return {
		label: __( 'Views', 'shop-consent' ),
		cell: ( row ) => row.views,
		numeric: true,
	};
}

/**
 * The most viewed pages: title linked to the page, type, views and views with consent.
 *
 * @param props       Component props.
 * @param props.pages The report's pages.
 */
export function TopPages( { pages }: { pages: ReportPage[] } ) {
	return (
		<ReportTable
			caption={ __( 'Top pages', 'shop-consent' ) }
			rows={ pages }
			rowKey={ ( page ) => page.path }
			columns={ [
				{
					label: __( 'Page', 'shop-consent' ),
					cell: ( page ) => (
						<>
							<a href={ page.url }>{ page.title }</a>
							{ page.title !== page.path && (
								<span className="shop-consent-report-table__path">
									{ page.path }
								</span>
							) }
						</>
					),
				},
				{
					label: __( 'Type', 'shop-consent' ),
					cell: ( page ) => page.post_type,
				},
				viewsColumn(),
				{
					label: __( 'With consent', 'shop-consent' ),
					cell: ( page ) => page.visits,
					numeric: true,
				},
			] }
		/>
	);
}

/**
 * The referring domains with the most views.
 *
 * @param props           Component props.
 * @param props.referrers The report's referrers.
 */
export function Referrers( { referrers }: { referrers: ReportReferrer[] } ) {
	return (
		<ReportTable
			caption={ __( 'Referrers', 'shop-consent' ) }
			rows={ referrers }
			rowKey={ ( referrer ) => referrer.domain }
			columns={ [
				{
					label: __( 'Domain', 'shop-consent' ),
					cell: ( referrer ) => referrer.domain,
				},
				viewsColumn(),
			] }
		/>
	);
}

/**
 * Views per post type or kind of page.
 *
 * @param props           Component props.
 * @param props.postTypes The report's post types.
 */
export function PostTypes( { postTypes }: { postTypes: ReportPostType[] } ) {
	return (
		<ReportTable
			caption={ __( 'Post types', 'shop-consent' ) }
			rows={ postTypes }
			rowKey={ ( type ) => type.post_type }
			columns={ [
				{
					label: __( 'Type', 'shop-consent' ),
					cell: ( type ) => type.label,
				},
				viewsColumn(),
			] }
		/>
	);
}
