/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { StatisticsReport } from './types';

/** The admin report route (manage_options; api-fetch adds the REST nonce). */
export const REPORT_PATH = '/shop-consent/v1/statistics';

/**
 * The statistics of a range of UTC days.
 *
 * @param from First day, YYYY-MM-DD.
 * @param to   Last day, YYYY-MM-DD, included.
 */
export function fetchReport(
	from: string,
	to: string
): Promise< StatisticsReport > {
	return apiFetch< StatisticsReport >( {
		path: `${ REPORT_PATH }?${ new URLSearchParams( { from, to } ) }`,
	} );
}
