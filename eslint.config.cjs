/**
 * ESLint flat config (ESLint 10, run by `wp-scripts lint-js`): the wp-scripts defaults plus what a
 * monorepo of npm workspaces needs.
 */
const fs = require( 'node:fs' );
const path = require( 'node:path' );
const wpScriptsConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );
// eslint-disable-next-line import/no-extraneous-dependencies -- installed with @wordpress/scripts, whose config uses it.
const wpPlugin = require( '@wordpress/eslint-plugin' );

// Folders of the npm workspaces (plugins/*, themes/*, packages/*), e.g. "plugins/shop-consent".
const workspaces = [ 'plugins', 'themes', 'packages' ].flatMap( ( parent ) =>
	fs.existsSync( path.join( __dirname, parent ) )
		? fs
				.readdirSync( path.join( __dirname, parent ) )
				.map( ( name ) => `${ parent }/${ name }` )
				.filter( ( dir ) =>
					fs.existsSync( path.join( __dirname, dir, 'package.json' ) )
				)
		: []
);

module.exports = [
	...wpScriptsConfig,
	{
		ignores: [
			'**/build/**',
			'**/node_modules/**',
			'**/vendor/**',
			'.stack/**',
		],
	},
	{
		settings: {
			// Not published to npm: WooCommerce's dependency-extraction plugin maps them to its script
			// handles (wc-blocks-registry, wc-settings); their types are declared in types/woocommerce.d.ts.
			'import/core-modules': [
				'@woocommerce/blocks-registry',
				'@woocommerce/settings',
			],
		},
		rules: {
			// Everything is installed at the root.
			'import/no-extraneous-dependencies': [
				'error',
				{ packageDir: [ __dirname ], peerDependencies: true },
			],
		},
	},
	// A workspace may also import what its own package.json declares: the shared packages of packages/.
	...workspaces.map( ( dir ) => ( {
		files: [ `${ dir }/**` ],
		rules: {
			'import/no-extraneous-dependencies': [
				'error',
				{
					packageDir: [ __dirname, path.join( __dirname, dir ) ],
					peerDependencies: true,
				},
			],
		},
	} ) ),
	// Unit tests written in TypeScript (the defaults cover only .js/.jsx).
	...wpPlugin.configs[ 'test-unit' ].map( ( config ) => ( {
		...config,
		files: [ '**/test/**/*.{ts,tsx}' ],
	} ) ),
	// End-to-end suites run under Playwright, whose fixtures call `use()`: not a React hook.
	{
		files: [ 'e2e/**/*.{js,ts}' ],
		rules: { 'react-hooks/rules-of-hooks': 'off' },
	},
	// The command-line tools (and the PHP kit's copy step) talk to the developer through the console.
	{
		files: [ 'tools/**/*.{js,mjs}', 'packages/php-kit/*.mjs' ],
		rules: { 'no-console': 'off' },
	},
];
