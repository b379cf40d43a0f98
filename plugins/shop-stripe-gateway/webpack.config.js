/**
 * Build of Shop Stripe Gateway: the wp-scripts defaults with explicit entry points, and WooCommerce's
 * dependency-extraction plugin in place of WordPress's, so `@woocommerce/*` imports become WooCommerce
 * script handles (wc-blocks-registry, wc-settings) instead of being bundled.
 * Output: build/<entry>.js and build/<entry>.asset.php (script dependencies and version).
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const CombinedAssetsPlugin = require( '../../packages/php-kit/webpack/combined-assets' );
const WooCommerceDependencyExtractionWebpackPlugin = require( '@woocommerce/dependency-extraction-webpack-plugin' );

module.exports = {
	...defaultConfig,
	entry: {
		// Inline after each express container (ShopStripeGateway\Express\ExpressContainer): loads Stripe.js and the
		// express script once the container nears the viewport.
		'express-loader': './src/express/loader.ts',
		// Classic checkout core, no React (handle shop-stripe-gateway-frontend).
		frontend: './src/frontend/index.ts',
		// Settings app on WooCommerce > Stripe Gateway (handle shop-stripe-gateway-admin).
		admin: './src/admin/index.tsx',
		// Express checkout buttons of the classic product page, cart and checkout, no React; added by the express
		// container's loader when the container nears the viewport (issue 31).
		express: './src/express/express.ts',
		// Express buttons on the cart and checkout blocks (handle of Blocks\ExpressPaymentMethod).
		'express-block': './src/express/block.tsx',
		// Block checkout payment method (handle shop-stripe-gateway-checkout).
		checkout: './src/checkout/index.tsx',
		// The express button's preview on the card gateway's settings (handle shop-stripe-gateway-express-preview).
		'express-preview': './src/express-preview/index.ts',
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				plugin.constructor.name !== 'DependencyExtractionWebpackPlugin'
		),
		new WooCommerceDependencyExtractionWebpackPlugin(),
		// build/assets.php: every entry's asset file in one, read once a request (combined-assets.js).
		new CombinedAssetsPlugin(),
	],
};
