/**
 * PHP's system settings shipped for hosts (deploy/php-fpm/opcache.ini) as php-fpm's `-d` arguments: read when the
 * master starts, they cannot be set in a pool.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';

/**
 * @param {string} file An ini file: `name = value` lines, `;` comments.
 * @return {string[]} `-d`, `name=value` for each setting.
 */
export function systemSettingArgs( file ) {
	return fs
		.readFileSync( file, 'utf8' )
		.split( '\n' )
		.map( ( line ) => line.trim() )
		.filter( ( line ) => line && ! line.startsWith( ';' ) )
		.flatMap( ( line ) => [ '-d', line.replace( /\s*=\s*/, '=' ) ] );
}
