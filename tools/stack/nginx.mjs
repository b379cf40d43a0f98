/**
 * nginx with our own configuration: serves the docroot on 127.0.0.1:PORT and hands PHP to our php-fpm socket.
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
	DOCROOT,
	LOG_FILES,
	PHP_FPM_SOCKET,
	PORT,
	RUN_DIR,
	STACK_DIR,
	TMP_DIR,
} from './config.mjs';
import { isAlive, startService } from './processes.mjs';
import { answers, waitUntil } from './readiness.mjs';

const NGINX_CONF = path.join( CONF_DIR, 'nginx.conf' );
const isRoot = process.getuid?.() === 0;

/**
 * Starts nginx in the foreground of its own session and waits until it accepts connections on the port.
 *
 * @return {Promise<number>} PID.
 */
export async function startNginx() {
	writeConfig();
	// -e: nginx opens its error log before reading the configuration; the compiled-in default is /var/log/nginx.
	const args = [
		'-e',
		LOG_FILES.nginxError,
		'-c',
		NGINX_CONF,
		'-p',
		`${ STACK_DIR }/`,
	];
	const pid = startService( 'nginx', 'nginx', args, LOG_FILES.nginxError );
	await waitUntil( () => answers( { host: '127.0.0.1', port: PORT } ), {
		what: 'nginx',
		logFile: LOG_FILES.nginxError,
		gone: () => ! isAlive( pid ),
	} );
	return pid;
}

function writeConfig() {
	const temp = path.join( TMP_DIR, 'nginx' );
	fs.mkdirSync( temp, { recursive: true } );
	fs.mkdirSync( CONF_DIR, { recursive: true } );
	const config = `# Written by tools/stack/nginx.mjs on every start; edits here are lost.
daemon off;
worker_processes 2;
pid ${ path.join( RUN_DIR, 'nginx.pid' ) };
error_log ${ LOG_FILES.nginxError } warn;
${
	// WooCommerce is symlinked in from a cache that may sit under a 0700 home folder, which nginx's default
	// worker user (nobody) cannot read: static assets would 403. Root only ever listens on 127.0.0.1 here.
	isRoot ? 'user root root;' : ''
}

events {
	worker_connections 256;
}

http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	access_log ${ LOG_FILES.nginxAccess };
	sendfile on;
	client_max_body_size 64m;
	client_body_temp_path ${ temp }/client-body;
	proxy_temp_path ${ temp }/proxy;
	fastcgi_temp_path ${ temp }/fastcgi;
	uwsgi_temp_path ${ temp }/uwsgi;
	scgi_temp_path ${ temp }/scgi;

	server {
		listen 127.0.0.1:${ PORT };
		server_name 127.0.0.1 localhost;
		root ${ DOCROOT };
		index index.php index.html;

		# WordPress pretty permalinks.
		location / {
			try_files $uri $uri/ /index.php?$args;
		}

		location ~ \\.php$ {
			try_files $uri =404;
			include /etc/nginx/fastcgi_params;
			fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
			# Debian's nginx passes HTTP_HOST without the port, and WordPress would then redirect to port 80.
			fastcgi_param HTTP_HOST $host:$server_port;
			fastcgi_pass unix:${ PHP_FPM_SOCKET };
			fastcgi_read_timeout 300;
			# As deploy/nginx/web-node.conf: a WooCommerce page is 200 to 250 kB of HTML, taken whole.
			fastcgi_buffer_size 32k;
			fastcgi_buffers 16 32k;
		}
	}
}
`;
	fs.writeFileSync( NGINX_CONF, config );
}
