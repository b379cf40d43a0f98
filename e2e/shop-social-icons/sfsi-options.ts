/**
 * The options of Ultimate Social Media Icons (the plugin Shop Social Icons replaces) on the e2e site, written by a
 * PHP script run inside WordPress: that plugin is not installed, so no REST route can write them.
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
 * @param action seed: store the sample options of the PHPUnit fixture; remove: delete them.
 */
export function sfsiOptions( action: 'seed' | 'remove' ) {
	runWordPressPhp( path.join( __dirname, 'fixtures/sfsi-options.php' ), [
		action,
	] );
}
