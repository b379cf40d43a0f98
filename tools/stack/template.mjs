/**
 * Configuration files rendered from templates with `{{NAME}}` placeholders: wp-config.php from
 * php/wp-config.template.php, and the scale stack's files from the ones a host copies (deploy/), so what is shipped
 * is what is tested.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * @param {string}                        template The template file.
 * @param {Record<string, string|number>} values   A value for every placeholder.
 * @param {(value: string) => string}     [escape] Applied to each value (e.g. for a quoted PHP string).
 * @return {string} The text with every placeholder replaced; throws on a placeholder without a value.
 */
export function renderTemplate(
	template,
	values,
	escape = ( value ) => value
) {
	return fs
		.readFileSync( template, 'utf8' )
		.replace( /\{\{([A-Z_]+)\}\}/g, ( token, name ) => {
			if ( ! ( name in values ) ) {
				throw new Error(
					`${ path.basename( template ) } names an unknown value ${ token }`
				);
			}
			return escape( String( values[ name ] ) );
		} );
}

/**
 * @param {string}                        template
 * @param {Record<string, string|number>} values
 * @param {string}                        target   Written (folders created) with the rendered text.
 */
export function writeRendered( template, values, target ) {
	fs.mkdirSync( path.dirname( target ), { recursive: true } );
	fs.writeFileSync( target, renderTemplate( template, values ) );
}
