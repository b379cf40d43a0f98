/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { restErrorMessage } from './rest-error-message';

/** What a screen shows of a resource read from the REST API. */
export type RestResource< T > =
	| { status: 'loading' }
	| { status: 'done'; data: T }
	| { status: 'error'; message: string };

/** The message to show for a failed request (restErrorMessage, or logErrorMessage for raw Responses). */
export type ErrorMessage = (
	error: unknown,
	fallback: string
) => string | Promise< string >;

const LOADING = { status: 'loading' } as const;

/**
 * Reads a resource when the component mounts and again whenever `load` changes (wrap it in useCallback with its
 * arguments). Answers to superseded requests are dropped. A new `load` shows loading; `reload()` keeps what is
 * shown until the answer replaces it, so a screen does not blink after an action.
 *
 * @param load      Fetches the resource.
 * @param fallback  Message when the error carries none.
 * @param messageOf Turns the rejection into the message shown.
 */
export function useRestResource< T >(
	load: () => Promise< T >,
	fallback: string,
	messageOf: ErrorMessage = restErrorMessage
): { resource: RestResource< T >; reload: () => void } {
	const [ resource, setResource ] = useState< RestResource< T > >( LOADING );
	const [ reloads, setReloads ] = useState( 0 );

	useEffect( () => setResource( LOADING ), [ load ] );

	useEffect( () => {
		let active = true;
		load()
			.then(
				( data ) => active && setResource( { status: 'done', data } )
			)
			.catch( async ( error: unknown ) => {
				const message = await messageOf( error, fallback );
				if ( active ) {
					setResource( { status: 'error', message } );
				}
			} );
		return () => {
			active = false;
		};
	}, [ load, fallback, messageOf, reloads ] );

	const reload = useCallback(
		() => setReloads( ( count ) => count + 1 ),
		[]
	);
	return { resource, reload };
}
