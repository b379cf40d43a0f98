/**
 * apt with a private configuration: lists, cache and sources.list of its own under the download cache, so a
 * bookworm machine can fetch packages from another Debian suite without its own apt sources ever changing.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { CACHE_DIR } from './config.mjs';
import { run } from './run-command.mjs';
import { StackError } from './stack-error.mjs';

const ONE_DAY_MS = 24 * 60 * 60 * 1000;
const SYSTEM_SOURCES = [ '/etc/apt/sources.list', '/etc/apt/sources.list.d' ];

/**
 * @param {string} suite
 * @return {string} Private apt folder of that suite.
 */
const aptHome = ( suite ) => path.join( CACHE_DIR, 'apt', suite );

/**
 * @param {string} suite
 * @return {boolean} Whether the suite's package lists were refreshed within the last day.
 */
export function listsAreFresh( suite ) {
	try {
		return (
			Date.now() -
				fs.statSync( path.join( aptHome( suite ), 'updated' ) )
					.mtimeMs <
			ONE_DAY_MS
		);
	} catch {
		return false;
	}
}

/**
 * Downloads the suite's package lists.
 *
 * @param {string} suite
 */
export async function updateLists( suite ) {
	const home = aptHome( suite );
	fs.mkdirSync( path.join( home, 'lists', 'partial' ), { recursive: true } );
	fs.mkdirSync( path.join( home, 'cache', 'archives', 'partial' ), {
		recursive: true,
	} );
	fs.writeFileSync(
		path.join( home, 'sources.list' ),
		`deb ${ systemMirror() } ${ suite } main\n`
	);
	await run( 'apt-get', [ ...privateOptions( suite ), '-q', 'update' ] );
	fs.writeFileSync( path.join( home, 'updated' ), new Date().toISOString() );
}

/**
 * @param {string}   suite
 * @param {string[]} packages
 * @return {Promise<string[]>} The .deb file names the current lists would download, e.g. wordpress_7.1.3+dfsg1-1_all.deb.
 */
export async function debFileNames( suite, packages ) {
	const { stdout } = await run( 'apt-get', [
		...privateOptions( suite ),
		'download',
		'--print-uris',
		...packages,
	] );
	return stdout
		.split( '\n' )
		.map( ( line ) => line.split( ' ' )[ 1 ] )
		.filter( Boolean )
		.sort();
}

/**
 * @param {string}   suite
 * @param {string[]} packages
 * @param {string}   destination Folder that receives the .deb files.
 */
export async function downloadDebs( suite, packages, destination ) {
	fs.mkdirSync( destination, { recursive: true } );
	await run(
		'apt-get',
		[ ...privateOptions( suite ), '-q', 'download', ...packages ],
		{ cwd: destination }
	);
}

/**
 * @param {string} suite
 * @return {string[]} apt-get options that point every apt folder at the private one.
 */
function privateOptions( suite ) {
	const home = aptHome( suite );
	return [
		'-o',
		`Dir::Etc::SourceList=${ path.join( home, 'sources.list' ) }`,
		'-o',
		'Dir::Etc::SourceParts=/dev/null',
		'-o',
		`Dir::State::Lists=${ path.join( home, 'lists' ) }`,
		'-o',
		`Dir::Cache=${ path.join( home, 'cache' ) }`,
		// As root apt drops to the _apt user, which cannot write into a 0700 home folder's cache.
		...( process.getuid?.() === 0
			? [ '-o', 'APT::Sandbox::User=root' ]
			: [] ),
	];
}

/**
 * The Debian mirror this machine already uses, read from its apt sources (deb822 .sources or one-line .list).
 *
 * @return {string} Mirror URI without a trailing slash.
 */
export function systemMirror() {
	for ( const file of sourceFiles() ) {
		const text = fs.readFileSync( file, 'utf8' );
		const uri = file.endsWith( '.sources' )
			? mirrorFromDeb822( text )
			: mirrorFromOneLine( text );
		if ( uri ) {
			return uri.replace( /\/+$/, '' );
		}
	}
	throw new StackError(
		'no Debian mirror found in /etc/apt/sources.list or /etc/apt/sources.list.d/'
	);
}

/** @return {string[]} The system's apt source files, one-line and deb822 alike. */
function sourceFiles() {
	return SYSTEM_SOURCES.flatMap( ( entry ) => {
		if ( ! fs.existsSync( entry ) ) {
			return [];
		}
		if ( ! fs.statSync( entry ).isDirectory() ) {
			return [ entry ];
		}
		return fs
			.readdirSync( entry )
			.filter( ( name ) => /\.(sources|list)$/.test( name ) )
			.sort()
			.map( ( name ) => path.join( entry, name ) );
	} );
}

/**
 * @param {string} text deb822 stanzas separated by blank lines.
 * @return {string|undefined} First URI of a `deb` stanza that is not the security archive.
 */
function mirrorFromDeb822( text ) {
	for ( const stanza of text.split( /\n\s*\n/ ) ) {
		const field = ( /** @type {string} */ name ) =>
			stanza
				.match( new RegExp( `^${ name }:\\s*(.+)$`, 'mi' ) )?.[ 1 ]
				.trim() ?? '';
		const uri = field( 'URIs' ).split( /\s+/ )[ 0 ];
		if (
			/\bdeb\b/.test( field( 'Types' ) ) &&
			isMainArchive( uri, field( 'Suites' ) ) &&
			field( 'Enabled' ) !== 'no'
		) {
			return uri;
		}
	}
	return undefined;
}

/**
 * @param {string} text Lines like `deb [options] URI suite components`.
 * @return {string|undefined} First URI of a `deb` line that is not the security archive.
 */
function mirrorFromOneLine( text ) {
	for ( const line of text.split( '\n' ) ) {
		const match = line
			.trim()
			.match( /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+(\S+)/ );
		if ( match && isMainArchive( match[ 1 ], match[ 2 ] ) ) {
			return match[ 1 ];
		}
	}
	return undefined;
}

/**
 * @param {string} uri
 * @param {string} suites
 * @return {boolean} Whether the entry is the main archive (the security archive has no `wordpress` of other suites).
 */
function isMainArchive( uri, suites ) {
	return (
		/^https?:\/\//.test( uri ) &&
		! /security/.test( uri ) &&
		! /-security\b/.test( suites )
	);
}
