/**
 * Build of Shop Theme: the wp-scripts defaults with an explicit entry point.
 * Output: build/frontend.js and build/frontend.asset.php (script dependencies and version).
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

module.exports = {
	...defaultConfig,
	entry: {
		// Storefront core, no React (handle shop-theme-frontend).
		frontend: './src/frontend/index.ts',
	},
};
