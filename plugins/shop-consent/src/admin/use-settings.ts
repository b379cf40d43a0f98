/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { restErrorMessage } from './rest-error-message';
import type { SaveResult, SettingsUpdater, ShopConsentSettings } from './types';

/** The core settings endpoint; it validates the option against its registered schema. */
export const SETTINGS_PATH = '/wp/v2/settings';

/** Name of the option in that endpoint. */
export const OPTION = 'shop_consent_settings';

type SettingsResponse = { [ OPTION ]?: ShopConsentSettings };

export interface UseSettings {
	/** The settings being edited; null until loaded (or when loading failed). */
	settings: ShopConsentSettings | null;
	/** Message when the settings could not be loaded. */
	loadError: string | null;
	update: SettingsUpdater;
	/** Sends the edited settings; on failure the edits stay as they are. */
	save: () => Promise< void >;
	isSaving: boolean;
	result: SaveResult;
	/** Forgets the last save result (closes its notice). */
	dismissResult: () => void;
}

/**
 * Reads `shop_consent_settings` from /wp/v2/settings and writes it back. api-fetch adds the REST nonce that
 * WordPress gives its `wp-api-fetch` handle.
 */
export function useSettings(): UseSettings {
	const [ settings, setSettings ] = useState< ShopConsentSettings | null >(
		null
	);
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ isSaving, setIsSaving ] = useState( false );
	const [ result, setResult ] = useState< SaveResult >( { status: 'idle' } );

	useEffect( () => {
		let active = true;
		apiFetch< SettingsResponse >( { path: SETTINGS_PATH } )
			.then( ( response ) => {
				if ( active ) {
					setSettings( response[ OPTION ] ?? null );
				}
			} )
			.catch( ( error: unknown ) => {
				if ( active ) {
					setLoadError( restErrorMessage( error ) );
				}
			} );
		return () => {
			active = false;
		};
	}, [] );

	const update = useCallback< SettingsUpdater >( ( change ) => {
		setSettings( ( current ) => ( current ? change( current ) : current ) );
	}, [] );

	const save = useCallback( async () => {
		if ( ! settings ) {
			return;
		}
		setIsSaving( true );
		setResult( { status: 'idle' } );
		try {
			const response = await apiFetch< SettingsResponse >( {
				path: SETTINGS_PATH,
				method: 'POST',
				data: { [ OPTION ]: settings },
			} );
			// The server may have normalised values (a URL, markup): show what was stored.
			const stored = response[ OPTION ];
			if ( stored ) {
				setSettings( stored );
			}
			setResult( { status: 'success' } );
		} catch ( error ) {
			setResult( {
				status: 'error',
				message: restErrorMessage( error ),
			} );
		} finally {
			setIsSaving( false );
		}
	}, [ settings ] );

	const dismissResult = useCallback(
		() => setResult( { status: 'idle' } ),
		[]
	);

	return {
		settings,
		loadError,
		update,
		save,
		isSaving,
		result,
		dismissResult,
	};
}
