/**
 * Writes a package's class bundle: the classes of its classes folder in one PHP file (`<classes>/Kit/classes.php`),
 * which the package's autoloader requires at boot (src/Autoloader.php). PHP's opcode cache binds the classes of one
 * file when it compiles it; a class autoloaded from a file of its own costs a lookup, a file check and its binding
 * on every request (about 8 µs each, measured: 185 classes 1.6 ms from their files, 0.1 ms from one file), and a
 * storefront page loads about 230 of ours.
 *
 * A class goes in when PHP can declare it before WordPress loads any plugin: its parent, interfaces and traits are
 * the package's own (bundled before it) or PHP's. Classes that build on WordPress's or WooCommerce's (a payment
 * gateway, a list table) are autoloaded from their files as before, and so are files that are more than one
 * declaration or name their own path (`__DIR__`, `__FILE__`).
 *
 * Written by copyKit() (copy-kit.mjs), so by every package's `npm run build`, `npm start`, `npm test` and `npm run
 * zip`. Build output: git ignores the Kit folder.
 */
import {
	existsSync,
	readFileSync,
	readdirSync,
	statSync,
	utimesSync,
	writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** The bundle's path below the package's classes folder. */
export const BUNDLE_FILE = 'Kit/classes.php';

/**
 * The list of the files the bundle holds, beside it: the local stack compares their times with the bundle's, so an
 * edit made since the build is autoloaded from its file (tools/stack/php/mu-plugins/shop-stack.php).
 */
export const SOURCES_FILE = 'Kit/classes-sources.php';

/** Files the package's boot requires by hand, before its autoloader exists. */
const LOADED_BY_HAND = [ 'Kit/Boot.php', 'Kit/Autoloader.php' ];

/** PHP's own classes and interfaces our classes build on: always there, so they never keep a class out. */
const PHP_TYPES = new Set( [
	'Exception',
	'RuntimeException',
	'LogicException',
	'InvalidArgumentException',
	'DomainException',
	'UnexpectedValueException',
	'OutOfBoundsException',
	'LengthException',
	'RangeException',
	'JsonSerializable',
	'Countable',
	'IteratorAggregate',
	'Iterator',
	'ArrayAccess',
	'Stringable',
	'Traversable',
] );

const DECLARATION =
	/^(?:(?:final|abstract|readonly)\s+)*(class|interface|trait|enum)\s+(\w+)([^{]*)\{/gm;

/**
 * @typedef {Object} ClassFile
 * @property {string}   file    Path below the classes folder.
 * @property {string}   name    The declared name, fully qualified.
 * @property {string[]} parents Fully qualified names it extends, implements or uses.
 * @property {string}   body    The file's text after its strict types declaration.
 */

/**
 * Reads one file as a candidate for the bundle.
 *
 * @param {string} text The file's text.
 * @param {string} file Its path below the classes folder.
 * @return {ClassFile|string} The class, or why the file stays out.
 */
export function readClassFile( text, file ) {
	const declarations = [ ...text.matchAll( DECLARATION ) ];
	const namespaces = [ ...text.matchAll( /^namespace\s+([\w\\]+);/gm ) ];
	if ( declarations.length !== 1 || namespaces.length !== 1 ) {
		return 'not one namespaced declaration';
	}
	const strict = /^declare\(\s*strict_types\s*=\s*1\s*\);$/m.exec( text );
	if ( ! text.startsWith( '<?php' ) || ! strict ) {
		return 'no strict types declaration';
	}
	if ( /__DIR__|__FILE__|^(?:require|include)(?:_once)?\b/m.test( text ) ) {
		return 'names its own path or loads a file';
	}
	const namespace = namespaces[ 0 ][ 1 ];
	const imports = new Map();
	for ( const [ , name, alias ] of text.matchAll(
		/^use\s+(?!function\s|const\s)([\w\\]+)(?:\s+as\s+(\w+))?;/gm
	) ) {
		imports.set( alias ?? name.split( '\\' ).pop(), name );
	}
	const resolve = ( name ) => {
		if ( name.startsWith( '\\' ) ) {
			return name.slice( 1 );
		}
		const [ first, ...rest ] = name.split( '\\' );
		return imports.has( first )
			? [ imports.get( first ), ...rest ].join( '\\' )
			: `${ namespace }\\${ name }`;
	};
	const [ , , name, header ] = declarations[ 0 ];
	const named = ( keyword ) =>
		(
			new RegExp(
				`\\b${ keyword }\\s+([\\w\\\\,\\s]+?)\\s*(?:\\bimplements\\b|$)`
			).exec( header )?.[ 1 ] ?? ''
		)
			.split( ',' )
			.map( ( part ) => part.trim() )
			.filter( Boolean );
	const traits = [ ...text.matchAll( /^\tuse\s+([\w\\,\s]+);/gm ) ].flatMap(
		( [ , list ] ) => list.split( ',' ).map( ( part ) => part.trim() )
	);
	return {
		file,
		name: `${ namespace }\\${ name }`,
		parents: [
			...named( 'extends' ),
			...named( 'implements' ),
			...traits,
		].map( resolve ),
		body: text.slice( strict.index + strict[ 0 ].length ),
	};
}

/**
 * The bundle of one package's classes.
 *
 * @param {Record<string, string>} files     The classes folder's PHP files: path below it => text.
 * @param {string}                 namespace The package's root namespace.
 * @return {{ text: string, sources: string, classes: string[], left: Record<string, string> }} The bundle's text,
 *     its list of files (a PHP file that returns them), the classes it declares in its order, and the files left
 *     out with why.
 */
export function classBundle( files, namespace ) {
	const candidates = new Map();
	const left = {};
	for ( const [ file, text ] of Object.entries( files ).sort( ( a, b ) =>
		a[ 0 ].localeCompare( b[ 0 ] )
	) ) {
		if (
			LOADED_BY_HAND.includes( file ) ||
			[ BUNDLE_FILE, SOURCES_FILE ].includes( file )
		) {
			continue;
		}
		const read = readClassFile( text, file );
		if ( typeof read === 'string' ) {
			left[ file ] = read;
		} else {
			candidates.set( read.name, read );
		}
	}
	const ordered = [];
	const state = new Map();
	// Depth first: a class is written after everything it builds on, and kept out when any of that is not PHP's
	// own or a bundled class of the package.
	const visit = ( name ) => {
		if ( state.has( name ) ) {
			return state.get( name );
		}
		const candidate = candidates.get( name );
		if ( ! candidate ) {
			return PHP_TYPES.has( name );
		}
		state.set( name, false );
		const outside = candidate.parents.find(
			( parent ) => ! visit( parent )
		);
		if ( outside ) {
			left[ candidate.file ] = `builds on ${ outside }`;
			return false;
		}
		state.set( name, true );
		ordered.push( candidate );
		return true;
	};
	[ ...candidates.keys() ].forEach( visit );
	const text = [
		'<?php',
		'/**',
		` * ${ namespace }'s classes in one file, written by the build (packages/php-kit/class-bundle.mjs) from the`,
		' * classes of the folder above: edit those, not this file. The autoloader requires it at boot.',
		' *',
		` * @package ${ namespace }`,
		' */',
		'',
		'declare( strict_types = 1 );',
		...ordered.map(
			( { file, body } ) => `\n// Source: ${ file }${ body.trimEnd() }\n`
		),
	].join( '\n' );
	const sources = [
		'<?php',
		`// The files of ${ namespace }'s class bundle (classes.php), written with it by the build.`,
		'',
		"defined( 'ABSPATH' ) || exit;",
		'',
		'return array(',
		...ordered.map( ( { file } ) => `\t'${ file }',` ),
		');',
		'',
	].join( '\n' );
	return {
		text,
		sources,
		classes: ordered.map( ( candidate ) => candidate.name ),
		left,
	};
}

/**
 * Writes the bundle of one package's classes folder and its list of files, unless they are up to date.
 *
 * @param {string} classesDir Absolute path of the package's classes folder.
 * @param {string} namespace  The package's root namespace.
 * @return {boolean} Whether the file was written.
 */
export function writeClassBundle( classesDir, namespace ) {
	const files = Object.fromEntries(
		readdirSync( classesDir, { recursive: true } )
			.map( ( name ) => String( name ).split( path.sep ).join( '/' ) )
			.filter( ( name ) => name.endsWith( '.php' ) )
			.map( ( name ) => [
				name,
				readFileSync( path.join( classesDir, name ), 'utf8' ),
			] )
	);
	const { text, sources } = classBundle( files, namespace );
	let written = false;
	// The list first: a bundle is never newer than a list that does not name its files.
	for ( const [ file, content ] of [
		[ SOURCES_FILE, sources ],
		[ BUNDLE_FILE, text ],
	] ) {
		const target = path.join( classesDir, file );
		if (
			! existsSync( target ) ||
			readFileSync( target, 'utf8' ) !== content
		) {
			writeFileSync( target, content );
			written = true;
		}
	}
	// The local stack reads a bundle whose time, in whole seconds, is not after each of its files' as stale: a file
	// saved again unchanged, or in the same second as the bundle, would keep it so.
	const bundle = path.join( classesDir, BUNDLE_FILE );
	const newest = Math.max(
		0,
		...Object.keys( files )
			.filter( ( file ) => ! file.startsWith( 'Kit/' ) )
			.map( ( file ) =>
				Math.floor(
					statSync( path.join( classesDir, file ) ).mtimeMs / 1000
				)
			)
	);
	if ( Math.floor( statSync( bundle ).mtimeMs / 1000 ) <= newest ) {
		utimesSync( bundle, newest + 1, newest + 1 );
	}
	return written;
}
