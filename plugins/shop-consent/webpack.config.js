/**
 * Build of Shop Consent: the wp-scripts defaults with explicit entry points.
 * Output: build/<entry>.js and build/<entry>.asset.php (script dependencies and version).
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const CombinedAssetsPlugin = require( '../../packages/php-kit/webpack/combined-assets' );

module.exports = {
	...defaultConfig,
	entry: {
		// Storefront core, no React (handle shop-consent-frontend).
		frontend: './src/frontend/index.ts',
		// Settings app on Settings > Shop Consent (handle shop-consent-admin).
		admin: './src/admin/index.tsx',
		// Deciding, the undecided visitor's boot and the migration, loaded by the core on first need (handle
		// shop-consent-actions, no dependencies).
		actions: './src/actions/index.ts',
		// Banner and settings modal, loaded by the core only when needed (handle shop-consent-ui).
		banner: './src/banner/index.tsx',
		// Placeholders of blocked embeds, no React (handle shop-consent-embeds), only on pages holding one.
		embeds: './src/embeds/index.ts',
		// "Cookie settings" block (editor script; block.json is copied next to it).
		'blocks/cookie-settings/index': './src/blocks/cookie-settings/index.ts',
		// "Cookie policy" block (editor script; PHP renders the tables).
		'blocks/cookie-policy/index': './src/blocks/cookie-policy/index.ts',
	},
	// build/assets.php: every entry's asset file in one, read once a request (combined-assets.js).
	plugins: [ ...defaultConfig.plugins, new CombinedAssetsPlugin() ],
};
