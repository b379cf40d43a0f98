/**
 * The webpack output of a storefront core that loads parts of itself on first use (`import()`): shared by the plugins'
 * webpack configs, which require it by path at build time.
 *
 * A chunk's content hash is in its name, not in a `?ver=` query as the wp-scripts default has it, since some caches
 * and CDNs ignore query strings; each build empties build/, so no stale chunk is shipped. The chunks' folder is set
 * at run time to the folder of the script that loads them (`script-folder.ts`: a site in a folder, a CDN); webpack's
 * own 'auto' does the same with 0.3 kB gz more code and guesses the last script of the page when
 * `document.currentScript` is not set.
 *
 * @param {Object} output The wp-scripts default output.
 * @return {Object} The output with those two changes.
 */
module.exports = ( output ) => ( {
	...output,
	chunkFilename: '[name].[contenthash:20].js',
	publicPath: '',
} );
