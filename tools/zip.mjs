/**
 * `npm run zip`: one installable zip per plugin and one for the theme, in dist/.
 *
 * A zip holds what WordPress runs (PHP, built assets, templates, translations, readme)
 * under a top folder named after the slug, and none of the sources, tests or tooling.
 */
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

import { makePot } from './i18n/make-pot.mjs';
import { isShipped } from './shipped-files.mjs';
import { TARGETS, copyKit } from '../packages/php-kit/copy-kit.mjs';

const require = createRequire( import.meta.url );

export const repoRoot = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..'
);
export const distDir = path.join( repoRoot, 'dist' );

export const PACKAGES = [
	'plugins/shop-consent',
	'plugins/shop-social-icons',
	'plugins/shop-filter',
	'plugins/shop-stripe-gateway',
	'themes/shop-theme',
];

/**
 * @param {string} dir
 * @param {string} base
 * @return {string[]} Paths relative to base of every file to ship.
 */
function filesToShip( dir, base = dir ) {
	return readdirSync( dir ).flatMap( ( name ) => {
		if ( ! isShipped( name ) ) {
			return [];
		}
		const full = path.join( dir, name );
		return statSync( full ).isDirectory()
			? filesToShip( full, base )
			: [ path.relative( base, full ) ];
	} );
}

/**
 * Writes dist/<slug>.zip for one package and checks what it holds.
 *
 * @param {string} pkg Package folder relative to the repository, e.g. plugins/shop-filter.
 * @return {string} The zip's path.
 */
export function zipPackage( pkg ) {
	const AdmZip = require( 'adm-zip' );
	const source = path.join( repoRoot, pkg );
	const slug = path.basename( pkg );
	if ( ! existsSync( path.join( source, 'build' ) ) ) {
		throw new Error( `${ pkg } has no build/: run npm run build first.` );
	}
	// The PHP kit's copy and the translation template are written from the sources now, so the zip never ships a
	// stale one (the template holds the kit's strings too).
	copyKit( pkg );
	makePot( source );
	const zip = new AdmZip();
	for ( const file of filesToShip( source ) ) {
		zip.addLocalFile(
			path.join( source, file ),
			path.join( slug, path.dirname( file ) )
		);
	}
	const names = zip.getEntries().map( ( entry ) => entry.entryName );
	const mainFile = pkg.startsWith( 'themes/' )
		? `${ slug }/style.css`
		: `${ slug }/${ slug }.php`;
	for ( const required of [
		mainFile,
		`${ slug }/${ TARGETS[ pkg ].classes }/Kit/Autoloader.php`,
		`${ slug }/${ TARGETS[ pkg ].classes }/Kit/classes.php`,
		`${ slug }/readme.txt`,
		`${ slug }/languages/${ slug }.pot`,
	] ) {
		if ( ! names.includes( required ) ) {
			throw new Error( `${ slug }.zip lacks ${ required }` );
		}
	}
	if (
		! names.some(
			( name ) =>
				name.startsWith( `${ slug }/build/` ) &&
				name.endsWith( '.asset.php' )
		)
	) {
		throw new Error( `${ slug }.zip has no built assets` );
	}
	mkdirSync( distDir, { recursive: true } );
	const target = path.join( distDir, `${ slug }.zip` );
	zip.writeZip( target );
	return target;
}

export default async function main() {
	for ( const pkg of PACKAGES ) {
		const target = zipPackage( pkg );
		const kb = ( statSync( target ).size / 1024 ).toFixed( 1 );
		console.log( `${ path.relative( repoRoot, target ) } (${ kb } kB)` );
	}
	return 0;
}
