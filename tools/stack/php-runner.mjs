/**
 * PHP on the command line, inside WordPress: the way every set-up step (and the test runner) talks to the site.
 */

/**
 * External dependencies
 */
import path from 'node:path';

/**
 * Internal dependencies
 */
import { DOCROOT, PHP_SCRIPTS_DIR, SITE_URL, STACK_DIR } from './config.mjs';
import { run } from './run-command.mjs';

const WP_CONTEXT = path.join( PHP_SCRIPTS_DIR, 'wp-context.php' );

/**
 * @typedef {Object} PhpRunOptions
 * @property {string[]} [args]         Passed to the script as $argv[1…].
 * @property {boolean}  [allowFailure] Resolve with the exit code instead of throwing.
 * @property {boolean}  [wordpress]    Load WordPress first (default true); false runs the script bare.
 */

/**
 * Runs a PHP script with WordPress loaded (wp-load.php, as a page view would), in the docroot, with
 * SHOP_STACK_DIR, SHOP_WP_DIR and SHOP_SITE_URL set. Notices go to .stack/logs/wp-debug.log like any other.
 *
 * @param {string}                 scriptPath Absolute, or relative to the current folder.
 * @param {Record<string, string>} [env]      Extra environment, e.g. { SHOP_TEST_DB: '1' }.
 * @param {PhpRunOptions}          [options]
 * @return {Promise<import('./run-command.mjs').RunResult>} Exit code and the script's output.
 */
export function runPhp(
	scriptPath,
	env = {},
	{ args = [], allowFailure = false, wordpress = true } = {}
) {
	const prepend = wordpress
		? [ '-d', `auto_prepend_file=${ WP_CONTEXT }` ]
		: [];
	return run( 'php', [ ...prepend, path.resolve( scriptPath ), ...args ], {
		cwd: DOCROOT,
		env: {
			SHOP_STACK_DIR: STACK_DIR,
			SHOP_WP_DIR: DOCROOT,
			SHOP_SITE_URL: SITE_URL,
			...env,
		},
		allowFailure,
	} );
}

/**
 * @param {string}                 name      One of our scripts in tools/stack/php/.
 * @param {Record<string, string>} [env]
 * @param {PhpRunOptions}          [options]
 * @return {Promise<import('./run-command.mjs').RunResult>} Exit code and the script's output.
 */
export function runStackScript( name, env = {}, options = {} ) {
	return runPhp( path.join( PHP_SCRIPTS_DIR, name ), env, options );
}
