/**
 * Must-use plugins a scale spec puts on both web nodes for its own run: each node has its own copy of the code, so a
 * fixture that changes WordPress has to be on both, as a host would deploy it. The next start of the stack copies
 * the code again and takes any leftover away.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { scaleFacts } from '../support/scale';

/**
 * Copies a PHP fixture into `wp-content/mu-plugins/` of both nodes; WordPress reads that folder at every request.
 *
 * @param fixture Absolute path of the plugin file.
 * @return Takes it away again from both nodes.
 */
export function onBothNodes( fixture: string ): () => void {
	const copies = Object.values( scaleFacts().nodes ).map( ( { docroot } ) =>
		path.join(
			docroot,
			'wp-content/mu-plugins',
			`shop-e2e-${ path.basename( fixture ) }`
		)
	);
	for ( const copy of copies ) {
		fs.copyFileSync( fixture, copy );
	}
	return () => {
		for ( const copy of copies ) {
			fs.rmSync( copy, { force: true } );
		}
	};
}
