/**
 * Build of Shop Filter: the wp-scripts defaults with explicit entry points.
 * Output: build/<entry>.js and build/<entry>.asset.php (script dependencies and version), and the chunks the
 * storefront core loads on first use (`import()`), as build/<chunk>.<content hash>.js.
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

module.exports = {
	...defaultConfig,
	output: {
		...defaultConfig.output,
		// A chunk's content hash is in its name, not in a `?ver=` query as the wp-scripts default has it, since some
		// caches and CDNs ignore query strings; each build empties build/, so no stale chunk is shipped.
		chunkFilename: '[name].[contenthash:20].js',
		// The chunks' folder is set at run time to the folder of the script that loads them (src/frontend/index.ts:
		// a site in a folder, a CDN); webpack's own 'auto' does the same with 0.3 kB gz more code and guesses the last
		// script of the page when `document.currentScript` is not set.
		publicPath: '',
	},
	entry: {
		// Storefront core, no React (handle shop-filter-frontend; its style is src/frontend/frontend.scss, built to
		// build/frontend.css in the same chunk: no second initial chunk for the runtime to wait on).
		frontend: './src/frontend/index.ts',
		// Settings app on WooCommerce > Shop Filter (handle shop-filter-admin).
		admin: './src/admin/index.tsx',
		// "Product filter" block (editor script; block.json is copied next to it; PHP renders the form).
		'blocks/product-filter/index': './src/blocks/product-filter/index.ts',
	},
};
