/**
 * Which parts of `npm run bench` run: all of them, or those named by `--only=stripe,theme`
 * (`npm run bench -- --only=stripe`).
 */

export const PARTS = [
	'pages',
	'consent',
	'theme',
	'statistics',
	'stripe',
	'social',
	'bundle',
	'load',
];

/**
 * @param {string[]} args The command's arguments.
 * @return {Set<string>} The parts to run.
 * @throws {Error} Naming an unknown part, or an argument that is not `--only=…`.
 */
export function selectedParts( args ) {
	/** @type {Set<string>} */
	const chosen = new Set();
	for ( const arg of args ) {
		const only = /^--only=(.+)$/.exec( arg );
		if ( ! only ) {
			throw new Error(
				`Unknown argument ${ arg }: use --only=<part>[,<part>] with parts ${ PARTS.join( ', ' ) }`
			);
		}
		for ( const part of only[ 1 ].split( ',' ).map( ( p ) => p.trim() ) ) {
			if ( ! PARTS.includes( part ) ) {
				throw new Error(
					`Unknown bench part "${ part }": the parts are ${ PARTS.join( ', ' ) }`
				);
			}
			chosen.add( part );
		}
	}
	return chosen.size ? chosen : new Set( PARTS );
}
