/**
 * The packages the repository checks read: the four plugins and the theme, and the repository's root.
 */
const path = require( 'node:path' );

const repoRoot = path.resolve( __dirname, '../../..' );

const WORKSPACES = [
	'plugins/shop-consent',
	'plugins/shop-social-icons',
	'plugins/shop-filter',
	'plugins/shop-stripe-gateway',
	'themes/shop-theme',
];

module.exports = { repoRoot, WORKSPACES };
