/**
 * Build of Shop Social Icons: the wp-scripts defaults with explicit entry points.
 * Output: build/<entry>.js and build/<entry>.asset.php (script dependencies and version).
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const CombinedAssetsPlugin = require( '../../packages/php-kit/webpack/combined-assets' );
const chunkedOutput = require( '../../packages/storefront-runtime/webpack/chunked-output' );

module.exports = {
	...defaultConfig,
	// The storefront core's chunks (tooltips, floating widget, popup trigger), named by content hash and loaded from
	// the core's own folder (see chunked-output.js).
	output: chunkedOutput( defaultConfig.output ),
	entry: {
		// Storefront core, no React (handle shop-social-icons-frontend).
		frontend: './src/frontend/index.ts',
		// On demand, injected by the core, never enqueued: the popup (handle shop-social-icons-popup), the WeChat and
		// Pinterest overlays (shop-social-icons-overlays) and the QR encoder for WeChat on a desktop
		// (shop-social-icons-qrcode).
		popup: './src/popup/index.ts',
		overlays: './src/overlays/index.ts',
		qrcode: './src/qrcode/index.ts',
		// Settings app on Settings > Shop Social Icons (handle shop-social-icons-admin).
		admin: './src/admin/index.tsx',
		// Admin notice widget's toggle and dismiss, no React (handle shop-social-icons-admin-notice).
		'admin-notice': './src/admin-notice/index.ts',
		// "Social icons" block (editor script; block.json is copied next to it; PHP renders the icons).
		'blocks/share/index': './src/blocks/share/index.ts',
		// The floating widget's stylesheet (handle shop-social-icons-floating), only where it is drawn.
		floating: './src/floating/style.scss',
		// Inline at the end of the body: loads the core and the newsletter form's script on reach (src/reach/).
		reach: './src/reach/index.ts',
		// Newsletter form's script, no React (handle shop-social-icons-newsletter), and its styles.
		newsletter: './src/newsletter/index.ts',
		// "Newsletter sign-up" block (editor script; PHP renders the form).
		'blocks/newsletter/index': './src/blocks/newsletter/index.ts',
	},
	// build/assets.php: every entry's asset file in one, read once a request (combined-assets.js).
	plugins: [ ...defaultConfig.plugins, new CombinedAssetsPlugin() ],
};
