/**
 * Build of Shop Theme: the wp-scripts defaults with explicit entry points.
 * Output per entry: build/<entry>.js and build/<entry>.asset.php (script dependencies and version).
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

module.exports = {
	...defaultConfig,
	entry: {
		// Storefront core, no React (handle shop-theme-frontend).
		frontend: './src/frontend/index.ts',
		// Fills the anti-spam keys of comment and review forms; enqueued only where one is open (shop-theme-antispam).
		antispam: './src/frontend/antispam.ts',
		// Appearance > Theme options, React (shop-theme-options).
		options: './src/options/index.tsx',
		// The wishlist pattern's list, only on pages that show it (handle shop-theme-wishlist-page).
		'wishlist-page': './src/frontend/wishlist-page-main.ts',
		// Quick view dialog (React), loaded by the core on the first click (handle shop-theme-quick-view).
		'quick-view': './src/quick-view/index.tsx',
	},
};
