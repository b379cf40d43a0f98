/**
 * Writes build/assets.php beside the asset files wp-scripts writes, one per entry (build/<entry>.asset.php): every
 * entry's dependencies and version in one PHP array, keyed by the entry (`frontend`, `styles/first-paint`). The kit's
 * BuildAssets reads it once a request instead of a file per registered handle: about thirty-five files fewer on each
 * page of the theme, each a file opened and its code loaded. The asset files stay, for WordPress's block registration
 * and the tests. Runs on every compilation, `wp-scripts start`'s included, so the two never disagree.
 *
 * Shared by the packages' webpack configs, which require it by path at build time.
 */
const ASSET = /\.asset\.php$/;

class CombinedAssetsPlugin {
	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'CombinedAssetsPlugin',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'CombinedAssetsPlugin',
						// After the dependency extraction plugin wrote the asset files (its stage: analyse).
						stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
					},
					( assets ) => {
						const entries = Object.keys( assets )
							.filter( ( name ) => ASSET.test( name ) )
							.sort()
							.map( ( name ) =>
								entryLine(
									name.replace( ASSET, '' ),
									assets[ name ].source().toString()
								)
							);
						compilation.emitAsset(
							'assets.php',
							new sources.RawSource(
								`<?php return array(\n${ entries.join(
									''
								) });\n`
							)
						);
					}
				);
			}
		);
	}
}

/**
 * @param {string} entry An entry's name, its asset file's path in build/ without `.asset.php`.
 * @param {string} php   That asset file: `<?php return array(...);`.
 * @return {string} The entry's line of the combined array.
 */
function entryLine( entry, php ) {
	const array = php
		.trim()
		.replace( /^<\?php\s+return\s+/, '' )
		.replace( /;$/, '' );
	if ( ! array.startsWith( 'array(' ) || ! /^[\w\/.-]+$/.test( entry ) ) {
		throw new Error(
			`CombinedAssetsPlugin: ${ entry }.asset.php is not the array wp-scripts writes`
		);
	}
	return `\t'${ entry }' => ${ array },\n`;
}

module.exports = CombinedAssetsPlugin;
