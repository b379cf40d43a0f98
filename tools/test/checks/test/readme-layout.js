/**
 * Each package README's layout table matches the tree (issue 30): a path it names exists, and every source file of the
 * package is named by a row, by its folder's row or by a folder glob (`includes/Guard/*`). A row names paths in its
 * first cell, in backticks; a bare file name after a path (`includes/Rest/A.php`, `B.php`) is in that path's folder.
 * The kit's copies (`includes/Kit/`, `inc/Kit/`) are build output: their row may name them before a build.
 */
const { execFileSync } = require( 'node:child_process' );
const fs = require( 'node:fs' );
const path = require( 'node:path' );

const { repoRoot, WORKSPACES } = require( '../workspaces' );

/** Each package, the heading of its README's layout section and the folder its rows name paths from. */
const PACKAGES = [
	...WORKSPACES.map( ( pkg ) => [ pkg, 'Layout', '' ] ),
	[ 'packages/php-kit', 'What is in it', 'src/' ],
	[ 'packages/storefront-runtime', 'Modules', 'src/' ],
	[ 'packages/admin-settings', '', 'src/' ],
];

/** Folders of a package whose files a layout covers: its shipped PHP and its TypeScript sources. */
const SOURCE_FOLDERS = [ 'includes', 'inc', 'src' ];
const SOURCE_FILE = /\.(php|tsx?|scss|css|json)$/;
const SKIPPED = new Set( [ 'test', 'tests', 'Kit', 'node_modules', 'build' ] );
const BUILD_OUTPUT = /^(includes|inc)\/Kit\//;

/**
 * @param {string} folder Absolute folder.
 * @return {string[]} Its source files git tracks or would track (build output it ignores, as the network colours
 *                    social's build writes into src/, left out), below the skipped folders.
 */
const sourceFiles = ( folder ) =>
	fs.existsSync( folder )
		? execFileSync(
				'git',
				[
					'ls-files',
					'--cached',
					'--others',
					'--exclude-standard',
					'-z',
					'--',
					'.',
				],
				{ cwd: folder, encoding: 'utf8' }
			)
				.split( '\0' )
				.filter( Boolean )
				.filter( ( file ) => SOURCE_FILE.test( file ) )
				.filter(
					( file ) =>
						! file
							.split( '/' )
							.some( ( part ) => SKIPPED.has( part ) )
				)
				.filter( ( file ) =>
					fs.existsSync( path.join( folder, file ) )
				)
				.map( ( file ) => path.join( folder, file ) )
		: [];

/**
 * The text of a README's section (up to the next heading of its level or above); the whole README for ''.
 *
 * @param {string} readme  The README's text.
 * @param {string} heading The section's heading.
 */
function section( readme, heading ) {
	if ( ! heading ) {
		return readme;
	}
	const start = readme.search( new RegExp( `^## ${ heading }$`, 'm' ) );
	if ( start < 0 ) {
		return '';
	}
	const rest = readme.slice( start + 3 );
	const end = rest.search( /^##/m );
	return end < 0 ? rest : rest.slice( 0, end );
}

/**
 * The paths the layout rows of a README name, relative to the package.
 *
 * @param {string} layout The layout section's text.
 * @param {string} base   The folder the rows name paths from.
 * @return {string[]} Paths; a folder ends with `/`, a glob with `/*`.
 */
function layoutPaths( layout, base ) {
	return layout
		.split( '\n' )
		.filter( ( line ) => /^\| `/.test( line ) )
		.flatMap( ( line ) => {
			const cell = line.split( /(?<!\\)\|/ )[ 1 ];
			let folder = '';
			return [ ...cell.matchAll( /`([^`]+)`/g ) ]
				.map( ( match ) => match[ 1 ] )
				.filter( ( name ) => /^[\w.*/-]+$/.test( name ) )
				.filter(
					( name ) => name.includes( '/' ) || /\.\w+$/.test( name )
				)
				.map( ( name ) => {
					if ( name.includes( '/' ) ) {
						folder = name.endsWith( '/' )
							? name
							: name.slice( 0, name.lastIndexOf( '/' ) + 1 );
						return name;
					}
					return folder + name;
				} )
				.map( ( name ) =>
					name.startsWith( '../' ) ? name : base + name
				);
		} );
}

/**
 * Whether a named path covers a file.
 *
 * @param {string} named    A path the layout names.
 * @param {string} relative The file, relative to the package.
 */
const covers = ( named, relative ) =>
	named === relative ||
	( named.endsWith( '/' ) && relative.startsWith( named ) ) ||
	( named.endsWith( '/*' ) && relative.startsWith( named.slice( 0, -1 ) ) );

describe.each( PACKAGES )(
	'the layout of %s/README.md',
	( pkg, heading, base ) => {
		const root = path.join( repoRoot, pkg );
		const readme = fs.readFileSync(
			path.join( root, 'README.md' ),
			'utf8'
		);
		const named = layoutPaths( section( readme, heading ), base );

		it( 'has a layout table', () => {
			expect( named.length ).toBeGreaterThan( 0 );
		} );

		it( 'names only paths that exist', () => {
			const missing = named.filter( ( name ) => {
				if ( BUILD_OUTPUT.test( name ) || name.startsWith( '../' ) ) {
					return false;
				}
				const target = path.join( root, name.replace( /\/\*$/, '/' ) );
				return ! fs.existsSync( target );
			} );
			expect( missing ).toEqual( [] );
		} );

		it( 'names every source file, by itself or by its folder', () => {
			const files = SOURCE_FOLDERS.flatMap( ( folder ) =>
				sourceFiles( path.join( root, folder ) )
			).map( ( file ) => path.relative( root, file ) );
			const unnamed = files.filter(
				( file ) => ! named.some( ( name ) => covers( name, file ) )
			);
			expect( unnamed ).toEqual( [] );
		} );
	}
);
