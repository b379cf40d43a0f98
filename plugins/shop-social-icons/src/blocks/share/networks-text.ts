/**
 * The networks attribute as the sidebar's text field writes it: keys separated by commas.
 * PHP drops unknown keys (Renderer::networks()), so the list is only tidied here.
 *
 * @param text What was typed.
 */
export function networkList( text: string ): string[] {
	return text
		.split( ',' )
		.map( ( key ) => key.trim().toLowerCase() )
		.filter(
			( key, index, keys ) => key !== '' && keys.indexOf( key ) === index
		);
}

/**
 * The text field's value of a networks attribute.
 *
 * @param networks Network keys.
 */
export function networksText( networks: string[] ): string {
	return networks.join( ', ' );
}
