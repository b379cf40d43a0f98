/**
 * Where WooCommerce comes from. It is in no package registry these machines reach, so: a folder the user names,
 * else a zip the user names, else the shared cache, else the WordPress.org download when the network allows it.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { CACHE_DIR, WC_VERSION } from './config.mjs';
import { run } from './run-command.mjs';
import { StackError } from './stack-error.mjs';

const DOWNLOAD_TIMEOUT_MS = 8000;

/**
 * @typedef {Object} WooCommerceSource
 * @property {string} dir     Folder holding woocommerce.php.
 * @property {string} version From the plugin header.
 * @property {string} origin  Which of the four sources it came from, for the start summary.
 */

/**
 * @return {Promise<WooCommerceSource|null>} The WooCommerce to use, or null when none can be found.
 */
export async function findWooCommerce() {
	const env = process.env;
	if ( env.WOOCOMMERCE_DIR ) {
		const dir = pluginFolderIn( path.resolve( env.WOOCOMMERCE_DIR ) );
		if ( ! dir ) {
			throw new StackError(
				`WOOCOMMERCE_DIR=${ env.WOOCOMMERCE_DIR } holds no woocommerce.php`
			);
		}
		return describe( dir, 'WOOCOMMERCE_DIR' );
	}
	if ( env.WOOCOMMERCE_ZIP ) {
		return describe(
			await extractZip( path.resolve( env.WOOCOMMERCE_ZIP ) ),
			'WOOCOMMERCE_ZIP'
		);
	}
	const cached = pluginFolderIn( cacheFolder( WC_VERSION ) );
	if ( cached ) {
		return describe( cached, 'cache' );
	}
	const downloaded = await tryDownload( WC_VERSION );
	return downloaded ? describe( downloaded, 'wordpress.org' ) : null;
}

/**
 * @return {string} The one line printed at every start that runs without WooCommerce.
 */
export function missingWooCommerceMessage() {
	return (
		`WooCommerce ${ WC_VERSION } not found: the stack runs without WooCommerce. Provide it with ` +
		`WOOCOMMERCE_DIR=<folder with woocommerce.php>, WOOCOMMERCE_ZIP=<woocommerce.zip> or a built copy in ${ cacheFolder( WC_VERSION ) }/`
	);
}

/**
 * @param {string} version
 * @return {string} Cache folder of that WooCommerce version.
 */
const cacheFolder = ( version ) =>
	path.join( CACHE_DIR, `woocommerce-${ version }` );

/**
 * @param {string} folder
 * @return {string|null} The folder itself or its woocommerce/ child, whichever holds woocommerce.php.
 */
function pluginFolderIn( folder ) {
	return (
		[ folder, path.join( folder, 'woocommerce' ) ].find( ( dir ) =>
			fs.existsSync( path.join( dir, 'woocommerce.php' ) )
		) ?? null
	);
}

/**
 * @param {string} dir
 * @param {string} origin
 * @return {WooCommerceSource} Folder, version and origin.
 */
function describe( dir, origin ) {
	const header = fs
		.readFileSync( path.join( dir, 'woocommerce.php' ), 'utf8' )
		.slice( 0, 4000 );
	const version = header.match( /^\s*\*\s*Version:\s*(\S+)/m )?.[ 1 ];
	if ( ! version ) {
		throw new StackError(
			`${ dir }/woocommerce.php has no Version header`
		);
	}
	return { dir, version, origin };
}

/**
 * Extracts a zip once into the cache, keyed by its name, size and time, and returns the plugin folder.
 * PHP's ZipArchive does the work: php-zip is one of the stack's packages, `unzip` is not.
 *
 * @param {string} zip
 * @return {Promise<string>} The extracted plugin folder.
 */
async function extractZip( zip ) {
	if ( ! fs.existsSync( zip ) ) {
		throw new StackError( `WOOCOMMERCE_ZIP=${ zip } does not exist` );
	}
	const { size, mtimeMs } = fs.statSync( zip );
	const target = path.join(
		CACHE_DIR,
		'extracted',
		`${ path.basename( zip, '.zip' ) }-${ size }-${ Math.round( mtimeMs ) }`
	);
	const existing = pluginFolderIn( target );
	if ( existing ) {
		return existing;
	}
	await unzipInto( zip, target );
	const extracted = pluginFolderIn( target );
	if ( ! extracted ) {
		throw new StackError( `${ zip } holds no woocommerce/woocommerce.php` );
	}
	return extracted;
}

/**
 * @param {string} zip
 * @param {string} target Replaced atomically once the extraction is complete.
 */
async function unzipInto( zip, target ) {
	const building = `${ target }.building`;
	fs.rmSync( building, { recursive: true, force: true } );
	fs.mkdirSync( building, { recursive: true } );
	const code =
		'$z = new ZipArchive(); if ( true !== $z->open( $argv[1] ) || ! $z->extractTo( $argv[2] ) ) { fwrite( STDERR, "cannot extract\\n" ); exit( 1 ); }';
	await run( 'php', [ '-r', code, zip, building ] );
	fs.rmSync( target, { recursive: true, force: true } );
	fs.renameSync( building, target );
}

/**
 * @param {string} version
 * @return {Promise<string|null>} The plugin folder, or null when the download is not possible (e.g. offline).
 */
async function tryDownload( version ) {
	const zip = path.join( CACHE_DIR, `woocommerce.${ version }.zip` );
	try {
		if ( ! fs.existsSync( zip ) ) {
			const response = await fetch(
				`https://downloads.wordpress.org/plugin/woocommerce.${ version }.zip`,
				{
					signal: AbortSignal.timeout( DOWNLOAD_TIMEOUT_MS ),
				}
			);
			if ( ! response.ok ) {
				return null;
			}
			fs.mkdirSync( CACHE_DIR, { recursive: true } );
			fs.writeFileSync(
				`${ zip }.part`,
				Buffer.from( await response.arrayBuffer() )
			);
			fs.renameSync( `${ zip }.part`, zip );
		}
		await unzipInto( zip, cacheFolder( version ) );
		return pluginFolderIn( cacheFolder( version ) );
	} catch {
		return null;
	}
}
