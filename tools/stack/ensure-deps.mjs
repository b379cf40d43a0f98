/**
 * npm dependencies and builds, brought up to date only when they are missing or stale.
 * Shared by `start` and by tools/test/run.mjs.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { copyKitEverywhere } from '../../packages/php-kit/copy-kit.mjs';
import { REPO_DIR } from './config.mjs';
import { run } from './run-command.mjs';

const WORKSPACE_PARENTS = [ 'plugins', 'themes' ];
/** Tool caches conventionally live in node_modules/.cache; this one goes away with node_modules. */
const BUILD_STAMPS = path.join(
	REPO_DIR,
	'node_modules',
	'.cache',
	'shop-bundle',
	'build-stamps.json'
);

/**
 * Runs `npm ci` (or `npm install` without a lock file) when node_modules is missing or older than
 * package-lock.json, writes the PHP kit's copies where they are missing or stale (packages/php-kit/copy-kit.mjs),
 * then `npm run build` when a workspace with a src/ folder has no build/ or an older one.
 *
 * @param {{ quiet?: boolean }} [options]
 * @return {Promise<{ installed: boolean, built: string[] }>} What had to be done.
 */
export async function ensureDependenciesAndBuild( { quiet = false } = {} ) {
	const say = ( /** @type {string} */ message ) =>
		! quiet && console.log( message );
	const installed = dependenciesAreStale();
	if ( installed ) {
		const lock = fs.existsSync(
			path.join( REPO_DIR, 'package-lock.json' )
		);
		say(
			`Installing npm dependencies (npm ${ lock ? 'ci' : 'install' })…`
		);
		const { code } = await run(
			'npm',
			[ lock ? 'ci' : 'install', '--no-audit', '--no-fund' ],
			{ cwd: REPO_DIR, inherit: ! quiet, allowFailure: lock }
		);
		if ( code !== 0 ) {
			// The registries these machines reach carry only Linux builds of some optional native packages
			// (unrs-resolver's bindings), so the lock lacks the others and `npm ci` refuses it as out of sync.
			// `npm install` installs the same locked versions and skips what this platform cannot use.
			say(
				'npm ci refused the lock file; installing with npm install instead…'
			);
			await run( 'npm', [ 'install', '--no-audit', '--no-fund' ], {
				cwd: REPO_DIR,
				inherit: ! quiet,
			} );
		}
	}
	// The PHP kit's copies are part of every package's PHP: written even when nothing else needs building (ms).
	const kit = copyKitEverywhere();
	if ( kit.length ) {
		say( `PHP kit copied (${ kit.length } files written or removed)` );
	}
	const sources = newestSources();
	const stamps = readStamps();
	const built = [ ...sources ]
		.filter( ( [ workspace, newest ] ) => {
			const build = path.join( REPO_DIR, workspace, 'build' );
			return (
				! fs.existsSync( build ) ||
				newest >
					Math.max( newestFile( build ), stamps[ workspace ] ?? 0 )
			);
		} )
		.map( ( [ workspace ] ) => workspace );
	if ( built.length ) {
		say( `Building (${ built.join( ', ' ) } out of date)…` );
		await run( 'npm', [ 'run', 'build' ], {
			cwd: REPO_DIR,
			inherit: ! quiet,
		} );
		writeStamps( Object.fromEntries( sources ) );
	}
	return { installed, built };
}

/**
 * @return {boolean} Whether npm has to install.
 */
function dependenciesAreStale() {
	const modules = path.join( REPO_DIR, 'node_modules' );
	if ( ! fs.existsSync( modules ) ) {
		return true;
	}
	const lock = mtime( path.join( REPO_DIR, 'package-lock.json' ) );
	// npm writes node_modules/.package-lock.json at the end of every install: its time is the install's time.
	return (
		lock > 0 && lock > mtime( path.join( modules, '.package-lock.json' ) )
	);
}

/**
 * @return {Map<string, number>} Newest src/ file time of each workspace that has a src/ folder, e.g. "plugins/shop-filter".
 * The TypeScript of packages/ is bundled into every workspace, so it counts as each one's source.
 */
function newestSources() {
	const sources = new Map();
	const packagesDir = path.join( REPO_DIR, 'packages' );
	const shared = fs.existsSync( packagesDir ) ? newestFile( packagesDir ) : 0;
	for ( const parent of WORKSPACE_PARENTS ) {
		const parentDir = path.join( REPO_DIR, parent );
		for ( const name of fs.existsSync( parentDir )
			? fs.readdirSync( parentDir )
			: [] ) {
			const src = path.join( parentDir, name, 'src' );
			if ( fs.existsSync( src ) ) {
				sources.set(
					`${ parent }/${ name }`,
					Math.max( newestFile( src ), shared )
				);
			}
		}
	}
	return sources;
}

/**
 * webpack leaves unchanged output files alone, so after editing only a test in src/ the build stays older than
 * src/ for good. What src/ looked like at the last successful build is therefore remembered as well.
 *
 * @return {Record<string, number>} Newest src/ time per workspace at its last build.
 */
function readStamps() {
	try {
		return JSON.parse( fs.readFileSync( BUILD_STAMPS, 'utf8' ) );
	} catch {
		return {};
	}
}

/**
 * @param {Record<string, number>} stamps
 */
function writeStamps( stamps ) {
	fs.mkdirSync( path.dirname( BUILD_STAMPS ), { recursive: true } );
	fs.writeFileSync( BUILD_STAMPS, JSON.stringify( stamps, null, '\t' ) );
}

/**
 * @param {string} dir
 * @return {number} Modification time of the newest file below dir (0 if none).
 */
function newestFile( dir ) {
	let newest = 0;
	for ( const entry of fs.readdirSync( dir, {
		withFileTypes: true,
		recursive: true,
	} ) ) {
		if ( entry.isFile() ) {
			newest = Math.max(
				newest,
				mtime( path.join( entry.parentPath ?? entry.path, entry.name ) )
			);
		}
	}
	return newest;
}

/**
 * @param {string} file
 * @return {number} Modification time in ms, 0 if the file does not exist.
 */
function mtime( file ) {
	return fs.statSync( file, { throwIfNoEntry: false } )?.mtimeMs ?? 0;
}
