/**
 * php-fpm with our own configuration: one pool on a unix socket in .stack/run, logging where WordPress says.
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
	LOG_FILES,
	PHP_FPM_SOCKET,
	REPO_DIR,
	RUN_DIR,
} from './config.mjs';
import { systemSettingArgs } from './php-settings.mjs';
import { isAlive, startService } from './processes.mjs';
import { answers, waitUntil } from './readiness.mjs';
import { commandExists, run } from './run-command.mjs';
import { StackError } from './stack-error.mjs';

const FPM_CONF = path.join( CONF_DIR, 'php-fpm.conf' );
export const OPCACHE_INI = path.join(
	REPO_DIR,
	'deploy',
	'php-fpm',
	'opcache.ini'
);
const isRoot = process.getuid?.() === 0;

/**
 * Starts php-fpm in the foreground of its own session and waits until its socket accepts connections.
 *
 * @return {Promise<number>} PID.
 */
export async function startPhpFpm() {
	writeConfig();
	fs.rmSync( PHP_FPM_SOCKET, { force: true } );
	const args = [
		'--fpm-config',
		FPM_CONF,
		...systemSettingArgs( OPCACHE_INI ),
		'--nodaemonize',
		...( isRoot ? [ '-R' ] : [] ),
	];
	const pid = startService(
		'php-fpm',
		await phpFpmBinary(),
		args,
		LOG_FILES.phpFpm
	);
	await waitUntil( () => answers( { path: PHP_FPM_SOCKET } ), {
		what: 'php-fpm',
		logFile: LOG_FILES.phpFpm,
		gone: () => ! isAlive( pid ),
	} );
	return pid;
}

/**
 * Debian names the binary after the PHP version (php-fpm8.2); pick the one matching the CLI's PHP.
 *
 * @return {Promise<string>} Binary name or path.
 */
export async function phpFpmBinary() {
	const { stdout } = await run( 'php', [
		'-r',
		'echo PHP_MAJOR_VERSION . "." . PHP_MINOR_VERSION;',
	] );
	for ( const candidate of [
		`php-fpm${ stdout.trim() }`,
		`/usr/sbin/php-fpm${ stdout.trim() }`,
		'php-fpm',
	] ) {
		if ( await commandExists( candidate ) ) {
			return candidate;
		}
	}
	throw new StackError(
		`no php-fpm binary found for PHP ${ stdout.trim() }`
	);
}

function writeConfig() {
	fs.mkdirSync( CONF_DIR, { recursive: true } );
	const lines = [
		'[global]',
		`pid = ${ path.join( RUN_DIR, 'php-fpm.pid' ) }`,
		`error_log = ${ LOG_FILES.phpFpm }`,
		'daemonize = no',
		'',
		'[shop]',
		...( isRoot ? [ 'user = root', 'group = root' ] : [] ),
		`listen = ${ PHP_FPM_SOCKET }`,
		// nginx workers run as another user (nobody); a 0660 root-owned socket answers them with 502.
		'listen.mode = 0666',
		'pm = static',
		'pm.max_children = 4',
		'catch_workers_output = yes',
		'decorate_workers_output = no',
		'clear_env = no',
		// php_value, never php_admin_value: an admin value cannot be changed at run time, so WordPress's
		// WP_DEBUG_LOG would be ignored and every notice raised while serving a page would miss wp-debug.log.
		`php_value[error_log] = ${ LOG_FILES.wpDebug }`,
		'php_flag[log_errors] = on',
		'php_value[memory_limit] = 256M',
		'php_value[upload_max_filesize] = 64M',
		'php_value[post_max_size] = 64M',
		// Our plugins are symlinked in: check file times on every request so edits show at once.
		'php_value[opcache.revalidate_freq] = 0',
		'',
	];
	fs.writeFileSync( FPM_CONF, lines.join( '\n' ) );
}
