/**
 * WordPress itself, from Debian's `wordpress` package of the chosen suite, unpacked once per suite into the
 * download cache and copied from there into the docroot of a fresh install.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	debFileNames,
	downloadDebs,
	listsAreFresh,
	updateLists,
} from './apt-private.mjs';
import { CACHE_DIR, DOCROOT } from './config.mjs';
import { run } from './run-command.mjs';

/**
 * The `wordpress` package ships no theme, and about 26 of its files are relative symlinks into these libraries;
 * unpacked side by side they resolve, and `cp -rL` then leaves a tree without links.
 */
const PACKAGES = [
	'wordpress',
	'wordpress-theme-twentytwentyfive',
	'php-getid3',
	'libjs-lodash',
	'libjs-underscore',
	'libjs-cropper',
	'libjs-jquery-ui',
	'libphp-phpmailer',
];

/** Debian's own configuration files: they point into /etc/wordpress, which does not exist here. */
const DEBIAN_ONLY_FILES = [ 'wp-config.php', '.htaccess' ];

/**
 * @param {string} suite
 * @return {string} Cached WordPress tree of that suite (it may not exist yet).
 */
export const wordpressTree = ( suite ) =>
	path.join( CACHE_DIR, `wordpress-${ suite }`, 'wordpress' );

/**
 * Makes sure the suite's WordPress tree is in the cache. Within a day of the last check nothing is downloaded;
 * after that the lists are refreshed and the tree rebuilt only if the suite has new package versions.
 *
 * @param {string}                    suite
 * @param {(message: string) => void} note
 * @return {Promise<string>} The tree.
 */
export async function ensureWordPressTree( suite, note ) {
	const tree = wordpressTree( suite );
	if ( fs.existsSync( tree ) && listsAreFresh( suite ) ) {
		return tree;
	}
	try {
		await updateLists( suite );
	} catch ( error ) {
		if ( fs.existsSync( tree ) ) {
			note(
				`  ! could not refresh Debian ${ suite } package lists, using the cached WordPress: ${ firstLine( error ) }`
			);
			return tree;
		}
		throw error;
	}
	const home = path.dirname( tree );
	const stampFile = path.join( home, 'debs.txt' );
	const wanted = ( await debFileNames( suite, PACKAGES ) ).join( '\n' );
	if ( fs.existsSync( tree ) && readText( stampFile ) === wanted ) {
		return tree;
	}
	const debs = path.join( home, 'debs' );
	fs.rmSync( debs, { recursive: true, force: true } );
	await downloadDebs( suite, PACKAGES, debs );
	await unpackTree( debs, tree );
	fs.writeFileSync( stampFile, wanted );
	return tree;
}

/**
 * Copies the cached tree into the docroot (a real copy: the cache stays pristine whatever the site does).
 *
 * @param {string} tree
 */
export async function copyWordPressToDocroot( tree ) {
	fs.rmSync( DOCROOT, { recursive: true, force: true } );
	fs.mkdirSync( path.dirname( DOCROOT ), { recursive: true } );
	await run( 'cp', [ '-r', tree, DOCROOT ] );
	for ( const file of DEBIAN_ONLY_FILES ) {
		fs.rmSync( path.join( DOCROOT, file ), { force: true } );
	}
}

/**
 * @param {string} docroot
 * @return {string|null} WordPress version from wp-includes/version.php.
 */
export function wordpressVersion( docroot ) {
	return (
		readText( path.join( docroot, 'wp-includes', 'version.php' ) ).match(
			/\$wp_version\s*=\s*'([^']+)'/
		)?.[ 1 ] ?? null
	);
}

/**
 * @param {string} debs Folder of .deb files.
 * @param {string} tree Destination, replaced atomically once complete.
 */
async function unpackTree( debs, tree ) {
	const unpacked = `${ tree }.unpacked`;
	const building = `${ tree }.building`;
	fs.rmSync( unpacked, { recursive: true, force: true } );
	fs.rmSync( building, { recursive: true, force: true } );
	for ( const deb of fs
		.readdirSync( debs )
		.filter( ( name ) => name.endsWith( '.deb' ) ) ) {
		await run( 'dpkg-deb', [ '-x', path.join( debs, deb ), unpacked ] );
	}
	const source = path.join( unpacked, 'usr', 'share', 'wordpress' );
	// Removed before copying: .htaccess is a dangling link to /etc/wordpress and would make `cp -L` fail.
	for ( const file of DEBIAN_ONLY_FILES ) {
		fs.rmSync( path.join( source, file ), { force: true } );
	}
	await run( 'cp', [ '-rL', source, building ] );
	fs.rmSync( tree, { recursive: true, force: true } );
	fs.renameSync( building, tree );
	fs.rmSync( unpacked, { recursive: true, force: true } );
}

/**
 * @param {string} file
 * @return {string} The file's text, '' if it cannot be read.
 */
function readText( file ) {
	try {
		return fs.readFileSync( file, 'utf8' );
	} catch {
		return '';
	}
}

/**
 * @param {unknown} error
 * @return {string} The error's first line.
 */
function firstLine( error ) {
	return String( error instanceof Error ? error.message : error ).split(
		'\n'
	)[ 0 ];
}
