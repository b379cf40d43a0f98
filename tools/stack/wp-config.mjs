/**
 * Our wp-config.php, rendered from tools/stack/php/wp-config.template.php on every start so a changed port or
 * state folder always reaches WordPress.
 */

/**
 * External dependencies
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	DATABASE,
	DOCROOT,
	LOG_FILES,
	MYSQL_SOCKET,
	PHP_SCRIPTS_DIR,
	SITE_URL,
	STACK_DIR,
} from './config.mjs';
import { renderTemplate } from './template.mjs';

const SALT_NAMES = [
	'AUTH_KEY',
	'SECURE_AUTH_KEY',
	'LOGGED_IN_KEY',
	'NONCE_KEY',
	'AUTH_SALT',
	'SECURE_AUTH_SALT',
	'LOGGED_IN_SALT',
	'NONCE_SALT',
];

/**
 * @param {string} [docroot] Where to write it: the docroot, or each node's copy on the scale stack.
 */
export function writeWpConfig( docroot = DOCROOT ) {
	/** @type {Record<string, string>} */
	const values = {
		STACK_DIR,
		DB_SITE: DATABASE.site,
		DB_TEST: DATABASE.test,
		DB_USER: DATABASE.user,
		DB_PASSWORD: DATABASE.password,
		DB_SOCKET: MYSQL_SOCKET,
		SITE_URL,
		DEBUG_LOG: LOG_FILES.wpDebug,
	};
	for ( const name of SALT_NAMES ) {
		values[ name ] = localSalt( name );
	}
	const config = renderTemplate(
		path.join( PHP_SCRIPTS_DIR, 'wp-config.template.php' ),
		values,
		escapeForSingleQuotes
	);
	fs.writeFileSync( path.join( docroot, 'wp-config.php' ), config );
}

/**
 * Salts derived from the state folder: the site only listens on 127.0.0.1, and stable salts keep a browser
 * session (and a test's stored login) valid across restarts, which a fresh random salt on every start would not.
 *
 * @param {string} name
 * @return {string} A base64 salt.
 */
function localSalt( name ) {
	return createHash( 'sha256' )
		.update( `shop-bundle local stack\0${ STACK_DIR }\0${ name }` )
		.digest( 'base64' );
}

/**
 * @param {string} value
 * @return {string} The value, safe inside a single-quoted PHP string.
 */
function escapeForSingleQuotes( value ) {
	return value.replaceAll( '\\', '\\\\' ).replaceAll( "'", "\\'" );
}
