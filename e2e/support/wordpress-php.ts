/**
 * Runs a PHP script inside the e2e site's WordPress, as the stack's own set-up scripts run
 * (`tools/stack/php/wp-context.php` loads WordPress first), for state no REST route can write or delete.
 */

/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { readStackFacts, stackDir } from './stack';

const WP_CONTEXT = path.resolve(
	__dirname,
	'../../tools/stack/php/wp-context.php'
);

/**
 * @param script  Absolute path of the PHP script.
 * @param args    Its arguments ($argv[1…]).
 * @param docroot The WordPress to run in: the stack's (node A's on the scale stack) unless another node's is named.
 * @return What the script printed; throws when it exits with an error.
 */
export function runWordPressPhp(
	script: string,
	args: string[] = [],
	docroot?: string
): string {
	const wordpress =
		docroot ??
		readStackFacts().docroot ??
		path.join( stackDir, 'wordpress' );
	return execFileSync(
		'php',
		[ '-d', `auto_prepend_file=${ WP_CONTEXT }`, script, ...args ],
		{
			cwd: wordpress,
			env: {
				...process.env,
				SHOP_STACK_DIR: stackDir,
				SHOP_WP_DIR: wordpress,
				SHOP_SITE_URL: readStackFacts().url,
			},
			stdio: 'pipe',
			encoding: 'utf8',
		}
	);
}
