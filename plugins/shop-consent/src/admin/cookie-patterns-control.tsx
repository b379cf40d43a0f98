/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';

/**
 * Splits comma-separated cookie name patterns into the list the settings store.
 *
 * @param text What the admin typed.
 */
export function parsePatterns( text: string ): string[] {
	return text
		.split( ',' )
		.map( ( pattern ) => pattern.trim() )
		.filter( ( pattern ) => pattern !== '' );
}

export interface CookiePatternsControlProps {
	label: string;
	value: string[];
	onChange: ( value: string[] ) => void;
	help?: string;
}

/**
 * Cookie name patterns as one comma-separated field. The typed text is kept while typing (so a trailing comma
 * stays), the settings get the list.
 *
 * @param props          Component props.
 * @param props.label    Visible label.
 * @param props.value    The patterns.
 * @param props.onChange Receives the list.
 * @param props.help     Help text.
 */
export function CookiePatternsControl( {
	label,
	value,
	onChange,
	help,
}: CookiePatternsControlProps ) {
	const [ draft, setDraft ] = useState( value.join( ', ' ) );
	const inSync = parsePatterns( draft ).join( ',' ) === value.join( ',' );
	return (
		<TextControl
			label={ label }
			help={ help }
			value={ inSync ? draft : value.join( ', ' ) }
			onChange={ ( text ) => {
				setDraft( text );
				onChange( parsePatterns( text ) );
			} }
		/>
	);
}
