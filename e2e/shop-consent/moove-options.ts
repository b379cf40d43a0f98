/**
 * The options of GDPR Cookie Compliance (the plugin Shop Consent replaces) on the e2e site, written by a PHP
 * script run inside WordPress as the stack's own set-up scripts are: that plugin is not installed, so no REST
 * route can write its option.
 */

/**
 * External dependencies
 */
import path from 'node:path';

/**
 * Internal dependencies
 */
import { runWordPressPhp } from '../support/wordpress-php';

/**
 * @param action seed: store the realistic options of the PHPUnit fixture; remove: delete them.
 */
export function mooveOptions( action: 'seed' | 'remove' ) {
	runWordPressPhp( path.join( __dirname, 'fixtures/moove-options.php' ), [
		action,
	] );
}
