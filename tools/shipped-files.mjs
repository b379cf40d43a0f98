/**
 * What a package ships: everything but its development files. One list for `npm run zip` (tools/zip.mjs) and the
 * scale stack's web nodes, which run the packages as a shop installs them (tools/stack/scale/node-tree.mjs).
 */

/** Development-only files and folders, at any depth of a package. */
export const DEVELOPMENT_ONLY = Object.freeze( [
	'src',
	'tests',
	'test',
	'node_modules',
	'package.json',
	'tsconfig.json',
	'webpack.config.js',
	'README.md',
	'.gitkeep',
	'.DS_Store',
	'types',
] );

/**
 * @param {string} name A file or folder name.
 * @return {boolean} Whether a package ships it (source maps never).
 */
export const isShipped = ( name ) =>
	! DEVELOPMENT_ONLY.includes( name ) && ! name.endsWith( '.map' );
