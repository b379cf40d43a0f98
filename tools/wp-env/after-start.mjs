/**
 * The Docker path's `afterStart` (see .wp-env.json): runs the local stack's own seed
 * scripts inside the wp-env container, so both paths give the same site. They are
 * mapped into the container at wp-content/shop-seed.
 */
import { execFileSync } from 'node:child_process';

const SEEDS = [ 'seed-content.php', 'seed-shop.php' ];

for ( const seed of SEEDS ) {
	console.log( `wp-env: running ${ seed }` );
	execFileSync(
		'npx',
		[
			'wp-env',
			'run',
			'cli',
			'wp',
			'eval-file',
			`wp-content/shop-seed/${ seed }`,
		],
		{ stdio: 'inherit' }
	);
}
