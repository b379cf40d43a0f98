/**
 * The machine's own packages: PHP, MariaDB, nginx, Chromium, PHPUnit. Installed with apt on Debian and Ubuntu
 * when we may (root or sudo); anywhere else we say what is missing and point at the Docker path.
 */

/**
 * Internal dependencies
 */
import { commandExists, run } from './run-command.mjs';
import { StackError } from './stack-error.mjs';

/** Debian package → a program it provides, for machines without dpkg. */
const REQUIRED = Object.freeze( {
	'php-fpm': 'php-fpm',
	'php-cli': 'php',
	'php-mysql': null,
	'php-xml': null,
	'php-mbstring': null,
	'php-curl': null,
	'php-gd': null,
	'php-intl': null,
	'php-zip': null,
	'php-bcmath': null,
	'mariadb-server': 'mariadbd',
	nginx: 'nginx',
	chromium: 'chromium',
	phpunit: 'phpunit',
	// npm run screenshots: the theme's screenshots reduced to 256 colours.
	pngquant: 'pngquant',
} );

/**
 * @param {(message: string) => void} note
 * @return {Promise<string[]>} The packages that were installed now.
 */
export async function ensureSystemPackages( note ) {
	const hasDpkg =
		( await commandExists( 'dpkg-query' ) ) &&
		( await commandExists( 'dpkg-deb' ) );
	// Without dpkg there is no Debian WordPress package to unpack either, so the apt tools count as missing too.
	const missing = hasDpkg
		? await missingDebianPackages()
		: [ ...( await missingPrograms() ), 'apt-get/dpkg (Debian or Ubuntu)' ];
	if ( ! missing.length ) {
		return [];
	}
	const asRoot = process.getuid?.() === 0;
	const canInstall =
		hasDpkg &&
		( await commandExists( 'apt-get' ) ) &&
		( asRoot || ( await commandExists( 'sudo' ) ) );
	if ( ! canInstall ) {
		throw new StackError(
			`Missing system packages: ${ missing.join( ' ' ) }\n` +
				( hasDpkg
					? 'Install them as root: apt-get install --no-install-recommends ' +
						missing.join( ' ' ) +
						'\n'
					: '' ) +
				'The local stack needs Debian or Ubuntu; the Docker path works anywhere: npx wp-env start'
		);
	}
	note( `Installing system packages: ${ missing.join( ' ' ) }` );
	const sudo = asRoot ? [] : [ 'sudo' ];
	const env = { DEBIAN_FRONTEND: 'noninteractive' };
	await aptGet( sudo, [ 'update' ], env );
	await aptGet(
		sudo,
		[ 'install', '-y', '--no-install-recommends', ...missing ],
		env
	);
	return missing;
}

/**
 * @param {string[]}               sudo
 * @param {string[]}               args
 * @param {Record<string, string>} env
 */
async function aptGet( sudo, args, env ) {
	const [ command, ...rest ] = [ ...sudo, 'apt-get', ...args ];
	await run( command, rest, { env, inherit: true } );
}

/**
 * @return {Promise<string[]>} Required packages that dpkg does not list as installed.
 */
async function missingDebianPackages() {
	const names = Object.keys( REQUIRED );
	// Unknown packages make dpkg-query exit 1 and complain on stderr; installed ones are still listed on stdout.
	const { stdout } = await run(
		'dpkg-query',
		[ '-W', '-f=${Package}\t${db:Status-Abbrev}\n', ...names ],
		{ allowFailure: true }
	);
	const installed = new Set(
		stdout
			.split( '\n' )
			.filter( ( line ) => /\tii/.test( line ) )
			.map( ( line ) => line.split( '\t' )[ 0 ] )
	);
	return names.filter( ( name ) => ! installed.has( name ) );
}

/**
 * @return {Promise<string[]>} Required packages whose program is not on PATH.
 */
async function missingPrograms() {
	/** @type {string[]} */
	const missing = [];
	for ( const [ name, program ] of Object.entries( REQUIRED ) ) {
		if ( program && ! ( await commandExists( program ) ) ) {
			missing.push( name );
		}
	}
	if ( ! ( await commandExists( 'php' ) ) ) {
		missing.push(
			...Object.keys( REQUIRED ).filter(
				( name ) =>
					name.startsWith( 'php-' ) && ! missing.includes( name )
			)
		);
	}
	return missing;
}
