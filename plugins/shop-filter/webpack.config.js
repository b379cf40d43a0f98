/**
 * Build of Shop Filter: the wp-scripts defaults with explicit entry points.
 * Output: build/<entry>.js and build/<entry>.asset.php (script dependencies and version).
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

module.exports = {
	...defaultConfig,
	entry: {
		// Storefront core, no React (handle shop-filter-frontend).
		frontend: './src/frontend/index.ts',
		// Settings app on WooCommerce > Shop Filter (handle shop-filter-admin).
		admin: './src/admin/index.tsx',
		// "Product filter" block (editor script; block.json is copied next to it; PHP renders the form).
		'blocks/product-filter/index': './src/blocks/product-filter/index.ts',
	},
};
