/**
 * Build of Shop Filter: the wp-scripts defaults with explicit entry points.
 * Output: build/<entry>.js and build/<entry>.asset.php (script dependencies and version), and the chunks the
 * storefront core loads on first use (`import()`), as build/<chunk>.<content hash>.js.
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const CombinedAssetsPlugin = require( '../../packages/php-kit/webpack/combined-assets' );
const chunkedOutput = require( '../../packages/storefront-runtime/webpack/chunked-output' );

module.exports = {
	...defaultConfig,
	// Chunks named by content hash, loaded from the core's own folder (see chunked-output.js).
	output: chunkedOutput( defaultConfig.output ),
	entry: {
		// Storefront core, no React (handle shop-filter-frontend; its style is src/frontend/frontend.scss, built to
		// build/frontend.css in the same chunk: no second initial chunk for the runtime to wait on).
		frontend: './src/frontend/index.ts',
		// Settings app on WooCommerce > Shop Filter (handle shop-filter-admin).
		admin: './src/admin/index.tsx',
		// "Product filter" block (editor script; block.json is copied next to it; PHP renders the form).
		'blocks/product-filter/index': './src/blocks/product-filter/index.ts',
	},
	// build/assets.php: every entry's asset file in one, read once a request (combined-assets.js).
	plugins: [ ...defaultConfig.plugins, new CombinedAssetsPlugin() ],
};
