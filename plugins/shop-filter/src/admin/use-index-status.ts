/**
 * External dependencies
 */
import { restErrorMessage } from '@shop-bundle/admin-settings/rest-error-message';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { IndexStatus } from './types';

export const INDEX_PATH = '/shop-filter/v1/index';

/** How often a running rebuild's progress is read. */
export const POLL_MS = 2000;

/** What the screen shows of the index. */
export type IndexView =
	| { status: 'loading' }
	| { status: 'unavailable' }
	| { status: 'error'; message: string }
	| { status: 'done'; index: IndexStatus };

/**
 * The REST API's answer for a route that is not registered (the index arrives with the server part).
 * @param error
 */
function isMissingRoute( error: unknown ): boolean {
	const { code, data } = ( error ?? {} ) as {
		code?: string;
		data?: { status?: number };
	};
	return code === 'rest_no_route' || data?.status === 404;
}

/**
 * Reads the index status on mount and every POLL_MS while a rebuild runs; `rebuild()` starts one. Answers that come
 * after unmount are dropped. A site without the index route shows "unavailable", not an error.
 */
export function useIndexStatus() {
	const [ view, setView ] = useState< IndexView >( { status: 'loading' } );
	const [ isStarting, setIsStarting ] = useState( false );
	const [ reads, setReads ] = useState( 0 );

	useEffect( () => {
		let active = true;
		apiFetch< IndexStatus >( { path: INDEX_PATH } )
			.then( ( index ) => active && setView( { status: 'done', index } ) )
			.catch(
				( error: unknown ) =>
					active &&
					setView(
						isMissingRoute( error )
							? { status: 'unavailable' }
							: {
									status: 'error',
									message: restErrorMessage(
										error,
										__(
											'The index status could not be read.',
											'shop-filter'
										)
									),
								}
					)
			);
		return () => {
			active = false;
		};
	}, [ reads ] );

	const running = view.status === 'done' && view.index.state === 'running';
	useEffect( () => {
		if ( ! running ) {
			return undefined;
		}
		const timer = setTimeout(
			() => setReads( ( count ) => count + 1 ),
			POLL_MS
		);
		return () => clearTimeout( timer );
	}, [ running, view ] );

	const rebuild = useCallback( async () => {
		setIsStarting( true );
		try {
			await apiFetch( { path: INDEX_PATH, method: 'POST' } );
			// Read the progress the rebuild now reports, whatever the POST answered.
			setReads( ( count ) => count + 1 );
		} catch ( error ) {
			setView( {
				status: 'error',
				message: restErrorMessage(
					error,
					__( 'The rebuild could not be started.', 'shop-filter' )
				),
			} );
		} finally {
			setIsStarting( false );
		}
	}, [] );

	return { view, rebuild, isStarting };
}
