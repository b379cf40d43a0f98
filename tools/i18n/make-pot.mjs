/**
 * The translation template of one package, `languages/<slug>.pot`: the strings of its PHP (read by `wp-pot`, with
 * the plugin or theme header), of its TypeScript (read by `@wordpress/babel-plugin-makepot`) and of its block.json
 * files (title, description, keywords, with WordPress's contexts), merged into one file with every reference. No
 * WP-CLI needed.
 *
 * Each package's `npm run build` writes it, and `npm run zip` writes it again before packing. It is generated, so
 * git ignores it (`languages/*.pot`): the sources are its only truth.
 *
 * Usage: node tools/i18n/make-pot.mjs [package folder]   (default: the current folder)
 */
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire( import.meta.url );

/** Folders that hold no shipped source: dependencies, output, tests. */
const SKIPPED = new Set( [
	'node_modules',
	'build',
	'vendor',
	'tests',
	'test',
	'languages',
] );

/**
 * @param {string} dir       Folder to walk.
 * @param {RegExp} extension File names to keep.
 * @param {string} base      Folder the paths are relative to.
 * @return {string[]} Paths relative to base, sorted.
 */
function filesUnder( dir, extension, base = dir ) {
	if ( ! existsSync( dir ) ) {
		return [];
	}
	return readdirSync( dir )
		.sort()
		.flatMap( ( name ) => {
			const full = path.join( dir, name );
			if ( statSync( full ).isDirectory() ) {
				return SKIPPED.has( name )
					? []
					: filesUnder( full, extension, base );
			}
			return extension.test( name )
				? [ path.relative( base, full ) ]
				: [];
		} );
}

/**
 * @param {string} pkgDir Package folder.
 * @return {{slug: string, header: string, name: string}} Text domain, the file with the plugin or theme header, name.
 */
function packageFacts( pkgDir ) {
	const slug = path.basename( pkgDir );
	const header = existsSync( path.join( pkgDir, `${ slug }.php` ) )
		? `${ slug }.php`
		: 'style.css';
	const text = readFileSync( path.join( pkgDir, header ), 'utf8' );
	const name =
		text.match( /^[\s*]*(?:Plugin|Theme) Name:\s*(.+)$/m )?.[ 1 ].trim() ??
		slug;
	return { slug, header, name };
}

/**
 * @param {string}                                       pkgDir Package folder.
 * @param {{slug: string, header: string, name: string}} facts
 * @return {string} The template of the PHP strings and the header's name and description.
 */
function phpTemplate( pkgDir, { slug, header, name } ) {
	const { WP_Pot: WpPot } = require( 'wp-pot' );
	const sources = [
		...new Set( [ header, ...filesUnder( pkgDir, /\.php$/ ) ] ),
	];
	return new WpPot( {
		pathsRelativeTo: pkgDir,
		// A theme's header is in style.css, read like a PHP file without code.
		php: {
			textdomain: slug,
			metadataFile: header,
			extensions: [ 'php', 'css' ],
		},
		pot: { package: name },
	} )
		.parse( sources.map( ( file ) => path.join( pkgDir, file ) ) )
		.generatePot();
}

/**
 * @param {string} pkgDir Package folder.
 * @return {string[]} One template per TypeScript file that has strings.
 */
function scriptTemplates( pkgDir ) {
	const babel = require( '@babel/core' );
	const makePotPlugin = require( '@wordpress/babel-plugin-makepot' );
	const scratch = mkdtempSync( path.join( os.tmpdir(), 'shop-pot-' ) );
	const previous = process.cwd();
	// The plugin writes references relative to the working folder: the package's, as in the PHP template.
	process.chdir( pkgDir );
	let templates;
	try {
		templates = filesUnder(
			path.join( pkgDir, 'src' ),
			/\.tsx?$/,
			pkgDir
		).flatMap( ( file, index ) => {
			const output = path.join( scratch, `${ index }.pot` );
			babel.transformSync( readFileSync( file, 'utf8' ), {
				filename: file,
				babelrc: false,
				configFile: false,
				code: false,
				parserOpts: { plugins: [ 'typescript', 'jsx' ] },
				plugins: [ [ makePotPlugin, { output } ] ],
			} );
			return existsSync( output )
				? [ readFileSync( output, 'utf8' ) ]
				: [];
		} );
	} finally {
		process.chdir( previous );
		rmSync( scratch, { recursive: true, force: true } );
	}
	return templates;
}

