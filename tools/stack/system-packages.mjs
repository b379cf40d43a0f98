/**
 * The machine's own packages: PHP, MariaDB, nginx, Chromium, PHPUnit, Redis and PHP's client for it. Installed with
 * apt on Debian and Ubuntu when we may (root or sudo); anywhere else we say what is missing and point at the Docker
 * path.
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
	// The PHP suites' web nodes on one Redis (tools/test/phpunit/Support/CacheNodes.php), and the scale stack's cache.
	'redis-server': 'redis-server',
	'php-redis': null,
} );

/** What the scale stack adds (tools/stack/scale/): the page cache and rsync for node copies (Redis is everyone's). */
const SCALE_REQUIRED = Object.freeze( {
	// Varnish compiles its configuration with the C compiler its package depends on.
	varnish: 'varnishd',
	rsync: 'rsync',
} );

/**
 * @param {(message: string) => void} note
 * @param {{ scale?: boolean }}       [options] scale: the scale stack's packages too.
 * @return {Promise<string[]>} The packages that were installed now.
 */
export async function ensureSystemPackages( note, { scale = false } = {} ) {
	/** @type {Record<string, string|null>} */
	const required = { ...REQUIRED, ...( scale ? SCALE_REQUIRED : {} ) };
	const hasDpkg =
		( await commandExists( 'dpkg-query' ) ) &&
		( await commandExists( 'dpkg-deb' ) );
	// Without dpkg there is no Debian WordPress package to unpack either, so the apt tools count as missing too.
	const missing = hasDpkg
		? await missingDebianPackages( Object.keys( required ) )
		: [
				...( await missingPrograms( required ) ),
				'apt-get/dpkg (Debian or Ubuntu)',
			];
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
	// Another apt run (a second checkout's stack starting at the same time) holds the lock for a minute or two.
	const [ command, ...rest ] = [
		...sudo,
		'apt-get',
		'-o',
		'DPkg::Lock::Timeout=300',
		...args,
	];
	await run( command, rest, { env, inherit: true } );
}

/**
 * @param {string[]} names Required packages.
 * @return {Promise<string[]>} Those that dpkg does not list as installed.
 */
async function missingDebianPackages( names ) {
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
 * @param {Record<string, string|null>} required Package → a program it provides.
 * @return {Promise<string[]>} Required packages whose program is not on PATH.
 */
async function missingPrograms( required ) {
	/** @type {string[]} */
	const missing = [];
	for ( const [ name, program ] of Object.entries( required ) ) {
		if ( program && ! ( await commandExists( program ) ) ) {
			missing.push( name );
		}
	}
	if ( ! ( await commandExists( 'php' ) ) ) {
		missing.push(
			...Object.keys( required ).filter(
				( name ) =>
					name.startsWith( 'php-' ) && ! missing.includes( name )
			)
		);
	}
	return missing;
}
