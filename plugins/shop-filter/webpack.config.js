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
		// A chunk's address is next to the script that loads it (webpack's automatic public path, from
		// `document.currentScript`: a site in a folder, a CDN). Its content hash is in its name, not in a `?ver=`
		// query as the wp-scripts default has it, since some caches and CDNs ignore query strings; each build
		// empties build/, so no stale chunk is shipped.
		chunkFilename: '[name].[contenthash:20].js',
	},
	entry: {
		// Storefront core, no React (handle shop-filter-frontend).
		frontend: './src/frontend/index.ts',
		// Settings app on WooCommerce > Shop Filter (handle shop-filter-admin).
		admin: './src/admin/index.tsx',
		// "Product filter" block (editor script; block.json is copied next to it; PHP renders the form).
		'blocks/product-filter/index': './src/blocks/product-filter/index.ts',
	},
};
