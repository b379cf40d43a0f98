/**
 * The Redis Object Cache plugin (rhubarbgroup/redis-cache on GitHub), taken from the cache folder like WooCommerce:
 * fetched code, never committed.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { REDIS_CACHE_DIR } from './layout.mjs';

/** The version the scale stack was built and tested with. */
export const REDIS_CACHE_VERSION = '2.6.3';

/**
 * @return {{ dir: string, version: string|null }|null} The plugin's folder and version, or null when the folder
 *         lacks the plugin or its drop-in.
 */
export function findRedisCache() {
	const main = path.join( REDIS_CACHE_DIR, 'redis-cache.php' );
	const dropIn = path.join( REDIS_CACHE_DIR, 'includes', 'object-cache.php' );
	if ( ! fs.existsSync( main ) || ! fs.existsSync( dropIn ) ) {
		return null;
	}
	const version =
		fs
			.readFileSync( main, 'utf8' )
			.match( /^\s*\*\s*Version:\s*(\S+)/m )?.[ 1 ] ?? null;
	return { dir: REDIS_CACHE_DIR, version };
}

/**
 * @return {string} Why the scale stack cannot start, and how to bring the plugin.
 */
export function missingRedisCacheMessage() {
	return [
		`The scale stack needs the Redis Object Cache plugin ${ REDIS_CACHE_VERSION } in ${ REDIS_CACHE_DIR }/`,
		'(its redis-cache.php and includes/object-cache.php, the drop-in every node gets). Its source is public on',
		`GitHub as rhubarbgroup/redis-cache; unpack release ${ REDIS_CACHE_VERSION } there, e.g.`,
		`  curl -L -o /tmp/redis-cache.zip https://downloads.wordpress.org/plugin/redis-cache.${ REDIS_CACHE_VERSION }.zip`,
		`  unzip -q /tmp/redis-cache.zip -d ${ path.dirname( REDIS_CACHE_DIR ) }/`,
	].join( '\n' );
}
