/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { restErrorMessage } from '../rest-error-message';
import type { LogEntry, LogPage, RatesResponse } from './types';

const BASE = '/shop-consent/v1/log';

/** Rows per page of the search. */
export const PER_PAGE = 20;

const query = ( params: Record< string, string | number > ) =>
	new URLSearchParams(
		Object.entries( params ).map( ( [ key, value ] ) => [
			key,
			String( value ),
		] )
	).toString();

/**
 * Whether a rejection is a fetch Response (checked by shape: not every environment has the Response class).
 *
 * @param value What api-fetch rejected with.
 */
function isResponse( value: unknown ): value is Response {
	return (
		typeof value === 'object' &&
		value !== null &&
		'headers' in value &&
		typeof ( value as Response ).json === 'function'
	);
}

/**
 * The message of a failed request. With `parse: false` api-fetch rejects with the raw Response, whose JSON body
 * holds the message.
 *
 * @param error    What api-fetch rejected with.
 * @param fallback Message when there is none.
 */
export async function logErrorMessage(
	error: unknown,
	fallback: string
): Promise< string > {
	if ( isResponse( error ) ) {
		try {
			return restErrorMessage( await error.json(), fallback );
		} catch {
			return fallback;
		}
	}
	return restErrorMessage( error, fallback );
}

/**
 * One page of rows whose consent id is `search` or begins with it (every row for an empty search), newest first.
 *
 * @param search The id or its beginning.
 * @param page   Page number from 1.
 */
export async function searchLog(
	search: string,
	page: number
): Promise< LogPage > {
	const response = await apiFetch< Response, false >( {
		path: `${ BASE }/entries?${ query( {
			search,
			page,
			per_page: PER_PAGE,
		} ) }`,
		parse: false,
	} );
	const entries = ( await response.json() ) as LogEntry[];
	return {
		entries,
		total: Number( response.headers.get( 'X-WP-Total' ) ?? entries.length ),
		totalPages: Number( response.headers.get( 'X-WP-TotalPages' ) ?? 1 ),
	};
}

/**
 * Decisions per day over a range of UTC days.
 *
 * @param from First day.
 * @param to   Last day.
 */
export function fetchRates(
	from: string,
	to: string
): Promise< RatesResponse > {
	return apiFetch< RatesResponse >( {
		path: `${ BASE }/rates?${ query( { from, to } ) }`,
	} );
}

/**
 * The CSV export of a range, as the server streams it.
 *
 * @param from First day.
 * @param to   Last day.
 */
export function fetchExport( from: string, to: string ): Promise< Response > {
	return apiFetch< Response, false >( {
		path: `${ BASE }/export?${ query( { from, to } ) }`,
		parse: false,
	} );
}
