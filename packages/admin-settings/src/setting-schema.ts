/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { createContext, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { SETTINGS_PATH } from './use-wp-setting';

/** The part of a JSON schema the screens read: PHP's `show_in_rest.schema` of an option, as REST hands it out. */
export interface JsonSchema {
	type?: string | string[];
	pattern?: string;
	properties?: Record< string, JsonSchema >;
}

/** The schema of the option a form edits, for the controls inside it (null until it is known, or when it is not). */
export const SettingSchema = createContext< JsonSchema | null >( null );

/**
 * The registered schema of one option of /wp/v2/settings (an OPTIONS request: the endpoint describes every option
 * it takes), so the screen's rules come from PHP's schema instead of a copy. An answer after unmount is dropped; a
 * failure leaves it null (the controls then keep their own, stricter rule).
 *
 * @param option Name of the option in /wp/v2/settings.
 */
export function useSettingSchema( option: string ): JsonSchema | null {
	const [ schema, setSchema ] = useState< JsonSchema | null >( null );
	useEffect( () => {
		let active = true;
		apiFetch< { schema?: JsonSchema } >( {
			path: SETTINGS_PATH,
			method: 'OPTIONS',
		} )
			.then( ( answer ) => {
				if ( active ) {
					setSchema( answer?.schema?.properties?.[ option ] ?? null );
				}
			} )
			.catch( () => {} );
		return () => {
			active = false;
		};
	}, [ option ] );
	return schema;
}

/**
 * The schema of a field inside an option: `schemaAt( schema, [ 'colours', 'link' ] )`.
 *
 * @param schema The option's schema.
 * @param path   The field's keys, outermost first.
 */
export const schemaAt = (
	schema: JsonSchema | null | undefined,
	path: string[]
): JsonSchema | undefined =>
	path.reduce< JsonSchema | undefined >(
		( part, key ) => part?.properties?.[ key ],
		schema ?? undefined
	);
