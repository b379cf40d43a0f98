/**
 * Every PHP file of the plugins and the theme that is not an entry point stops when it is requested directly: a web
 * server may run any .php file under wp-content when asked for its URL, and outside WordPress a file must do nothing
 * (a fatal error there names the server's paths). The guard `defined( 'ABSPATH' ) || exit;` comes before anything
 * runs: only the opening tag, comments, `declare`, `namespace` and `use` may stand before it. Entry points:
 * uninstall.php (WordPress defines WP_UNINSTALL_PLUGIN for it, its guard) and consent's collect.php (requested
 * directly, it loads WordPress itself). Tests, build output and dependencies are not shipped code.
 */
const fs = require( 'node:fs' );
const path = require( 'node:path' );

const { repoRoot, WORKSPACES } = require( '../workspaces' );
const SKIPPED_FOLDERS = new Set( [
	'tests',
	'build',
	'node_modules',
	'vendor',
] );
const ENTRY_POINTS = new Set( [ 'plugins/shop-consent/collect.php' ] );

const GUARD = /^defined\( '(ABSPATH|WP_UNINSTALL_PLUGIN)' \) \|\| exit;$/;
/** What may stand before the guard: nothing that runs. */
const BEFORE_GUARD =
	/^(<\?php|\s*|\s*(\/\*\*?|\*|\*\/|\/\/).*|declare\(.*\);|namespace [^;]+;|use [^;]+;)$/;

/**
 * @param {string} folder Absolute folder.
 * @return {string[]} Its PHP files, below the skipped folders and dot folders (stack state) left out.
 */
const phpFiles = ( folder ) =>
	fs.readdirSync( folder, { withFileTypes: true } ).flatMap( ( entry ) => {
		const full = path.join( folder, entry.name );
		if ( entry.isDirectory() ) {
			return SKIPPED_FOLDERS.has( entry.name ) ||
				entry.name.startsWith( '.' )
				? []
				: phpFiles( full );
		}
		return entry.name.endsWith( '.php' ) ? [ full ] : [];
	} );

/**
 * Why a file's guard is wrong, or '' when it is right.
 *
 * @param {string} source   The file's text.
 * @param {string} relative Its path from the repository root.
 */
function guardProblem( source, relative ) {
	const lines = source.split( '\n' );
	const at = lines.findIndex( ( line ) => GUARD.test( line ) );
	if ( at < 0 ) {
		return 'no guard';
	}
	const uninstall = relative.endsWith( '/uninstall.php' );
	if ( uninstall !== lines[ at ].includes( 'WP_UNINSTALL_PLUGIN' ) ) {
		return uninstall
			? 'uninstall.php guards with WP_UNINSTALL_PLUGIN'
			: 'guards with WP_UNINSTALL_PLUGIN';
	}
	const early = lines
		.slice( 0, at )
		.find( ( line ) => ! BEFORE_GUARD.test( line ) );
	return early === undefined ? '' : `runs "${ early }" before the guard`;
}

describe( 'ABSPATH guards', () => {
	const files = WORKSPACES.flatMap( ( workspace ) =>
		phpFiles( path.join( repoRoot, workspace ) )
	)
		.map( ( file ) => path.relative( repoRoot, file ) )
		.filter( ( relative ) => ! ENTRY_POINTS.has( relative ) );

	it( 'finds the PHP files of every workspace', () => {
		for ( const workspace of WORKSPACES ) {
			expect(
				files.filter( ( file ) => file.startsWith( workspace + '/' ) )
					.length
			).toBeGreaterThan( 5 );
		}
	} );

	it( 'guards every PHP file that is not an entry point before anything runs', () => {
		const problems = files
			.map( ( relative ) => [
				relative,
				guardProblem(
					fs.readFileSync( path.join( repoRoot, relative ), 'utf8' ),
					relative
				),
			] )
			.filter( ( [ , problem ] ) => problem !== '' )
			.map( ( [ relative, problem ] ) => `${ relative }: ${ problem }` );

		expect( problems ).toEqual( [] );
	} );

	it.each( [
		[
			'a file without a guard',
			'<?php\nnamespace A;\n\nfinal class B {}\n',
			'no guard',
		],
		[
			'a guard after code',
			"<?php\nnamespace A;\n\n$a = 1;\ndefined( 'ABSPATH' ) || exit;\n",
			'runs "$a = 1;" before the guard',
		],
		[
			'a guard after the namespace and its imports',
			"<?php\n/**\n * A.\n */\n\ndeclare( strict_types = 1 );\n\nnamespace A;\n\nuse B\\C;\n\ndefined( 'ABSPATH' ) || exit;\n",
			'',
		],
	] )( 'judges %s', ( _, source, problem ) => {
		expect( guardProblem( source, 'plugins/x/includes/A.php' ) ).toBe(
			problem
		);
	} );
} );
