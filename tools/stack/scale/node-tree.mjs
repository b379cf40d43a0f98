/**
 * A web node's own copy of the code, made again at every start: WordPress, WooCommerce, our plugins and theme as
 * their zips ship them, the Redis Object Cache plugin and its drop-in, the mu-plugins, wp-config.php. Copies, never
 * links: nothing may rely on a file another node wrote at run time. Only uploads are shared, as a host shares them
 * over NFS.
 *
 * rsync makes each part equal to its source (files the node wrote are deleted) and copies only what changed, so a
 * start with nothing new takes well under a second.
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
	OUR_PLUGINS,
	OUR_THEME,
	PHP_SCRIPTS_DIR,
	REPO_DIR,
} from '../config.mjs';
import { DEVELOPMENT_ONLY } from '../../shipped-files.mjs';
import { run } from '../run-command.mjs';
import { writeRendered } from '../template.mjs';
import { writeWpConfig } from '../wp-config.mjs';
import {
	DEPLOY_DIR,
	FRONT_URL,
	REDIS,
	REDIS_CACHE_DIR,
	UPLOADS_DIR,
} from './layout.mjs';

/** The Redis Object Cache plugin's folder name in wp-content/plugins. */
export const REDIS_CACHE_SLUG = 'redis-cache';

/**
 * Parts of wp-content that come from elsewhere than WordPress's tree, each synced on its own; the WordPress sync
 * leaves them alone (rsync deletes nothing it excludes).
 */
const OWN_PARTS = [
	'/wp-config.php',
	'/wp-config-scale.php',
	'/.maintenance',
	'/wp-content/uploads',
	'/wp-content/object-cache.php',
	'/wp-content/mu-plugins/',
	'/wp-content/plugins/woocommerce/',
	`/wp-content/plugins/${ REDIS_CACHE_SLUG }/`,
	...OUR_PLUGINS.map( ( slug ) => `/wp-content/plugins/${ slug }/` ),
	`/wp-content/themes/${ OUR_THEME }/`,
];

/**
 * @param {import('./layout.mjs').WebNode}                         node
 * @param {{ wordpressTree: string, wooCommerceDir: string|null }} sources
 */
export async function copyCodeToNode(
	node,
	{ wordpressTree, wooCommerceDir }
) {
	const content = path.join( node.docroot, 'wp-content' );
	fs.mkdirSync( content, { recursive: true } );
	await sync(
		wordpressTree,
		node.docroot,
		OWN_PARTS.map( ( part ) => `--exclude=${ part }` )
	);
	const parts = [
		sync(
			REDIS_CACHE_DIR,
			path.join( content, 'plugins', REDIS_CACHE_SLUG )
		),
		// The stack's mu-plugins (mail capture, offline WordPress.org, self-test) and the page cache's.
		sync(
			[
				path.join( PHP_SCRIPTS_DIR, 'mu-plugins' ),
				path.join( DEPLOY_DIR, 'mu-plugins' ),
			],
			path.join( content, 'mu-plugins' )
		),
		...shippedPackages().map( ( { source, target } ) =>
			sync( source, path.join( content, target ), SHIPPED_ONLY )
		),
	];
	const wooTarget = path.join( content, 'plugins', 'woocommerce' );
	parts.push(
		wooCommerceDir
			? sync( wooCommerceDir, wooTarget )
			: fs.promises.rm( wooTarget, { recursive: true, force: true } )
	);
	await Promise.all( parts );

	fs.copyFileSync(
		path.join( REDIS_CACHE_DIR, 'includes', 'object-cache.php' ),
		path.join( content, 'object-cache.php' )
	);
	linkUploads( content );
	writeWpConfig( node.docroot );
	writeRendered(
		path.join( DEPLOY_DIR, 'wordpress', 'wp-config-scale.php' ),
		{
			REDIS_HOST: REDIS.host,
			REDIS_PORT: REDIS.port,
			REDIS_PREFIX: 'shop:',
			PURGE_URL: `${ FRONT_URL }/`,
		},
		path.join( node.docroot, 'wp-config-scale.php' )
	);
}

/** rsync filters that leave out what `npm run zip` leaves out (tools/shipped-files.mjs). */
const SHIPPED_ONLY = [
	...DEVELOPMENT_ONLY.map( ( name ) => `--exclude=${ name }` ),
	'--exclude=*.map',
];

/**
 * @return {{ source: string, target: string }[]} Our plugins and theme that exist in the checkout, with their
 *         folder below wp-content.
 */
function shippedPackages() {
	return [
		...OUR_PLUGINS.map( ( slug ) => ( {
			source: path.join( REPO_DIR, 'plugins', slug ),
			target: path.join( 'plugins', slug ),
		} ) ),
		{
			source: path.join( REPO_DIR, 'themes', OUR_THEME ),
			target: path.join( 'themes', OUR_THEME ),
		},
	].filter( ( { source } ) => fs.existsSync( source ) );
}

/**
 * Makes `target` hold exactly what the source folders hold.
 *
 * @param {string|string[]} sources   Folders whose contents are merged into the target.
 * @param {string}          target
 * @param {string[]}        [filters] rsync filter options.
 */
async function sync( sources, target, filters = [] ) {
	fs.mkdirSync( target, { recursive: true } );
	const from = ( Array.isArray( sources ) ? sources : [ sources ] ).map(
		( source ) => `${ source }/`
	);
	// --copy-links: a symlink in a source (WordPress's tree has none, a WooCommerce folder may) becomes a file.
	await run( 'rsync', [
		'--archive',
		'--copy-links',
		'--delete',
		...filters,
		...from,
		`${ target }/`,
	] );
}

/**
 * Points the node's wp-content/uploads at the shared folder.
 *
 * @param {string} content The node's wp-content.
 */
function linkUploads( content ) {
	fs.mkdirSync( UPLOADS_DIR, { recursive: true } );
	const link = path.join( content, 'uploads' );
	const current = fs.lstatSync( link, { throwIfNoEntry: false } );
	if (
		current?.isSymbolicLink() &&
		fs.readlinkSync( link ) === UPLOADS_DIR
	) {
		return;
	}
	fs.rmSync( link, { recursive: true, force: true } );
	fs.symlinkSync( UPLOADS_DIR, link );
}
