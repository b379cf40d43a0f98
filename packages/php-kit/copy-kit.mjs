#!/usr/bin/env node
/**
 * Writes the PHP kit (src/) into a plugin or the theme under that package's own namespace, so each zip is
 * self-contained and two packages of different versions never share a class: `ShopKit\Assets\BuildAssets` becomes
 * `ShopConsent\Kit\Assets\BuildAssets` in plugins/shop-consent/includes/Kit/Assets/BuildAssets.php, and the kit's
 * text domain `shop-kit` becomes the package's. The copies are build output (git ignores them); a copy that is
 * already up to date is left alone, and a file the kit no longer has is removed.
 *
 * It then writes the package's class bundle (class-bundle.mjs), which reads the package's classes and the copy.
 *
 * Each package's `npm run build` runs it first (its PHP and its translation template need the copy), and so do
 * `npm start`, `npm test`, `npm run lint` and `npm run zip` (tools/stack/ensure-deps.mjs, tools/zip.mjs).
 *
 * Usage: node packages/php-kit/copy-kit.mjs [package folder]   (default: the current folder; --all: every package)
 */
import {
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
	BUNDLE_FILE,
	SOURCES_FILE,
	writeClassBundle,
} from './class-bundle.mjs';

const KIT_DIR = path.dirname( fileURLToPath( import.meta.url ) );
const SOURCE_DIR = path.join( KIT_DIR, 'src' );
const REPO_DIR = path.resolve( KIT_DIR, '../..' );

/** The kit's own names, replaced in every copy. */
const KIT_NAMESPACE = 'ShopKit';
const KIT_TEXT_DOMAIN = 'shop-kit';

/**
 * Where each package takes its copy: its root namespace, the folder its autoloader reads (the copy goes to Kit/ in
 * it) and, for a package that needs only some of the kit, which files (a name ending in `/`: the files of a folder).
 *
 * @type {Record<string, { namespace: string, classes: string, only?: string[] }>}
 */
export const TARGETS = {
	'plugins/shop-consent': { namespace: 'ShopConsent', classes: 'includes' },
	'plugins/shop-social-icons': {
		namespace: 'ShopSocialIcons',
		classes: 'includes',
	},
	'plugins/shop-filter': { namespace: 'ShopFilter', classes: 'includes' },
	'plugins/shop-stripe-gateway': {
		namespace: 'ShopStripeGateway',
		classes: 'includes',
	},
	// A theme boots from functions.php on its own: it needs no plugin boot, translations loader or admin page (the
	// handle markup draws its quick view; its options are a SchemaOption, whose save purges the page cache; its anti-spam keys are rate limited).
	'themes/shop-theme': {
		namespace: 'ShopTheme',
		classes: 'inc',
		only: [
			'Autoloader.php',
			'Service.php',
			'Assets/BuildAssets.php',
			'Assets/HandleMarkup.php',
			'Assets/HandleMarkupCache.php',
			'Cache/SharedCache.php',
			'RateLimit/',
			'Settings/SchemaOption.php',
		],
	},
};

/**
 * @param {string} dir
 * @return {string[]} Paths of the PHP files below dir, relative to it, with forward slashes, sorted.
 */
function phpFiles( dir ) {
	if ( ! existsSync( dir ) ) {
		return [];
	}
	return readdirSync( dir, { recursive: true } )
		.map( ( name ) => String( name ).split( path.sep ).join( '/' ) )
		.filter( ( name ) => name.endsWith( '.php' ) )
		.sort();
}

/**
 * One kit file as the package carries it.
 *
 * @param {string} source    The kit file's text.
 * @param {string} relative  Its path below src/.
 * @param {string} namespace The package's root namespace.
 * @param {string} slug      The package's slug, also its text domain.
 * @return {string} The copy's text.
 */
