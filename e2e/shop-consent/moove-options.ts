/**
 * The options of GDPR Cookie Compliance (the plugin Shop Consent replaces) on the e2e site, written by a PHP
 * script run inside WordPress as the stack's own set-up scripts are: that plugin is not installed, so no REST
 * route can write its option.
 */

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { readStackFacts, stackDir } from '../support/stack';

const REPO = path.resolve( __dirname, '../..' );

/**
 * @param action seed: store the realistic options of the PHPUnit fixture; remove: delete them.
 */
export function mooveOptions( action: 'seed' | 'remove' ) {
	const wordpress = path.join( stackDir, 'wordpress' );
	execFileSync(
		'php',
		[
			'-d',
			`auto_prepend_file=${ path.join(
				REPO,
				'tools/stack/php/wp-context.php'
			) }`,
			path.join( __dirname, 'fixtures/moove-options.php' ),
			action,
		],
		{
			cwd: wordpress,
			env: {
				...process.env,
				SHOP_STACK_DIR: stackDir,
				SHOP_WP_DIR: wordpress,
				SHOP_SITE_URL: readStackFacts().url,
			},
			stdio: 'pipe',
		}
	);
}
