/**
 * Unit tests (`wp-scripts test-unit-js`): TypeScript and React modules of the plugins, the theme and the shared
 * packages, in jsdom, and the repository checks in tools/test/checks.
 * Tests live in test/ folders beside the code they test. End-to-end suites (e2e/) run under Playwright instead.
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

// Dependencies published as ES modules only. Jest on Node < 24.9 cannot require() them,
// so Babel compiles them like our own code (`.mjs` included).
const esmOnlyPackages = [ 'uuid', '@wordpress/theme' ];

module.exports = {
	...defaultConfig,
	// tools/test/checks holds repository-wide checks written as jest tests (e.g. no bundled React).
	roots: [
		'<rootDir>/plugins',
		'<rootDir>/themes',
		'<rootDir>/packages',
		'<rootDir>/tools',
	],
	testPathIgnorePatterns: [ '/node_modules/', '/build/' ],
	transform: {
		...defaultConfig.transform,
		'\\.mjs$':
			require.resolve( '@wordpress/scripts/config/babel-transform' ),
	},
	transformIgnorePatterns: [
		`/node_modules/(?!(?:.*/)?(?:${ esmOnlyPackages.join( '|' ) })/)`,
	],
	setupFilesAfterEnv: [ '@testing-library/jest-dom' ],
	// user-event types one key at a time; on a loaded 2-core machine a whole settings-screen test can pass 5 s.
	testTimeout: 20_000,
};