export function kitCopy( source, relative, namespace, slug ) {
	const copy = source
		.replace(
			`\n * @package ${ KIT_NAMESPACE }\n`,
			`\n * Copied from packages/php-kit/src/${ relative } by the build: edit that file, not this copy.\n *\n * @package ${ namespace }\n`
		)
		.replace(
			new RegExp( `\\b${ KIT_NAMESPACE }\\b`, 'g' ),
			`${ namespace }\\Kit`
		)
		.replaceAll( `'${ KIT_TEXT_DOMAIN }'`, `'${ slug }'` );
	const left = [ KIT_NAMESPACE, KIT_TEXT_DOMAIN ].filter( ( name ) =>
		copy.includes( name )
	);
	if ( left.length || ! copy.includes( 'Copied from packages/php-kit' ) ) {
		throw new Error(
			`packages/php-kit/src/${ relative }: the copy still names ${
				left.join( ' and ' ) || 'no source'
			}; write the namespace, @package and text domain as the other kit files do.`
		);
	}
	return copy;
}

/**
 * Writes the kit into one package.
 *
 * @param {string} packageDir The package's folder, absolute or relative to the repository.
 * @return {{ written: string[], removed: string[] }} Paths, relative to the package, of what changed.
 */
export function copyKit( packageDir ) {
	const relativePackage = path
		.relative( REPO_DIR, path.resolve( REPO_DIR, packageDir ) )
		.split( path.sep )
		.join( '/' );
	const target = TARGETS[ relativePackage ];
	if ( ! target ) {
		throw new Error(
			`${ relativePackage } takes no copy of the PHP kit (packages/php-kit/copy-kit.mjs lists ${ Object.keys(
				TARGETS
			).join( ', ' ) }).`
		);
	}
	const slug = path.basename( relativePackage );
	const kitDir = path.join(
		REPO_DIR,
		relativePackage,
		target.classes,
		'Kit'
	);
	const files = phpFiles( SOURCE_DIR ).filter(
		( file ) =>
			! target.only ||
			target.only.some( ( entry ) =>
				entry.endsWith( '/' )
					? file.startsWith( entry )
					: file === entry
			)
	);
	const written = [];
	for ( const file of files ) {
		const copy = kitCopy(
			readFileSync( path.join( SOURCE_DIR, file ), 'utf8' ),
			file,
			target.namespace,
			slug
		);
		const destination = path.join( kitDir, file );
		if (
			existsSync( destination ) &&
			readFileSync( destination, 'utf8' ) === copy
		) {
			continue;
		}
		mkdirSync( path.dirname( destination ), { recursive: true } );
		writeFileSync( destination, copy );
		written.push( path.join( target.classes, 'Kit', file ) );
	}
	const built = [ BUNDLE_FILE, SOURCES_FILE ].map( ( file ) =>
		file.replace( /^Kit\//, '' )
	);
	const removed = phpFiles( kitDir )
		.filter(
			( file ) => ! files.includes( file ) && ! built.includes( file )
		)
		.map( ( file ) => {
			rmSync( path.join( kitDir, file ) );
			return path.join( target.classes, 'Kit', file );
		} );
	const classesDir = path.join( REPO_DIR, relativePackage, target.classes );
	if ( writeClassBundle( classesDir, target.namespace ) ) {
		written.push( path.join( target.classes, BUNDLE_FILE ) );
	}
	return { written, removed };
}

/**
 * Writes the kit into every package that takes it.
 *
 * @return {string[]} Paths, relative to the repository, of what changed.
 */
export function copyKitEverywhere() {
	return Object.keys( TARGETS ).flatMap( ( pkg ) => {
		const { written, removed } = copyKit( pkg );
		return [ ...written, ...removed ].map( ( file ) =>
			path.join( pkg, file )
		);
	} );
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const [ argument ] = process.argv.slice( 2 );
	const changed =
		argument === '--all'
			? copyKitEverywhere()
			: Object.values( copyKit( argument ?? process.cwd() ) ).flat();
	console.log(
		`PHP kit: ${
			changed.length
				? `${ changed.length } files written or removed`
				: 'up to date'
		}`
	);
}
