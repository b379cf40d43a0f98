/**
 * The built bundles share React through WordPress's script handles: none carries a
 * copy of its own, and each is described by a `*.asset.php` file. A chunk that a script
 * loads on demand (`import()`, named `<name>.<content hash>.js`) has no handle and no
 * asset file: it may use no WordPress script handle, which its script's asset file
 * would have to name.
 */
const fs = require( 'node:fs' );
const path = require( 'node:path' );

const { repoRoot, WORKSPACES } = require( '../workspaces' );

// Strings that only a bundled copy of React or ReactDOM contains.
const REACT_FINGERPRINTS = [
	'__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED',
	'__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
	'react.production',
	'react-dom.production',
];

const scriptsOf = ( workspace ) => {
	const dir = path.join( repoRoot, workspace, 'build' );
	const walk = ( folder ) =>
		fs
			.readdirSync( folder, { withFileTypes: true } )
			.flatMap( ( entry ) => {
				const full = path.join( folder, entry.name );
				return entry.isDirectory() ? walk( full ) : [ full ];
			} );
	return fs.existsSync( dir )
		? walk( dir ).filter( ( file ) => file.endsWith( '.js' ) )
		: [];
};

/**
 * Whether a built file is a chunk loaded on demand: its content hash is in its name (webpack.config.js).
 *
 * @param {string} file The file.
 */
const isChunk = ( file ) => /\.[0-9a-f]{20}\.js$/.test( file );

/** How a bundle reads a WordPress or WooCommerce script handle (dependency-extraction's externals). */
const HANDLE_GLOBALS =
	/window\.(wp|wc|React|ReactDOM|ReactJSXRuntime|lodash|jQuery)\b/;

describe.each( WORKSPACES )( 'the build of %s', ( workspace ) => {
	const scripts = scriptsOf( workspace );

	it( 'exists', () => {
		expect( scripts.length ).toBeGreaterThan( 0 );
	} );

	it( 'contains no copy of React', () => {
		const withReact = scripts.filter( ( file ) => {
			const code = fs.readFileSync( file, 'utf8' );
			return REACT_FINGERPRINTS.some( ( print ) =>
				code.includes( print )
			);
		} );
		expect( withReact ).toEqual( [] );
	} );

	it( 'has an asset file listing dependencies and a version for every script', () => {
		for ( const script of scripts.filter(
			( file ) => ! isChunk( file )
		) ) {
			const asset = script.replace( /\.js$/, '.asset.php' );
			expect( fs.existsSync( asset ) ).toBe( true );
			const php = fs.readFileSync( asset, 'utf8' );
			expect( php ).toMatch( /'dependencies' => array\(/ );
			expect( php ).toMatch( /'version' => '[\w]+'/ );
		}
	} );

	it( 'has chunks that use no script handle', () => {
		const withHandles = scripts
			.filter( isChunk )
			.filter( ( file ) =>
				HANDLE_GLOBALS.test( fs.readFileSync( file, 'utf8' ) )
			);
		expect( withHandles ).toEqual( [] );
	} );
} );

it( 'maps WooCommerce checkout modules to WooCommerce script handles', () => {
	const assets = scriptsOf( 'plugins/shop-stripe-gateway' )
		.map( ( file ) => file.replace( /\.js$/, '.asset.php' ) )
		.map( ( file ) => fs.readFileSync( file, 'utf8' ) );
	expect( assets.join( '\n' ) ).toContain( "'wc-blocks-registry'" );
} );
