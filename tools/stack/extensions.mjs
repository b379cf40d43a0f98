/**
 * What goes into wp-content: our plugins and theme and WooCommerce as symlinks, the stack's mu-plugins as copies,
 * and the activation of whichever of our plugins exist yet.
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
	DOCROOT,
	FALLBACK_THEME,
	OUR_PLUGINS,
	OUR_THEME,
	PHP_SCRIPTS_DIR,
	REPO_DIR,
} from './config.mjs';
import { runStackScript } from './php-runner.mjs';

const CONTENT = path.join( DOCROOT, 'wp-content' );
/** Our mu-plugins are all named shop-*.php; anything else in mu-plugins/ is left alone. */
const MU_PLUGIN_PREFIX = 'shop-';

/**
 * Links our plugins and theme (whatever exists of them) and WooCommerce into wp-content.
 *
 * @param {string|null} wooCommerceDir
 */
export function linkExtensions( wooCommerceDir ) {
	for ( const slug of OUR_PLUGINS ) {
		linkIfPresent(
			path.join( REPO_DIR, 'plugins', slug ),
			path.join( CONTENT, 'plugins', slug )
		);
	}
	linkIfPresent(
		path.join( REPO_DIR, 'themes', OUR_THEME ),
		path.join( CONTENT, 'themes', OUR_THEME )
	);
	const wooLink = path.join( CONTENT, 'plugins', 'woocommerce' );
	if ( wooCommerceDir ) {
		linkIfPresent( wooCommerceDir, wooLink );
	} else {
		fs.rmSync( wooLink, { force: true } );
	}
}

/**
 * Copies (not links) the mu-plugins on every start: WordPress loads them on every request, and a copy keeps
 * working whatever happens to the checkout.
 */
export function installMuPlugins() {
	const source = path.join( PHP_SCRIPTS_DIR, 'mu-plugins' );
	const target = path.join( CONTENT, 'mu-plugins' );
	fs.mkdirSync( target, { recursive: true } );
	const ours = fs
		.readdirSync( source )
		.filter( ( name ) => name.endsWith( '.php' ) );
	for ( const file of ours ) {
		fs.copyFileSync( path.join( source, file ), path.join( target, file ) );
	}
	// A copy whose source was deleted or renamed would otherwise keep running.
	for ( const file of fs.readdirSync( target ) ) {
		if ( file.startsWith( MU_PLUGIN_PREFIX ) && ! ours.includes( file ) ) {
			fs.rmSync( path.join( target, file ) );
		}
	}
}

/**
 * Activates our theme (or Twenty Twenty-Five while ours has no style.css) and those of our plugins whose main
 * file exists. A plugin that fails, even with a fatal error, is reported and skipped.
 *
 * @param {(message: string) => void} note
 * @return {Promise<{ theme: string, active: string[] }>} The theme and the plugins active afterwards.
 */
export async function activateExtensions( note ) {
	const theme = fs.existsSync(
		path.join( REPO_DIR, 'themes', OUR_THEME, 'style.css' )
	)
		? OUR_THEME
		: FALLBACK_THEME;
	if ( theme !== OUR_THEME ) {
		note(
			`  - theme ${ OUR_THEME }: themes/${ OUR_THEME }/style.css does not exist yet, using ${ FALLBACK_THEME }`
		);
	}
	const pending = [];
	for ( const slug of OUR_PLUGINS ) {
		if (
			fs.existsSync(
				path.join( REPO_DIR, 'plugins', slug, `${ slug }.php` )
			)
		) {
			pending.push( `${ slug }/${ slug }.php` );
		} else {
			note(
				`  - plugin ${ slug }: plugins/${ slug }/${ slug }.php does not exist yet, skipped`
			);
		}
	}
	const active = [];
	// Each pass either finishes or stops at a plugin that killed PHP; that one is dropped and the rest retried.
	for ( let pass = 0; pass <= OUR_PLUGINS.length; pass++ ) {
		const { code, stdout, stderr } = await runStackScript(
			'activate-extensions.php',
			{},
			{ args: [ theme, ...pending ], allowFailure: true }
		);
		let trying = null;
		for ( const report of parseLines( stdout ) ) {
			if ( report.status === 'trying' ) {
				trying = report.plugin;
				continue;
			}
			trying = null;
			if ( report.plugin ) {
				pending.splice( pending.indexOf( report.plugin ), 1 );
				if ( report.status === 'skipped' ) {
					note(
						`  - plugin ${ report.plugin } not activated: ${ report.reason }`
					);
				} else {
					active.push( report.plugin );
				}
			} else if ( report.status === 'skipped' ) {
				note(
					`  - theme ${ report.theme } not activated: ${ report.reason }`
				);
			}
		}
		if ( code !== 0 && ! trying ) {
			note(
				`  ! activating the theme and plugins failed (exit ${ code }): ${ stderr.trim().split( '\n' ).pop() ?? '' }`
			);
		}
		if ( code === 0 || ! trying ) {
			break;
		}
		note(
			`  - plugin ${ trying } not activated: PHP stopped with a fatal error (see .stack/logs/wp-debug.log)`
		);
		pending.splice( pending.indexOf( trying ), 1 );
	}
	return { theme, active };
}

/**
 * Replaces whatever is at `link` with a symlink to `target` when the target exists.
 *
 * @param {string} target
 * @param {string} link
 */
function linkIfPresent( target, link ) {
	const current = fs.lstatSync( link, { throwIfNoEntry: false } );
	if ( current?.isSymbolicLink() && fs.readlinkSync( link ) === target ) {
		return;
	}
	if ( current ) {
		fs.rmSync( link, { recursive: true, force: true } );
	}
	if ( fs.existsSync( target ) ) {
		fs.mkdirSync( path.dirname( link ), { recursive: true } );
		fs.symlinkSync( target, link );
	}
}

/**
 * @param {string} stdout
 * @return {Array<Record<string, string>>} The JSON lines among the output.
 */
function parseLines( stdout ) {
	return stdout.split( '\n' ).flatMap( ( line ) => {
		try {
			return line.startsWith( '{' ) ? [ JSON.parse( line ) ] : [];
		} catch {
			return [];
		}
	} );
}