/** The block.json fields WordPress translates, with the context `register_block_type()` gives each (as WP-CLI). */
const BLOCK_FIELDS = [
	[ 'title', 'block title' ],
	[ 'description', 'block description' ],
	[ 'keywords', 'block keyword' ],
];

/**
 * @param {string} pkgDir Package folder.
 * @return {string[]} One template per block.json under src/ that has strings.
 */
function blockTemplates( pkgDir ) {
	const { po } = require( 'gettext-parser' );
	return filesUnder(
		path.join( pkgDir, 'src' ),
		/^block\.json$/,
		pkgDir
	).flatMap( ( file ) => {
		const metadata = JSON.parse(
			readFileSync( path.join( pkgDir, file ), 'utf8' )
		);
		const reference = file;
		const translations = {};
		for ( const [ field, context ] of BLOCK_FIELDS ) {
			for ( const msgid of [ metadata[ field ] ?? [] ].flat() ) {
				translations[ context ] ??= {};
				translations[ context ][ msgid ] = {
					msgctxt: context,
					msgid,
					msgstr: [ '' ],
					comments: { reference },
				};
			}
		}
		return Object.keys( translations ).length
			? [ po.compile( { charset: 'utf-8', translations } ).toString() ]
			: [];
	} );
}

/**
 * @param {string}   base   The PHP template (its headers are kept).
 * @param {string[]} others Templates whose strings join it.
 * @return {string} One template; a string found in several keeps every reference and translator comment.
 */
export function mergeTemplates( base, others ) {
	const { po } = require( 'gettext-parser' );
	const merged = po.parse( base );
	// The scripts are part of the template now.
	for ( const header of Object.keys( merged.headers ) ) {
		if ( /^X-Poedit-Searchpathexcluded/i.test( header ) ) {
			delete merged.headers[ header ];
		}
	}
	for ( const other of others ) {
		const { translations } = po.parse( other );
		for ( const [ context, entries ] of Object.entries( translations ) ) {
			merged.translations[ context ] ??= {};
			for ( const [ msgid, entry ] of Object.entries( entries ) ) {
				const known = merged.translations[ context ][ msgid ];
				if ( msgid === '' ) {
					continue;
				}
				if ( ! known ) {
					merged.translations[ context ][ msgid ] = entry;
					continue;
				}
				for ( const key of [ 'reference', 'extracted' ] ) {
					const lines = [
						known.comments?.[ key ],
						entry.comments?.[ key ],
					]
						.filter( Boolean )
						.join( '\n' );
					if ( lines ) {
						known.comments = { ...known.comments, [ key ]: lines };
					}
				}
				known.msgid_plural ??= entry.msgid_plural;
			}
		}
	}
	// One reference per line (wp-pot separates them with commas), as msgmerge and Poedit write them.
	for ( const entries of Object.values( merged.translations ) ) {
		for ( const entry of Object.values( entries ) ) {
			if ( entry.comments?.reference ) {
				entry.comments.reference = [
					...new Set(
						entry.comments.reference
							.split( /[\s,]+/ )
							.filter( Boolean )
					),
				].join( '\n' );
			}
		}
	}
	return po.compile( merged ).toString() + '\n';
}

/**
 * Writes languages/<slug>.pot of a package.
 *
 * @param {string} pkgDir Package folder (absolute or relative to the working folder).
 * @return {{file: string, strings: number}} The template's path and how many strings it holds.
 */
export function makePot( pkgDir ) {
	const dir = path.resolve( pkgDir );
	const facts = packageFacts( dir );
	const template = mergeTemplates( phpTemplate( dir, facts ), [
		...scriptTemplates( dir ),
		...blockTemplates( dir ),
	] );
	const file = path.join( dir, 'languages', `${ facts.slug }.pot` );
	mkdirSync( path.dirname( file ), { recursive: true } );
	writeFileSync( file, template );
	const strings = ( template.match( /^msgid "/gm ) ?? [] ).length - 1;
	return { file, strings };
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const { file, strings } = makePot( process.argv[ 2 ] ?? '.' );
	console.log(
		`${ path.relative( process.cwd(), file ) }: ${ strings } strings`
	);
}
