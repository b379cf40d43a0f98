/**
 * Each package's build/assets.php (packages/php-kit/webpack/combined-assets.js) holds every asset file the build
 * wrote, entry for entry: the kit registers a handle from it without reading that entry's own file, so the two may
 * never disagree. PHP reads both, as WordPress would.
 */
const { execFileSync } = require( 'node:child_process' );
const fs = require( 'node:fs' );
const path = require( 'node:path' );

const { repoRoot, WORKSPACES } = require( '../workspaces' );

const PACKAGES = WORKSPACES.filter( ( workspace ) =>
	/^(plugins|themes)\//.test( workspace )
);

// Prints {"combined": {...}, "files": {...}}: the combined file's array and each asset file's, keyed by entry.
const READ_BOTH = `
$dir = $argv[1];
$files = [];
$walk = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ) );
foreach ( $walk as $file ) {
	$name = substr( (string) $file, strlen( $dir ) );
	if ( str_ends_with( $name, '.asset.php' ) ) {
		$files[ substr( $name, 0, -strlen( '.asset.php' ) ) ] = require (string) $file;
	}
}
ksort( $files );
$combined = require $dir . 'assets.php';
ksort( $combined );
echo json_encode( [ 'combined' => $combined, 'files' => $files ] );
`;

describe.each( PACKAGES )( 'build/assets.php of %s', ( workspace ) => {
	const dir = path.join( repoRoot, workspace, 'build' ) + '/';

	it( 'holds every entry of the build with the dependencies and version of its asset file', () => {
		expect( fs.existsSync( dir + 'assets.php' ) ).toBe( true );
		const { combined, files } = JSON.parse(
			execFileSync( 'php', [ '-r', READ_BOTH, dir ], {
				encoding: 'utf8',
			} )
		);
		expect( Object.keys( files ).length ).toBeGreaterThan( 0 );
		expect( combined ).toEqual( files );
	} );
} );
