/**
 * Both themes a benchmark compares on one site in the same stored state: each with the user global-styles post the
 * block editor creates for the active theme (php/global-styles-posts.php says why it matters).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { runPhp } from '../stack/index.mjs';

const SCRIPT = path.join(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'php',
	'global-styles-posts.php'
);

/**
 * @param {string[]} themes Theme slugs, e.g. [ 'shop-theme', 'twentytwentyfive' ].
 * @return {Promise<Record<string, number>>} Each theme's post ID.
 */
export async function sameThemeState( themes ) {
	const { stdout } = await runPhp( SCRIPT, {}, { args: themes } );
	return JSON.parse( stdout );
}
