/**
 * MariaDB in the state folder: its own data directory, my.cnf, socket and TCP port, never the system server.
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
	CONF_DIR,
	DATABASE,
	DB_PORT,
	LOG_FILES,
	MYSQL_DIR,
	MYSQL_SOCKET,
	RUN_DIR,
	TMP_DIR,
} from './config.mjs';
import { isAlive, startService } from './processes.mjs';
import { waitUntil } from './readiness.mjs';
import { run } from './run-command.mjs';

const MY_CNF = path.join( CONF_DIR, 'my.cnf' );
const ROOT_CLIENT = [
	'--no-defaults',
	`--socket=${ MYSQL_SOCKET }`,
	'--user=root',
];
const isRoot = process.getuid?.() === 0;

/**
 * Creates the data directory on first run. It is built under a temporary name and renamed when complete, so an
 * interrupted run never leaves a half-initialised directory that later starts would trust.
 *
 * @return {Promise<boolean>} Whether a new data directory was created.
 */
export async function initialiseDataDirectory() {
	if ( fs.existsSync( path.join( MYSQL_DIR, 'mysql' ) ) ) {
		return false;
	}
	const building = `${ MYSQL_DIR }.building`;
	fs.rmSync( building, { recursive: true, force: true } );
	fs.rmSync( MYSQL_DIR, { recursive: true, force: true } );
	await run( 'mariadb-install-db', [
		'--no-defaults',
		`--datadir=${ building }`,
		...( isRoot ? [ '--user=root' ] : [] ),
		'--auth-root-authentication-method=socket',
		'--skip-test-db',
		`--extra-file=${ writeBootstrapSql() }`,
	] );
	fs.renameSync( building, MYSQL_DIR );
	return true;
}

/**
 * Starts mariadbd and waits until its socket greets a client.
 *
 * @return {Promise<number>} PID.
 */
export async function startMariaDb() {
	writeMyCnf();
	const pid = startService(
		'mariadb',
		'mariadbd',
		[ `--defaults-file=${ MY_CNF }` ],
		LOG_FILES.mariadb
	);
	// A real client login, not a bare socket probe: MariaDB logs every unauthenticated disconnect as a warning.
	const accepts = async () =>
		fs.existsSync( MYSQL_SOCKET ) &&
		(
			await run( 'mariadb', [ ...ROOT_CLIENT, '--execute=SELECT 1' ], {
				allowFailure: true,
			} )
		).code === 0;
	await waitUntil( accepts, {
		what: 'MariaDB',
		logFile: LOG_FILES.mariadb,
		gone: () => ! isAlive( pid ),
	} );
	return pid;
}

/**
 * Creates both databases and the `shop` user for socket and TCP connections; safe to repeat.
 */
export async function ensureDatabases() {
	const { site, test, user, password } = DATABASE;
	const statements = [ site, test ].map(
		( name ) =>
			`CREATE DATABASE IF NOT EXISTS \`${ name }\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`
	);
	for ( const host of [ 'localhost', '127.0.0.1' ] ) {
		statements.push(
			`CREATE USER IF NOT EXISTS '${ user }'@'${ host }' IDENTIFIED BY '${ password }';`
		);
		for ( const name of [ site, test ] ) {
			statements.push(
				`GRANT ALL PRIVILEGES ON \`${ name }\`.* TO '${ user }'@'${ host }';`
			);
		}
	}
	await query( statements.join( '\n' ) );
}

/**
 * @return {Promise<boolean>} Whether WordPress has been installed into the site database.
 */
export async function isSiteInstalled() {
	const sql = `SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = '${ DATABASE.site }' AND table_name = 'wp_options';`;
	if ( ( await query( sql ) ).trim() !== '1' ) {
		return false;
	}
	const installed = await query(
		`SELECT COUNT(*) FROM \`${ DATABASE.site }\`.wp_options WHERE option_name = 'siteurl';`
	);
	return installed.trim() === '1';
}

/**
 * Runs SQL as the database's root user over the socket (root authenticates by socket, so no password exists).
 *
 * @param {string} sql
 * @return {Promise<string>} Tab-separated rows, no header.
 */
export async function query( sql ) {
	const { stdout } = await run(
		'mariadb',
		[ ...ROOT_CLIENT, '--batch', '--skip-column-names' ],
		{ input: sql }
	);
	return stdout;
}

/**
 * SQL run right after the system tables are created. mariadb-install-db grants root a proxy at this machine's host
 * name; the server runs with skip-name-resolve, where that row only earns a warning in the log at every start.
 *
 * @return {string} The file.
 */
function writeBootstrapSql() {
	fs.mkdirSync( CONF_DIR, { recursive: true } );
	const file = path.join( CONF_DIR, 'mariadb-bootstrap.sql' );
	fs.writeFileSync(
		file,
		"DELETE FROM mysql.proxies_priv WHERE Host <> 'localhost';\n"
	);
	return file;
}

function writeMyCnf() {
	fs.mkdirSync( CONF_DIR, { recursive: true } );
	fs.mkdirSync( RUN_DIR, { recursive: true } );
	fs.mkdirSync( TMP_DIR, { recursive: true } );
	const lines = [
		'[mariadbd]',
		`datadir = ${ MYSQL_DIR }`,
		`socket = ${ MYSQL_SOCKET }`,
		`pid-file = ${ path.join( RUN_DIR, 'mariadb.pid' ) }`,
		`log-error = ${ LOG_FILES.mariadb }`,
		`tmpdir = ${ TMP_DIR }`,
		'bind-address = 127.0.0.1',
		`port = ${ DB_PORT }`,
		...( isRoot ? [ 'user = root' ] : [] ),
		'skip-name-resolve',
		// MariaDB asks for 10 + connections + 2 × table cache × 8 instances file handles; the defaults (32k) exceed
		// the usual hard limit of 20k and earn a warning at every start. Two WordPress databases need far fewer.
		'max_connections = 100',
		'table_open_cache = 400',
		'skip-log-bin',
		'character-set-server = utf8mb4',
		'collation-server = utf8mb4_unicode_ci',
		'# A throw-away development database: durability traded for speed on small machines.',
		'innodb_buffer_pool_size = 128M',
		'innodb_flush_log_at_trx_commit = 2',
		'innodb_doublewrite = 0',
		'',
	];
	fs.writeFileSync( MY_CNF, lines.join( '\n' ) );
}
