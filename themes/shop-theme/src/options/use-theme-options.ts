/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SaveResult, ThemeOptions } from './types';

/** The core settings endpoint; it validates the option against its registered schema. */
export const SETTINGS_PATH = '/wp/v2/settings';

/** Name of the option in that endpoint. */
export const OPTION = 'shop_theme_options';

type SettingsAnswer = { [ OPTION ]?: ThemeOptions };

/**
 * The words of a refused request: the field the schema refused when the server names one
 * ("shop_theme_options[preloader] is not of type boolean."), else its message.
 *
 * @param error    What api-fetch rejected with.
 * @param fallback When it carries no message.
 */
export function errorMessage( error: unknown, fallback: string ): string {
	const { message, data } = ( error ?? {} ) as {
		message?: unknown;
		data?: { params?: Record< string, unknown > };
	};
	const params = Object.values( data?.params ?? {} ).filter(
		( value ): value is string => typeof value === 'string'
	);
	if ( params.length ) {
		return params.join( ' ' );
	}
	return typeof message === 'string' && message ? message : fallback;
}

/**
 * Reads `shop_theme_options` and writes it back; api-fetch adds the REST nonce WordPress gives its handle.
 */
export function useThemeOptions() {
	const [ options, setOptions ] = useState< ThemeOptions | null >( null );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ isSaving, setIsSaving ] = useState( false );
	const [ result, setResult ] = useState< SaveResult >( { status: 'idle' } );

	useEffect( () => {
		apiFetch< SettingsAnswer >( { path: SETTINGS_PATH } )
			.then( ( answer ) => setOptions( answer[ OPTION ] ?? null ) )
			.catch( ( error: unknown ) =>
				setLoadError(
					errorMessage(
						error,
						__(
							'The theme options could not be loaded.',
							'shop-theme'
						)
					)
				)
			);
	}, [] );

	const set = useCallback( ( key: keyof ThemeOptions, value: boolean ) => {
		setOptions( ( current ) =>
			current ? { ...current, [ key ]: value } : current
		);
	}, [] );

	const save = useCallback( async () => {
		if ( ! options ) {
			return;
		}
		setIsSaving( true );
		setResult( { status: 'idle' } );
		try {
			const answer = await apiFetch< SettingsAnswer >( {
				path: SETTINGS_PATH,
				method: 'POST',
				data: { [ OPTION ]: options },
			} );
			setOptions( answer[ OPTION ] ?? options );
			setResult( { status: 'success' } );
		} catch ( error ) {
			setResult( {
				status: 'error',
				message: errorMessage(
					error,
					__( 'The theme options could not be saved.', 'shop-theme' )
				),
			} );
		} finally {
			setIsSaving( false );
		}
	}, [ options ] );

	const dismiss = useCallback( () => setResult( { status: 'idle' } ), [] );

	return { options, loadError, set, save, isSaving, result, dismiss };
}
