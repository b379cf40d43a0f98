/**
 * Build of Shop Theme: the wp-scripts defaults with explicit entry points.
 * Output per script entry: build/<entry>.js and build/<entry>.asset.php (script dependencies and version).
 * Output per stylesheet entry (src/styles/): build/styles/<entry>.css, minified, with its @imports bundled, and
 * build/styles/<entry>.asset.php, whose version is the hash of that CSS (the same in every copy of the theme, so two
 * web nodes give a stylesheet the same address); the empty script webpack writes beside it is dropped.
 */
const path = require( 'node:path' );
const fs = require( 'node:fs' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const CombinedAssetsPlugin = require( '../../packages/php-kit/webpack/combined-assets' );

const STYLES = path.resolve( __dirname, 'src/styles' );

/**
 * Every stylesheet the theme prints: src/styles/*.css and src/styles/blocks/*.css (the folders they import are not),
 * or .scss where a sheet takes a rule the packages share (`@use` of storefront-runtime's mixins), built to CSS.
 */
const styleEntries = Object.fromEntries(
	[ '', 'blocks/' ].flatMap( ( folder ) =>
		fs
			.readdirSync( path.join( STYLES, folder ) )
			.filter( ( file ) => /\.s?css$/.test( file ) )
			.map( ( file ) => [
				`styles/${ folder }${ file.replace( /\.s?css$/, '' ) }`,
				`./src/styles/${ folder }${ file }`,
			] )
	)
);

/** Drops the empty scripts webpack writes for stylesheet entries (their asset files give the CSS its version). */
class DropStyleScripts {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'DropStyleScripts',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'DropStyleScripts',
						stage: compiler.webpack.Compilation
							.PROCESS_ASSETS_STAGE_REPORT,
					},
					( assets ) => {
						for ( const name of Object.keys( assets ) ) {
							if ( /^styles\/.*\.js$/.test( name ) ) {
								compilation.deleteAsset( name );
							}
						}
					}
				);
			}
		);
	}
}

module.exports = {
	...defaultConfig,
	entry: {
		// Storefront core, no React (handle shop-theme-frontend).
		frontend: './src/frontend/index.ts',
		// The pre-loader's fades and reload on resize, each only when its option is on (off by default; handles
		// shop-theme-preloader, shop-theme-resize-reload).
		preloader: './src/frontend/preloader-main.ts',
		'resize-reload': './src/frontend/resize-reload-main.ts',
		// Fills the anti-spam keys of comment and review forms; enqueued only where one is open (shop-theme-antispam).
		antispam: './src/frontend/antispam.ts',
		// Appearance > Theme options, React (shop-theme-options).
		options: './src/options/index.tsx',
		// The wishlist pattern's list, only on pages that show it (handle shop-theme-wishlist-page).
		'wishlist-page': './src/frontend/wishlist-page-main.ts',
		// Holds taps on the grids' Add to cart until hydration; printed inline in the head (ShopTheme\Shop\EarlyClicks).
		'early-clicks': './src/frontend/early-clicks-main.ts',
		'early-clicks-wc10': './src/frontend/early-clicks-wc10-main.ts',
		// Quick view dialog (React), loaded by the core on the first click (handle shop-theme-quick-view).
		'quick-view': './src/quick-view/index.tsx',
		// The stylesheets, printed by ShopTheme\Styles\StyleLoader.
		...styleEntries,
	},
	// build/assets.php: every entry's asset file in one, read once a request (combined-assets.js).
	plugins: [
		...defaultConfig.plugins,
		new DropStyleScripts(),
		new CombinedAssetsPlugin(),
	],
};
