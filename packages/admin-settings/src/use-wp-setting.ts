/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { restErrorMessage } from './rest-error-message';
import type { SaveBarProps } from './save-bar';
import type { SaveResult, SettingTexts } from './types';

/** The core settings endpoint; it validates each option against the schema it was registered with. */
export const SETTINGS_PATH = '/wp/v2/settings';

export interface WpSetting< Value > {
	/** The value being edited; null until loaded (or when loading failed). */
	value: Value | null;
	/** Message when the option could not be loaded. */
	loadError: string | null;
	/** Changes the edited value (nothing is sent until `save`). */
	update: ( change: ( current: Value ) => Value ) => void;
	/** Sends the edited value; on failure the edits stay as they are. */
	save: () => Promise< void >;
	isSaving: boolean;
	result: SaveResult;
	/** Forgets the last save result (closes its notice). */
	dismissResult: () => void;
	/** The form's foot, `<SaveBar { ...saveBar } />`: the outcome, the texts and the busy state. */
	saveBar: SaveBarProps;
}

/**
 * Reads one option from /wp/v2/settings and writes it back. api-fetch adds the REST nonce that WordPress gives its
 * `wp-api-fetch` handle; the server's schema is the one source of keys, defaults and validation, and its refusal
 * is shown as it words it.
 *
 * @param option Name of the option in /wp/v2/settings (registered with `show_in_rest`).
 * @param texts  Fallback messages and the save bar's texts, translated by the caller.
 */
export function useWpSetting< Value >(
	option: string,
	texts: SettingTexts
): WpSetting< Value > {
	const [ value, setValue ] = useState< Value | null >( null );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ isSaving, setIsSaving ] = useState( false );
	const [ result, setResult ] = useState< SaveResult >( { status: 'idle' } );
	const { loadFailed, saveFailed, saved, saveLabel } = texts;

	useEffect( () => {
		let active = true;
		apiFetch< Record< string, Value | undefined > >( {
			path: SETTINGS_PATH,
		} )
			.then( ( answer ) => {
				if ( active ) {
					setValue( answer[ option ] ?? null );
				}
			} )
			.catch( ( error: unknown ) => {
				if ( active ) {
					setLoadError( restErrorMessage( error, loadFailed ) );
				}
			} );
		return () => {
			active = false;
		};
	}, [ option, loadFailed ] );

	const update = useCallback( ( change: ( current: Value ) => Value ) => {
		setValue( ( current ) =>
			current === null ? current : change( current )
		);
	}, [] );

	const save = useCallback( async () => {
		if ( value === null ) {
			return;
		}
		setIsSaving( true );
		setResult( { status: 'idle' } );
		try {
			const answer = await apiFetch<
				Record< string, Value | undefined >
			>( {
				path: SETTINGS_PATH,
				method: 'POST',
				data: { [ option ]: value },
			} );
			// The server may have normalised values (a URL, markup): show what was stored.
			const stored = answer[ option ];
			if ( stored !== undefined ) {
				setValue( stored );
			}
			setResult( { status: 'success' } );
		} catch ( error ) {
			setResult( {
				status: 'error',
				message: restErrorMessage( error, saveFailed ),
			} );
		} finally {
			setIsSaving( false );
		}
	}, [ option, value, saveFailed ] );

	const dismissResult = useCallback(
		() => setResult( { status: 'idle' } ),
		[]
	);

	const saveBar: SaveBarProps = {
		result,
		onDismiss: dismissResult,
		isSaving,
		savedMessage: saved,
		label: saveLabel,
	};
	return {
		value,
		loadError,
		update,
		save,
		isSaving,
		result,
		dismissResult,
		saveBar,
	};
}
