/**
 * The stack's contract in one place: paths, ports, names and the environment variables that change them.
 * tools/README.md is the specification; keep the two in step.
 */

/**
 * External dependencies
 */
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { StackError } from './stack-error.mjs';

const env = process.env;

/** Repository root: tools/stack/ is two levels below it. */
export const REPO_DIR = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'..',
	'..'
);

/**
 * `npm start -- --scale` (or SHOP_SCALE=1): the scale-out stack of tools/stack/scale/ (a page cache in front of two
 * web nodes, Redis, a cron loop) instead of the single node. It has its own state folder and ports, so both can run
 * at once; a process works on one of them, chosen here when tools/stack is first imported.
 */
export const SCALE = env.SHOP_SCALE === '1';

/** The single stack's HTTP port; the scale stack's ports are counted from it unless SHOP_SCALE_PORT names one. */
const BASE_PORT = parsePort( env.SHOP_PORT || '8888', 'SHOP_PORT' );

/**
 * The scale stack's front port (the page cache): base + 5, so it meets neither the minimum-platform stack of CI
 * (base + 2) nor the filter bench's (base + 4); its nodes, Redis and database follow it (tools/stack/scale/layout.mjs).
 */
export const SCALE_PORT = parsePort(
	env.SHOP_SCALE_PORT || String( BASE_PORT + 5 ),
	'SHOP_SCALE_PORT'
);
/** The scale stack's state folder, whichever stack this process works on (node control works from anywhere). */
export const SCALE_STACK_DIR = path.resolve(
	env.SHOP_SCALE_STACK_DIR || path.join( REPO_DIR, '.stack-scale' )
);

/** State folder (git-ignored); everything the running stack writes lives here. */
export const STACK_DIR = SCALE
	? SCALE_STACK_DIR
	: path.resolve( env.SHOP_STACK_DIR || path.join( REPO_DIR, '.stack' ) );
/** Where PHP scripts run: the single stack's WordPress, or node A's copy on the scale stack. */
export const DOCROOT = path.join( STACK_DIR, SCALE ? 'node-a' : 'wordpress' );
export const LOG_DIR = path.join( STACK_DIR, 'logs' );
export const RUN_DIR = path.join( STACK_DIR, 'run' );
export const CONF_DIR = path.join( STACK_DIR, 'conf' );
export const TMP_DIR = path.join( STACK_DIR, 'tmp' );
export const MAIL_DIR = path.join( STACK_DIR, 'mail' );
export const MYSQL_DIR = path.join( STACK_DIR, 'mysql' );
export const STACK_JSON = path.join( STACK_DIR, 'stack.json' );
export const SELFTEST_FLAG = path.join( STACK_DIR, 'selftest.on' );

export const MYSQL_SOCKET = path.join( RUN_DIR, 'mysqld.sock' );
export const PHP_FPM_SOCKET = path.join( RUN_DIR, 'php-fpm.sock' );

/** Shared by both nodes on the scale stack, whose other logs are in tools/stack/scale/layout.mjs. */
export const LOG_FILES = {
	wpDebug: path.join( LOG_DIR, 'wp-debug.log' ),
	phpFpm: path.join( LOG_DIR, 'php-fpm.log' ),
	...( SCALE
		? {}
		: {
				nginxError: path.join( LOG_DIR, 'nginx-error.log' ),
				nginxAccess: path.join( LOG_DIR, 'nginx-access.log' ),
			} ),
	mariadb: path.join( LOG_DIR, 'mariadb.log' ),
};

/** Download cache shared by every clone: apt lists, .debs, extracted WordPress per suite, WooCommerce copies. */
export const CACHE_DIR = path.join(
	env.XDG_CACHE_HOME || path.join( homedir(), '.cache' ),
	'shop-bundle'
);

/** The site's HTTP port: nginx on the single stack, the page cache on the scale stack. */
export const PORT = SCALE ? SCALE_PORT : BASE_PORT;
export const DB_PORT = PORT + 1000;
export const SITE_URL = `http://127.0.0.1:${ PORT }`;

/** Debian suite whose `wordpress` package we run: forky is current (7.1.x), trixie the minimum (6.8.x). */
export const WP_SUITE = env.SHOP_WP_SUITE || 'forky';

/** WooCommerce 11 needs WordPress 6.9, so the minimum suite gets the last 10.x by default. */
/** @type {Record<string, string>} */
const DEFAULT_WC_VERSION = { forky: '11.0.1', trixie: '10.6.2' };
export const WC_VERSION =
	env.SHOP_WC_VERSION ||
	DEFAULT_WC_VERSION[ WP_SUITE ] ||
	DEFAULT_WC_VERSION.forky;

export const ADMIN = Object.freeze( {
	user: 'admin',
	password: 'password',
	email: 'admin@example.com',
} );
export const DATABASE = Object.freeze( {
	site: 'shop',
	test: 'shop_test',
	user: 'shop',
	password: 'shop',
} );
export const SITE_TITLE = 'Shop Bundle';

/** Our own code, symlinked into the docroot so edits and builds show at once. */
export const OUR_PLUGINS = Object.freeze( [
	'shop-consent',
	'shop-social-icons',
	'shop-filter',
	'shop-stripe-gateway',
] );
export const OUR_THEME = 'shop-theme';
export const FALLBACK_THEME = 'twentytwentyfive';

/** Where our PHP scripts and mu-plugins live. */
export const PHP_SCRIPTS_DIR = path.join( REPO_DIR, 'tools', 'stack', 'php' );

/**
 * @param {string} value
 * @param {string} name  The environment variable it came from.
 * @return {number} A TCP port that leaves room for the database port (port + 1000).
 */
function parsePort( value, name ) {
	const port = Number( value );
	if ( ! Number.isInteger( port ) || port < 1024 || port > 64535 ) {
		throw new StackError(
			`${ name } must be a whole number between 1024 and 64535, got "${ value }"`
		);
	}
	return port;
}
